import { asAgent, ismctsBot, randomBot } from '../../bot-entries.js';
import type { BotEntry } from '../../registry.js';
import { aquasphere } from '../index.js';
import { aquasphereBotHooks } from './search-hooks.js';
import { HeuristicBot } from './heuristic.js';
import { SearchBot } from './search.js';

export const aquasphereBots: readonly BotEntry[] = [
  randomBot,
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
  ismctsBot(aquasphere, aquasphereBotHooks),
];
