import { For, Show } from 'solid-js';
import { t } from '../i18n';
import { MessageWith } from '../ui/message-with';
import { ProfileLink } from '../ui/profile-name';
import type { TableResult } from './api';

/** Each forfeit's words; `left`: a result from before the reasons were told. */
const FORFEIT_KEY: Record<string, string> = {
  resigned: 'online.forfeited-resigned',
  time: 'online.forfeited-time',
  away: 'online.forfeited-away',
  deleted: 'online.forfeited-deleted',
  left: 'online.forfeited',
};

/** A note on a seat: its message names the seat's player (`{name}`). */
interface SeatNote {
  readonly key: string;
  readonly seat: number;
  readonly n?: number;
}

/**
 * What a table's result says beyond the scores: who resigned or was away at the end (ranked
 * last, whatever the score) and for whom a bot played, so that nobody mistakes a bot's game for a
 * person's (docs/protocol.md, "Seats and bots"). Online after the game, and in its replay; a
 * signed-in player's name leads to their profile, as on the scoreboard.
 */
export function ResultNotes(props: { result: TableResult | null; names: readonly string[] }) {
  const name = (seat: number) => props.names[seat] ?? t('online.player-n', { n: seat + 1 });
  const notes = (): SeatNote[] => {
    const r = props.result;
    if (!r) return [];
    // Each ending in its own words: resigned, ran out of time, replaced while away, account
    // deleted; a result from before the reasons were told says only that the player left.
    const why = (seat: number) => r.forfeitWhy?.[seat];
    const out: SeatNote[] = (r.forfeited ?? []).map((seat) => ({
      key:
        r.ended === 'resigned' && why(seat) === 'resigned'
          ? 'online.ended-resigned'
          : (FORFEIT_KEY[why(seat) ?? 'left'] ?? 'online.forfeited'),
      seat,
    }));
    (r.botMoves ?? []).forEach((n, seat) => {
      if (n > 0) out.push({ key: 'online.bot-moves', seat, n });
    });
    return out;
  };
  return (
    <Show when={notes().length > 0}>
      <ul class="result-notes">
        <For each={notes()}>
          {(note) => (
            <li>
              <MessageWith
                message={note.key}
                params={note.n === undefined ? {} : { n: note.n }}
                slot="name"
                element={() => <ProfileLink seat={note.seat}>{name(note.seat)}</ProfileLink>}
              />
            </li>
          )}
        </For>
      </ul>
    </Show>
  );
}
