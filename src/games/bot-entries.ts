import { DEFAULT_ISMCTS, IsmctsAgent, type SearchHooks } from '../ai/index.js';
import { RandomAgent, type Agent, type AnyGame } from '../kernel/index.js';
import type { BotEntry } from './registry.js';

/** The bots every game offers the same way: the random bot and the generic search. */

export const asAgent = (bot: object) => bot as Agent<unknown, unknown>;

export const randomBot: BotEntry = {
  name: 'random',
  strength: 1,
  describe: 'plays any legal move',
  create: () => asAgent(new RandomAgent()),
};

/** The information-set search of src/ai with the game's own values: 1 s a decision by default. */
export function ismctsBot(game: AnyGame, hooks: SearchHooks): BotEntry {
  return {
    name: 'ismcts',
    strength: 3,
    describe: 'information-set tree search from its own view, 1 s a decision',
    create: (o) =>
      asAgent(
        new IsmctsAgent(game, hooks, {
          ...DEFAULT_ISMCTS,
          timeMs: o?.timeMs ?? 1000,
          ...(o?.clock ? { clock: o.clock } : {}),
          ...(o?.strict ? { strict: true } : {}),
        }),
      ),
  };
}
