import {
  makeReplay,
  type Actor,
  type AnyGame,
  type Replay,
  type Viewer,
} from '../../../src/kernel/index.js';
import type { SeatConfig } from '../local/config';

/** A move of a local table with the state before it (what `viewMove` needs to redact it). */
export interface PlayedMove {
  readonly before: unknown;
  readonly actor: Actor;
  readonly move: unknown;
}

/**
 * The replay of a local table, in the documented format (docs/replay-format.md). Once the game
 * is over it is complete, with its seed. Before, it is what the person at the screen may see:
 * each move as `viewMove` shows it to them (others' hidden values redacted, as the server does
 * for a running online table), marked `meta.redacted`, and without the seed, which would tell
 * the dice to come. At a hot-seat table that is the person who holds the screen now.
 */
export function localReplay(
  game: AnyGame,
  options: unknown,
  seats: readonly SeatConfig[],
  played: readonly PlayedMove[],
  over: { readonly seed: string } | null,
  viewer: Viewer,
): Replay {
  const players = seats.map((s) => ({
    name: s.name,
    kind: s.kind === 'human' ? 'human' : `bot:${s.kind}`,
  }));
  if (over) {
    const moves = played.map(({ actor, move }) => ({ actor, move }));
    return makeReplay(game, options, players, moves, {
      seed: over.seed,
      source: 'fathom-web-local',
    });
  }
  const moves = played.map(({ before, actor, move }) => ({
    actor,
    move: game.viewMove(before, actor, move, viewer),
  }));
  return makeReplay(game, options, players, moves, {
    source: 'fathom-web-local',
    redacted: true,
    viewer,
  });
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
