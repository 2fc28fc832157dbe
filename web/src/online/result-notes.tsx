import { For, Show } from 'solid-js';
import { t } from '../i18n';
import type { TableResult } from './api';

/**
 * What a table's result says beyond the scores: who resigned or was away at the end (ranked
 * last, whatever the score) and for whom a bot played, so that nobody mistakes a bot's game for a
 * person's (docs/protocol.md, "Seats and bots"). Online after the game, and in its replay.
 */
export function ResultNotes(props: { result: TableResult | null; names: readonly string[] }) {
  const name = (seat: number) => props.names[seat] ?? t('online.player-n', { n: seat + 1 });
  const notes = () => {
    const r = props.result;
    if (!r) return [];
    const out = (r.forfeited ?? []).map((seat) => t('online.forfeited', { name: name(seat) }));
    (r.botMoves ?? []).forEach((n, seat) => {
      if (n > 0) out.push(t('online.bot-moves', { n, name: name(seat) }));
    });
    return out;
  };
  return (
    <Show when={notes().length > 0}>
      <ul class="result-notes">
        <For each={notes()}>{(note) => <li>{note}</li>}</For>
      </ul>
    </Show>
  );
}
