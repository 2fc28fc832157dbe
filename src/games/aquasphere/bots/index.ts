import { RandomAgent, type Agent } from '../../../kernel/index.js';
import { DEFAULT_ISMCTS, IsmctsAgent } from '../../../ai/index.js';
import type { BotEntry } from '../../registry.js';
import { aquasphere } from '../index.js';
import { aquasphereHooks } from './search-hooks.js';
import { HeuristicBot } from './heuristic.js';
import { SearchBot } from './search.js';

const asAgent = (bot: object) => bot as Agent<unknown, unknown>;

export const aquasphereBots: readonly BotEntry[] = [
  {
    name: 'random',
    strength: 1,
    describe: 'plays any legal move',
    create: () => asAgent(new RandomAgent()),
  },
  {
    name: 'heuristic',
    strength: 2,
    describe: 'takes the move after which its position is worth most',
    create: () => asAgent(new HeuristicBot()),
  },
  {
    name: 'search',
    strength: 3,
    describe: 'plays the round out many times for each move, everyone following the heuristic',
    create: () => asAgent(new SearchBot()),
  },
  {
    name: 'ismcts',
    strength: 3,
    describe: 'information-set tree search from its own view, 1 s a decision',
    create: (o) =>
      asAgent(
        new IsmctsAgent(aquasphere, aquasphereHooks, {
          ...DEFAULT_ISMCTS,
          timeMs: o?.timeMs ?? 1000,
        }),
      ),
  },
];
