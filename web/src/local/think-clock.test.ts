import { describe, expect, it } from 'vitest';
import type { BotEntry } from '../../../src/games/registry.js';
import { thinkClock, timedAgent } from './think-clock';

/**
 * A bot that works in steps of `stepMs` on a fake clock, reading its clock before each step and
 * stopping at the first read past its time, as the searches do: the time its decisions took.
 */
function stepper(stepMs: number, fake: { t: number }) {
  const took: number[] = [];
  const strict: (boolean | undefined)[] = [];
  const entry: BotEntry = {
    name: 'stepper',
    strength: 1,
    describe: '',
    create: (o) => {
      strict.push(o?.strict);
      return {
        name: 'stepper',
        decide: ({ legal }) => {
          const clock = o!.clock!;
          const began = fake.t;
          const started = clock();
          while (clock() - started <= o!.timeMs!) fake.t += stepMs;
          took.push(fake.t - began);
          return legal[0];
        },
      };
    },
  };
  return { entry, took, strict };
}

describe('think clock', () => {
  it('reads ahead by the time since its last read, from a decision’s start', () => {
    let t = 1000;
    const clock = thinkClock(() => t);
    clock.start();
    expect(clock.read()).toBe(1000);
    t = 1100;
    expect(clock.read()).toBe(1200);
    t = 1130;
    expect(clock.read()).toBe(1160);
    t = 5000;
    clock.start();
    expect(clock.read()).toBe(5000);
  });

  it('stops a bot before the step that would pass its time, each decision afresh', () => {
    const fake = { t: 0 };
    const { entry, took, strict } = stepper(100, fake);
    const agent = timedAgent(entry, 900, () => fake.t);
    const input = { view: null, seat: 0, legal: [1, 2], rng: null as never };
    agent.decide(input);
    // The pause between two decisions is not counted in the next one.
    fake.t += 60_000;
    agent.decide(input);
    expect(took).toEqual([900, 900]);
    // Strictly: the games' own bots that can stop by a clock do.
    expect(strict).toEqual([true]);
    // Read as it stands, the clock lets the step that passes the time begin.
    const plain = stepper(100, fake);
    const now = () => fake.t;
    plain.entry.create({ timeMs: 900, clock: now }).decide(input);
    expect(plain.took).toEqual([1000]);
  });
});
