import { RandomAgent, type Agent } from '../../../kernel/index.js';
import type { BotEntry } from '../../registry.js';
import { ExpertBot } from './expert.js';
import { HeuristicBot } from './heuristic.js';

export { diceOdds, type DiceOdds } from './odds.js';

const asAgent = (bot: object) => bot as Agent<unknown, unknown>;

export const itbBots: readonly BotEntry[] = [
  {
    name: 'random',
    strength: 1,
    describe: 'plays any legal move',
    create: () => asAgent(new RandomAgent()),
  },
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
];
