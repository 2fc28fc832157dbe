import {
  makeReplay,
  type AnyGame,
  type Replay,
  type ReplayMove,
} from '../../../src/kernel/index.js';
import type { SeatConfig } from '../local/config';

/** The replay of a local table, in the documented format (docs/replay-format.md). */
export function localReplay(
  game: AnyGame,
  options: unknown,
  seats: readonly SeatConfig[],
  moves: readonly ReplayMove[],
  /** Recorded only once the game is over: before, it would tell the dice to come. */
  seed: string | null,
): Replay {
  return makeReplay(
    game,
    options,
    seats.map((s) => ({ name: s.name, kind: s.kind === 'human' ? 'human' : `bot:${s.kind}` })),
    moves,
    seed === null ? { source: 'fathom-web-local' } : { seed, source: 'fathom-web-local' },
  );
}

export function downloadJson(filename: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a replay to the replay page in this tab (too big for a URL). */
export const PENDING_REPLAY_KEY = 'fathom.pending-replay';
