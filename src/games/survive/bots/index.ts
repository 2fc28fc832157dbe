import { RandomAgent, type Agent } from '../../../kernel/index.js';
import { DEFAULT_ISMCTS, IsmctsAgent } from '../../../ai/index.js';
import type { BotEntry } from '../../registry.js';
import { survive } from '../index.js';
import { surviveHooks } from './search-hooks.js';
import { HeuristicBot } from './heuristic.js';
import { SearchBot } from './search.js';

const asAgent = (bot: object) => bot as Agent<unknown, unknown>;

export const surviveBots: readonly BotEntry[] = [
  {
    name: 'random',
    strength: 1,
    describe: 'plays any legal move',
    create: () => asAgent(new RandomAgent()),
  },
  {
    name: 'heuristic',
    strength: 2,
    describe: 'saves high values first, sails for the isles, sends creatures at rivals',
    create: () => asAgent(new HeuristicBot()),
  },
  {
    name: 'search',
    strength: 3,
    describe: 'plans its whole turn, weighs the backs under the tile it removes',
    create: () => asAgent(new SearchBot()),
  },
  {
    name: 'ismcts',
    strength: 3,
    describe: 'information-set tree search from its own view, 1 s a decision',
    create: (o) =>
      asAgent(
        new IsmctsAgent(survive, surviveHooks, { ...DEFAULT_ISMCTS, timeMs: o?.timeMs ?? 1000 }),
      ),
  },
];
