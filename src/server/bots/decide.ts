import { createRng } from '../../kernel/index.js';
import { findBot } from '../../games/registry.js';

/** What a bot gets: its seat's view and legal moves only, never the full state. */
export interface BotRequest {
  readonly game: string;
  readonly bot: string;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  /** Seeds the bot's own generator (drawn from the cryptographic source by the server). */
  readonly seed: string;
}

export function decideInline(r: BotRequest): unknown {
  const entry = findBot(r.game, r.bot);
  if (!entry) throw new Error(`no bot ${r.bot} for ${r.game}`);
  return entry
    .create()
    .decide({ view: r.view, seat: r.seat, legal: r.legal, rng: createRng(r.seed) });
}
