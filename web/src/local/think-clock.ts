import type { Agent } from '../../../src/kernel/index.js';
import type { BotEntry } from '../../../src/games/registry.js';

/**
 * The thinking time of local play's bots that search against the clock (`ismcts`; Survive's
 * `search` stops by it too): a level promises 1 s a decision, and what comes after the bot's last
 * check of its clock (a step longer than the one before, the choice) comes on top. At 900 ms an
 * emulated phone still saw AquaSphere's `ismcts` pass the second (docs/bots.md, "On a phone").
 */
export const THINK_MS = 850;

/**
 * A decision's clock that reads ahead: each read is the time the work would reach its next read
 * at the pace since the previous one (now, plus the time since the last read). A bot that checks
 * its clock between steps of its work then stops before a step that would take it past its time,
 * rather than at the first check after it: on a phone one step (iterations of a search, the value
 * of a whole turn) may take a good share of a second. `start` begins a decision: its first read
 * is the time itself.
 */
export interface ThinkClock {
  readonly read: () => number;
  readonly start: () => void;
}

export function thinkClock(now: () => number = () => performance.now()): ThinkClock {
  let last: number | null = null;
  return {
    read() {
      const t = now();
      const ahead = last === null ? 0 : t - last;
      last = t;
      return t + ahead;
    },
    start() {
      last = null;
    },
  };
}

/**
 * A bot of local play: `entry`'s agent, given `timeMs` a decision on a clock that reads ahead,
 * strictly: the games' own bots that can stop by a clock do so too.
 */
export function timedAgent(
  entry: BotEntry,
  timeMs = THINK_MS,
  now?: () => number,
): Agent<unknown, unknown> {
  const clock = thinkClock(now);
  const agent = entry.create({ timeMs, clock: clock.read, strict: true });
  return {
    name: agent.name,
    decide(input) {
      clock.start();
      return agent.decide(input);
    },
  };
}
