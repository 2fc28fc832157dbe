import { Show, useContext, type JSX } from 'solid-js';
import { AppLink } from './app-link';
import { PlayerName } from './player-mark';
import { profileHref } from './profile-address';
import { SeatProfiles } from './seat-profiles';

/** A link to an account's profile: its name, unless told what to show. */
export function AccountLink(props: { name: string; class?: string; children?: JSX.Element }) {
  return (
    <AppLink class={props.class} href={profileHref(props.name)}>
      {props.children ?? props.name}
    </AppLink>
  );
}

/**
 * What a seat's name shows (`children`), as a link to its player's profile when they are signed
 * in, else as it is: the one rule for scoreboards, seat lists and result notes alike.
 */
export function ProfileLink(props: { seat: number; children: JSX.Element }) {
  const profiles = useContext(SeatProfiles);
  return (
    <Show when={profiles()[props.seat]} fallback={props.children}>
      {(name) => (
        <AccountLink name={name()} class="profile-link">
          {props.children}
        </AccountLink>
      )}
    </Show>
  );
}

/** A seat's mark and name, a link to its player's profile when they are signed in. */
export function ProfileName(props: { seat: number; names: readonly string[] }) {
  return (
    <ProfileLink seat={props.seat}>
      <PlayerName seat={props.seat} names={props.names} />
    </ProfileLink>
  );
}
