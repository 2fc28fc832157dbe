import { describe, expect, test } from 'vitest';
import type { AqState } from '../../../../src/games/aquasphere/index.js';
import { BOT, LEARNER, playScript } from '../guide';
import { describeGuide } from '../guide-checks';
import guide from './guide';
import { SCRIPT, scoredState, scoringParams, type StepId } from './script';

describeGuide(guide);

/** What the texts say of the game, checked on the states the script goes through. */
describe('the guided first game of AquaSphere says what happens', () => {
  const played = playScript(SCRIPT);
  const at = (id: StepId) => played.find((s) => s.id === id)!;
  const opening = (id: StepId): AqState => at(id).states.at(-1)!;
  const end = (id: StepId): AqState => at(id).after.at(-1) ?? opening(id);
  const letter = (s: AqState, pos: number) => s.options.pack.sectors[s.ring[pos]!]!.letter;
  const PURPLE = 4;
  const BLACK = 3;

  test('teaches programming, the scientist’s moves, two actions and a round’s scoring', () => {
    const moves = SCRIPT.steps.flatMap((s) => s.expect);
    expect(moves.map((m) => m.type)).toEqual(['program', 'act', 'act']);
    expect(opening('next').round).toBe(2);
    expect(opening('next').current).toBe(LEARNER);
  });

  test('the setup gives a black bot; room 1L programs a purple one', () => {
    expect(opening('welcome').seats[LEARNER]!.programmed).toEqual([BLACK]);
    expect(end('program').seats[LEARNER]!.programmed).toEqual([BLACK, PURPLE]);
  });

  test('octopods: 1 time marker for a lock, both octopods of sector B, 3 KP', () => {
    const before = opening('octopods');
    expect(before.seats[BOT]!.programmed).toHaveLength(2);
    expect(letter(before, 3)).toBe('B');
    expect(before.station[3]!.octopods).toBe(2);
    const after = end('octopods');
    expect(before.seats[LEARNER]!.time - after.seats[LEARNER]!.time).toBe(1);
    expect(after.station[3]!.octopods).toBe(0);
    expect(after.station[3]!.control).toBe(LEARNER);
    expect(after.seats[LEARNER]!.kp).toBe(3);
  });

  test('crystals: Finn takes sector B’s crystal and control; Marina takes 2 in sector C', () => {
    const before = opening('crystals');
    expect(before.station[3]!.control).toBe(BOT);
    expect(before.station[3]!.charging).toContain(LEARNER);
    expect(before.seats[BOT]!.crystals).toBe(1);
    expect(letter(before, 5)).toBe('C');
    expect(before.station[5]!.crystals).toBe(2);
    const after = end('crystals');
    expect(before.seats[LEARNER]!.time - after.seats[LEARNER]!.time).toBe(1);
    expect(after.seats[LEARNER]!.crystals).toBe(2);
  });

  test('the rest of the round: a card, a submarine, a pass; Finn buys a bot once', () => {
    const auto = at('round').auto;
    const mine = auto.filter((m) => m.actor === LEARNER).map((m) => m.move);
    expect(mine).toEqual([
      { type: 'program', room: '2M' },
      { type: 'act', sector: 3, colour: 'red' },
      { type: 'program', room: '3L' },
      { type: 'act', sector: 3, colour: 'blue' },
      { type: 'pass' },
      { type: 'redline', pay: 'stop' },
    ]);
    const finns = auto.filter((m) => m.actor === BOT).map((m) => m.move.type);
    expect(finns.filter((t) => t === 'buy')).toHaveLength(1);
    expect(finns).toContain('pass');
    const colours = auto.flatMap((m) =>
      m.actor === BOT && m.move.type === 'act' ? [m.move.colour] : [],
    );
    expect(colours).toEqual(expect.arrayContaining(['black', 'yellow', 'blue']));
  });

  test('the scoring: the red line stops Marina’s counter; the totals are the rules’', () => {
    const scored = scoredState(played);
    expect(scored.redline?.seat).toBe(LEARNER);
    const p = scoringParams(played);
    expect(p.finnMajority).toBe(6);
    expect(p.majority).toBe(0);
    expect(p.you).toBe(opening('next').seats[LEARNER]!.kp);
    expect(p.finn).toBe(opening('next').seats[BOT]!.kp);
  });
});
