import { Show, useContext } from 'solid-js';
import { AppLink } from './app-link';
import { PlayerName } from './player-mark';
import { SeatProfiles } from './seat-profiles';

/** A seat's mark and name, a link to its player's profile when they are signed in. */
export function ProfileName(props: { seat: number; names: readonly string[] }) {
  const profiles = useContext(SeatProfiles);
  return (
    <Show
      when={profiles()[props.seat]}
      fallback={<PlayerName seat={props.seat} names={props.names} />}
    >
      {(name) => (
        <AppLink class="profile-link" href={`/u/${encodeURIComponent(name())}`}>
          <PlayerName seat={props.seat} names={props.names} />
        </AppLink>
      )}
    </Show>
  );
}
