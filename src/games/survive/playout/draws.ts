import type { Rng } from '../../../kernel/index.js';
import * as rngModule from '../../../kernel/rng.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { intFromWords, seededWords } = rngModule;

/**
 * A generator as the playout draws from it: createRng's words stepped in place (intFromWords,
 * the same numbers at about half the cost of a call through the generator), any other generator
 * through its own `int`. One per seat and one for chance, kept between playouts.
 */
export class Draws {
  private rng: Rng | null = null;
  private words: Uint32Array | undefined = undefined;

  use(rng: Rng): void {
    this.rng = rng;
    this.words = seededWords(rng);
  }

  int(n: number): number {
    const w = this.words;
    return w !== undefined && n < 0x200000 ? intFromWords(w, n) : this.rng!.int(n);
  }
}
