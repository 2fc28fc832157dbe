import type { Agent } from '../../../kernel/index.js';
import type { BotEntry } from '../../registry.js';
import { RandomBot } from './random.js';

const asAgent = (bot: object) => bot as Agent<unknown, unknown>;

export const surviveBots: readonly BotEntry[] = [
  {
    name: 'random',
    strength: 1,
    describe: 'plays any legal move',
    create: () => asAgent(new RandomBot()),
  },
];
