import { describe, expect, test } from 'vitest';
import { playScript, sameMove, type Guide } from './guide';

/**
 * The checks every guided game passes (its own test file adds what its texts claim): the script
 * is legal under the rules, it asks the learner only for legal moves on their turn, and every
 * step has its texts in every language, with no parameter the guide does not give.
 */
export function describeGuide<S, M, Id extends string>(guide: Guide<S, M, Id>): void {
  const { script } = guide;
  const { game, learner } = script;

  describe(`the guided first game of ${game.id}`, () => {
    test('is played through the rules from the first step to the last', () => {
      expect(playScript(script)).toHaveLength(script.steps.length);
    });

    test('asks the learner only for moves that are legal, on their turn', () => {
      for (const step of playScript(script)) {
        let state = step.states.at(-1)!;
        step.expect.forEach((move, i) => {
          expect(game.toMove(state), step.id).toEqual([learner]);
          const legal = game.legalMoves(state, learner);
          expect(
            legal.some((m) => sameMove(m, move)),
            `${step.id}: ${JSON.stringify(move)}`,
          ).toBe(true);
          state = step.after[i]!;
        });
      }
    });
  });

  describe(`the guided game of ${game.id}: texts`, () => {
    const params = Object.keys(guide.params(playScript(script)));
    test.each(['en', 'es', 'fr'] as const)('cover every step in %s', async (lang) => {
      const { steps } = await guide.texts[lang]();
      expect(Object.keys(steps).sort()).toEqual(script.steps.map((s) => s.id).sort());
      for (const step of script.steps) {
        const text = steps[step.id];
        expect(text.title.length, step.id).toBeGreaterThan(0);
        expect(text.body.length, step.id).toBeGreaterThan(0);
        // A step that waits for a move says which one.
        expect(Boolean(text.hint), step.id).toBe(step.expect.length > 0);
        for (const s of [text.title, ...text.body, text.hint ?? '']) {
          expect.soft((s.match(/\*\*/g) ?? []).length % 2, s).toBe(0);
          expect.soft((s.match(/`/g) ?? []).length % 2, s).toBe(0);
          for (const [, name] of s.matchAll(/\{(\w+)\}/g)) expect.soft(params, s).toContain(name);
          if (lang === 'fr') {
            expect.soft(s, 'French spacing').not.toMatch(/ [:;?!»]/);
            expect.soft(s, 'French spacing').not.toMatch(/[^\s\u00a0\u202f`][:;?!](\s|$)/);
          }
        }
      }
    });
  });
}
