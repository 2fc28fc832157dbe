import { describe, expect, test } from 'vitest';
import { intoTheBlue } from '../../../../src/games/into-the-blue/index.js';
import { describeGuide } from '../guide-checks';
import guide from './guide';
import { BOT, LEARNER, playScript } from '../guide';
import { SCRIPT, scoringParams } from './script';

describe('the guided first game', () => {
  const played = playScript(SCRIPT);
  const final = played[played.length - 1]!.states.at(-1)!;

  test('ends the game', () => {
    expect(intoTheBlue.result(final)).not.toBeNull();
  });

  test('shows every part of a turn: keeping, a failed run, a perfect dive, the last round', () => {
    const types = SCRIPT.steps.flatMap((s) => s.expect.map((m) => m.type));
    expect(types).toEqual(expect.arrayContaining(['reroll', 'stop', 'place']));
    // The chest drawn, Finn's last shell that starts the final round, the learner's last turn.
    const chest = played.find((s) => s.id === 'chest')!.states.at(-1)!;
    expect(chest.chests[LEARNER]).toEqual([7]);
    const finn3 = played.find((s) => s.id === 'finn-3')!.states.at(-1)!;
    expect(finn3.trigger).toEqual({ kind: 'last-shell', by: BOT });
    expect(finn3.current).toBe(LEARNER);
    // The third roll of 'last-roll' is final: the dice go straight to placing.
    const third = played.find((s) => s.id === 'final-dice')!.states.at(-1)!;
    expect(third.phase).toBe('place');
    expect(third.rollsMade).toBe(3);
  });

  test('ends with the scores its explanation gives', () => {
    const p = scoringParams(final);
    expect(p.you).toBe(p.l5 + p.l4 + p.l3 + p.l1 + p.chest);
    expect(p.finn).toBe(p.f3 + p.f2 + p.f1);
    expect(p.you).toBeGreaterThan(p.finn);
    expect(intoTheBlue.result(final)?.scores).toEqual([p.you, p.finn]);
  });
});

describeGuide(guide);
