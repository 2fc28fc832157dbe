import { describe, expect, test } from 'vitest';
import { intoTheBlue } from '../../../src/games/into-the-blue/index.js';
import { BOT, LEARNER, playScript, SCRIPT, scoringParams } from './script';
import { loadSteps } from './text/index';

describe('the guided first game', () => {
  const played = playScript();
  const final = played[played.length - 1]!.states.at(-1)!;

  test('is legal under the rules from the first move to the end', () => {
    expect(played).toHaveLength(SCRIPT.length);
    expect(intoTheBlue.result(final)).not.toBeNull();
  });

  test('asks the learner only for moves that are legal, on their turn', () => {
    for (const step of played) {
      let state = step.states.at(-1)!;
      step.expect.forEach((move, i) => {
        expect(intoTheBlue.toMove(state)).toEqual([LEARNER]);
        expect(intoTheBlue.legalMoves(state, LEARNER)).toContainEqual(move);
        state = step.after[i]!;
      });
    }
  });

  test('shows every part of a turn: keeping, a failed run, a perfect dive, the last round', () => {
    const types = SCRIPT.flatMap((s) => s.expect.map((m) => m.type));
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

describe('the guided game’s texts', () => {
  test.each(['en', 'es', 'fr'] as const)('cover every step in %s', async (lang) => {
    const steps = await loadSteps(lang);
    for (const step of SCRIPT) {
      const text = steps[step.id];
      expect(text.title.length, step.id).toBeGreaterThan(0);
      expect(text.body.length, step.id).toBeGreaterThan(0);
      // A step that waits for a move says which one.
      expect(Boolean(text.hint), step.id).toBe(step.expect.length > 0);
      for (const s of [text.title, ...text.body, text.hint ?? '']) {
        expect.soft((s.match(/\*\*/g) ?? []).length % 2, s).toBe(0);
        expect.soft((s.match(/`/g) ?? []).length % 2, s).toBe(0);
        // Every parameter is one the scoring step gives.
        for (const [, name] of s.matchAll(/\{(\w+)\}/g))
          expect.soft(Object.keys(scoringParams(final())), s).toContain(name);
        if (lang === 'fr') {
          expect.soft(s, 'French spacing').not.toMatch(/ [:;?!»]/);
          expect.soft(s, 'French spacing').not.toMatch(/[^\s\u00a0\u202f`][:;?!](\s|$)/);
        }
      }
    }
  });
});

function final() {
  const played = playScript();
  return played[played.length - 1]!.states.at(-1)!;
}
