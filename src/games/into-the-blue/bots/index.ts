import { RandomAgent, type Agent } from '../../../kernel/index.js';
import { DEFAULT_ISMCTS, IsmctsAgent } from '../../../ai/index.js';
import type { BotEntry } from '../../registry.js';
import { intoTheBlue } from '../index.js';
import { intoTheBlueHooks } from './search-hooks.js';
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
  {
    name: 'ismcts',
    strength: 3,
    describe: 'information-set tree search from its own view, 1 s a decision',
    create: (o) =>
      asAgent(
        new IsmctsAgent(intoTheBlue, intoTheBlueHooks, {
          ...DEFAULT_ISMCTS,
          timeMs: o?.timeMs ?? 1000,
        }),
      ),
  },
];
