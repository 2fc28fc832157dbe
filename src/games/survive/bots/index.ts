import { asAgent, ismctsBot, randomBot } from '../../bot-entries.js';
import type { BotEntry } from '../../registry.js';
import { survive } from '../index.js';
import { surviveHooks } from './search-hooks.js';
import { HeuristicBot } from './heuristic.js';
import { SearchBot } from './search.js';

export const surviveBots: readonly BotEntry[] = [
  randomBot,
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
    create: (o) => asAgent(new SearchBot(undefined, o)),
  },
  ismctsBot(survive, surviveHooks),
];
