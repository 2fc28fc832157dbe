import { expect } from 'vitest';
import {
  createRng,
  randomPlayoutFromLists,
  Uint32Rng,
  type AnyGame,
  type Rng,
} from '../../src/kernel/index.js';

/**
 * A game's own playout against the kernel's list-based one from one state, for the games'
 * property tests of their flat playouts: the same end (as JSON, fields in the same order, hence
 * the same scores), the start state unchanged, every generator left at the same place.
 */

/** Draws the same words as createRng(seed), but is not createRng's generator (no fast path). */
export class Opaque extends Uint32Rng {
  constructor(private readonly inner: Rng) {
    super();
  }
  nextUint32(): number {
    return this.inner.nextUint32();
  }
}

export interface PlayoutCase {
  readonly players: number;
  readonly seed: string;
  /** A generator per seat (random agents), or every draw from one. */
  readonly perSeat: boolean;
  /** Generators the playout cannot step itself (see Opaque). */
  readonly opaque: boolean;
}

export function expectPlayoutAsLists(game: AnyGame, start: unknown, c: PlayoutCase): void {
  const before = JSON.stringify(start);
  const rngs = (tag: string) => {
    const chance = createRng(`${tag}/chance`);
    const seats = Array.from({ length: c.players }, (_, s) => createRng(`${tag}/${s}`));
    return { chance, seats, all: [chance, ...seats] };
  };
  const fast = rngs(c.seed);
  const listed = rngs(c.seed);
  const wrap = (r: Rng) => (c.opaque ? new Opaque(r) : r);
  const end: unknown = game.playout!(
    start,
    wrap(fast.chance),
    c.perSeat ? fast.seats.map(wrap) : undefined,
  );
  const reference: unknown = randomPlayoutFromLists(
    game,
    start,
    listed.chance,
    c.perSeat ? listed.seats : undefined,
  );
  expect(JSON.stringify(start)).toBe(before);
  expect(JSON.stringify(end)).toBe(JSON.stringify(reference));
  expect(game.result(end)).toEqual(game.result(reference));
  expect(fast.all.map((r) => r.nextUint32())).toEqual(listed.all.map((r) => r.nextUint32()));
}
