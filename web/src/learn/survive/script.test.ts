import { describe, expect, test } from 'vitest';
import { NEIGHBOURS } from '../../../../src/games/survive/board.js';
import { survive, type SurviveState } from '../../../../src/games/survive/index.js';
import { describeGuide } from '../guide-checks';
import guide from './guide';
import { BOT, LEARNER, playScript } from '../guide';
import { SCRIPT, scoringParams, type StepId } from './script';

describeGuide(guide);

/** What the texts say of the game, checked on the states the script goes through. */
describe('the guided first game of Survive says what happens', () => {
  const played = playScript(SCRIPT);
  const at = (id: StepId) => played.find((s) => s.id === id)!;
  const opening = (id: StepId) => survive.view(at(id).states.at(-1)!, LEARNER);
  const end = (id: StepId) => survive.view(at(id).after.at(-1) ?? at(id).states.at(-1)!, LEARNER);
  const explorer = (v: ReturnType<typeof opening>, id: number) => v.explorers[id]!;
  const creatures = (v: ReturnType<typeof opening>, space: number) =>
    v.creatures.find((c) => c.space === space)?.counts ?? [0, 0, 0];

  test('teaches placing, moving, a tile, the die and reaching a safe isle', () => {
    const types = SCRIPT.steps.flatMap((s) => s.expect.map((m) => m.type));
    for (const type of ['place-explorer', 'place-ship', 'board', 'sail', 'remove', 'creature'])
      expect(types).toContain(type);
    expect(types).toContain('ashore');
  });

  test('setup: the 6 on a beach, every explorer placed, the first ship beside the 6', () => {
    expect(opening('welcome').terrain[58]).toBe(1);
    expect(explorer(end('explorer'), 0)).toMatchObject({ at: 58, value: 6, where: 'land' });
    expect(opening('boat').phase).toBe('place-ship');
    expect(opening('boat').explorers.every((e) => e.where === 'land')).toBe(true);
    expect(NEIGHBOURS[58]).toContain(59);
    expect(opening('move').phase).toBe('move');
    expect(opening('move').current).toBe(LEARNER);
    expect(opening('move').ships.filter((s) => s >= 0)).toHaveLength(4);
  });

  test('the 6 boards, its ship sails two spaces, and a tile must be removed', () => {
    expect(explorer(end('move'), 0).where).toBe('aboard');
    expect(end('move').ships[0]).toBe(37);
    expect(end('move').phase).toBe('remove');
  });

  test('Finn’s explorer falls into the sea, and the shark under the tile eats it', () => {
    const finnsOn57 = explorer(opening('tile'), 18);
    expect(finnsOn57).toMatchObject({ owner: BOT, at: 57, where: 'land' });
    expect(explorer(end('tile'), 18).where).toBe('sea');
    expect(explorer(opening('turned'), 18).where).toBe('lost');
    expect(creatures(opening('turned'), 57)).toEqual([0, 1, 0]);
  });

  test('the die: a shark moved beside two of Finn’s explorers on the coast', () => {
    expect(opening('die').die).toBe('shark');
    expect(creatures(end('die'), 35)).toEqual([0, 1, 0]);
    const finnsBeside = end('die').explorers.filter(
      (e) => e.owner === BOT && e.where === 'land' && NEIGHBOURS[35]!.includes(e.at),
    );
    expect(finnsBeside).toHaveLength(2);
  });

  test('Finn’s turn: three aboard, the learner’s 3 swimming beside a whale', () => {
    const v = opening('finn');
    expect(v.explorers.filter((e) => e.owner === BOT && e.where === 'aboard')).toHaveLength(3);
    expect(explorer(v, 3)).toMatchObject({ owner: LEARNER, value: 3, where: 'sea', at: 91 });
    expect(creatures(v, 91)).toEqual([0, 0, 1]);
    expect(v.current).toBe(LEARNER);
  });

  test('the 6 reaches the north-east isle past the serpent, and scores its value', () => {
    expect(creatures(opening('ashore'), 27)).toEqual([1, 0, 0]);
    expect(explorer(end('ashore'), 0)).toMatchObject({ where: 'safe', at: 1 });
    const final = at('next').states.at(-1) as SurviveState;
    expect(scoringParams(final)).toEqual({ you: 6 });
    // The turn goes on with a tile to remove: playing on starts there.
    expect(final.phase).toBe('remove');
    // The volcano hides under a mountain, as the scoring step says.
    expect(final.options.backs.volcano).toEqual([0, 0, 1]);
  });
});
