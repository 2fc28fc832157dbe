import { asAgent, ismctsBot, randomBot } from '../../bot-entries.js';
import type { BotEntry } from '../../registry.js';
import { intoTheBlue } from '../index.js';
import { intoTheBlueBotHooks } from './search-hooks.js';
import { ExpertBot } from './expert.js';
import { HeuristicBot } from './heuristic.js';

export { diceOdds, type DiceOdds } from './odds.js';

export const itbBots: readonly BotEntry[] = [
  randomBot,
  {
    name: 'heuristic',
    strength: 2,
    describe: 'aims at valuable levels, stops on a good placement',
    create: () => asAgent(new HeuristicBot()),
  },
  {
    name: 'expert',
    strength: 3,
    describe: 'exact dice play, weighs the majorities it can still win',
    create: () => asAgent(new ExpertBot()),
  },
  ismctsBot(intoTheBlue, intoTheBlueBotHooks),
];
