import { expect } from 'vitest';
import type { Actor } from '../../../kernel/index.js';
import { intoTheBlue, type ItbOptions } from '../index.js';
import type { ItbMove, ItbState } from '../state.js';

/** Drives a game move by move for tests, failing loudly on any refused move. */
export class Script {
  state: ItbState;
  readonly moves: { actor: Actor; move: ItbMove }[] = [];

  /** In seating order by default (seat 0 starts), as the rule tests assume; `draw()` else. */
  constructor(
    players: number,
    options: ItbOptions = { ...intoTheBlue.defaultOptions(players), startPlayer: 'seating' },
  ) {
    this.state = intoTheBlue.setup(options, players);
  }

  do(actor: Actor, move: ItbMove): this {
    const next = intoTheBlue.apply(this.state, actor, move);
    if (!next.ok)
      throw new Error(`refused ${JSON.stringify(move)} by ${actor}: ${next.error.code}`);
    this.state = next.value;
    this.moves.push({ actor, move });
    return this;
  }

  /** Chance rolls these faces for the dice being rolled. */
  roll(...values: number[]): this {
    return this.do('chance', { type: 'dice', values: [...values].sort((a, b) => a - b) });
  }

  /** The current player keeps these dice and rerolls the rest. */
  keep(...keep: number[]): this {
    return this.do(this.state.current, { type: 'reroll', keep: [...keep].sort((a, b) => a - b) });
  }

  stop(): this {
    return this.do(this.state.current, { type: 'stop' });
  }

  place(level: number): this {
    return this.do(this.state.current, { type: 'place', level });
  }

  chest(value: number): this {
    return this.do('chance', { type: 'chest', value });
  }

  /** A whole turn: one roll, stop, and place on `level` (none for a failed dive). */
  turn(dice: number[], level?: number): this {
    this.roll(...dice).stop();
    if (level !== undefined) this.place(level);
    return this;
  }

  expectSeat(seat: number): this {
    expect(this.state.current).toBe(seat);
    return this;
  }
}
