import type { Agent } from '../../../src/kernel/index.js';

/** What a probe is told of each bot decision: the bot's name and its wall time in milliseconds. */
export type BotProbe = (bot: string, ms: number) => void;

/**
 * A benchmark's window onto the bots of local play (src/bench/phone): a page that defines
 * `window.fathomBotProbe` before the client loads is told each bot decision's time. Read once
 * when a table's bots are made: without a probe (always, in play) the agent is returned as it is
 * and decisions cost nothing more.
 */
export function probed(agent: Agent<unknown, unknown>, bot: string): Agent<unknown, unknown> {
  const probe = (globalThis as { fathomBotProbe?: BotProbe }).fathomBotProbe;
  if (typeof probe !== 'function') return agent;
  return {
    name: agent.name,
    decide(input) {
      const started = performance.now();
      const move = agent.decide(input);
      probe(bot, performance.now() - started);
      return move;
    },
  };
}
