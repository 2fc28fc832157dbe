import { describe, expect, it } from 'vitest';
import { intoTheBlue as game } from '../index.js';
import { scoreLevel, scoreLevels } from '../scoring.js';
import { Script } from './script.js';

/**
 * The rulebook's tie examples, in each edition's names. Seats in turn order: the player who
 * triggers the end, then the three who take their last turns after them.
 */
const editions = [
  { lang: 'en', trigger: 'Scott', second: 'Sarah', third: 'Alice', fourth: 'Jim' },
  { lang: 'es', trigger: 'Noemi', second: 'Cati', third: 'Juan', fourth: 'Pablo' },
  { lang: 'fr', trigger: 'Arthur', second: 'Rémi', third: 'Marine', fourth: 'Cyprien' },
];

/** A four-player game scripted so that both tie examples of the rulebook arise. */
function tieExampleGame(): Script {
  const s = new Script(4);
  // Round 1
  s.turn([1, 2, 3, 4, 4, 6], 4)
    .turn([1, 2, 3, 4, 4, 5], 4)
    .turn([1, 1, 1, 1, 1, 1], 1)
    .turn([1, 1, 1, 1, 1, 1], 1);
  // Round 2
  s.turn([1, 1, 1, 1, 1, 1], 1)
    .turn([1, 2, 3, 5, 5, 5], 3)
    .turn([1, 2, 2, 3, 3, 5], 2)
    .turn([1, 2, 2, 3, 3, 5], 2);
  // Round 3
  s.turn([1, 2, 2, 2, 3, 5], 2)
    .turn([2, 2, 3, 4, 5, 5])
    .turn([1, 2, 3, 3, 5, 5], 3)
    .turn([1, 2, 3, 3, 5, 5], 3);
  // Round 4: the trigger places their last shell (one of the two the 5s allow), then the final round.
  s.turn([1, 2, 3, 4, 5, 5], 5)
    .turn([2, 2, 3, 4, 5, 5])
    .turn([2, 2, 3, 4, 5, 5])
    .turn([2, 2, 3, 4, 5, 5]);
  return s;
}

describe('the rulebook tie examples', () => {
  for (const { lang, trigger, second, third, fourth } of editions) {
    const names = [trigger, second, third, fourth];
    const seat = (name: string) => names.indexOf(name);

    it(`${lang}: ${second} and ${trigger} tie on level 4; ${second} has more on level 3 and takes the Main token`, () => {
      const s = tieExampleGame();
      expect(s.state.phase).toBe('over');
      expect(s.state.shells[3]?.[seat(second)]).toBe(s.state.shells[3]?.[seat(trigger)]);
      const level4 = scoreLevel(s.state, 4);
      expect(level4.places.map((p) => names[p.seat])).toEqual([second, trigger]);
      expect(level4.places[0]).toMatchObject({
        token: 'main',
        aheadBecause: { by: 'level-above', level: 3 },
      });
      expect(level4.places[1]).toMatchObject({ token: 'secondary' });
    });

    it(`${lang}: ${fourth} and ${third} tie on level 3, on 2 and 1, and in unplayed shells; ${third} took the last turn earlier`, () => {
      const s = tieExampleGame();
      const [a, b] = [seat(third), seat(fourth)];
      for (const level of [1, 2, 3])
        expect(s.state.shells[level - 1]?.[a]).toBe(s.state.shells[level - 1]?.[b]);
      expect(s.state.supply[a]).toBe(2);
      expect(s.state.supply[b]).toBe(2);
      // The final round's order: the trigger, then second, third and fourth.
      expect(s.state.trigger).toEqual({ kind: 'last-shell', by: seat(trigger) });
      const order = [...names].sort(
        (x, y) => (s.state.lastTurn[seat(x)] ?? 0) - (s.state.lastTurn[seat(y)] ?? 0),
      );
      expect(order).toEqual([trigger, second, third, fourth]);
      const level3 = scoreLevel(s.state, 3);
      expect(level3.places[0]).toMatchObject({
        seat: a,
        token: 'main',
        aheadBecause: { by: 'earlier-last-turn' },
      });
      expect(level3.places[1]).toMatchObject({ seat: b, token: 'secondary' });
    });
  }

  it('the whole scoring of that game, level 5 up to level 1', () => {
    const s = tieExampleGame();
    expect(scoreLevels(s.state).map((l) => l.level)).toEqual([5, 4, 3, 2, 1]);
    // Level 1: all three tie up to level 1; the trigger has no unplayed shell left.
    const level1 = scoreLevel(s.state, 1);
    expect(level1.places.map((p) => p.seat)).toEqual([2, 3, 0]);
    expect(level1.places[0]?.aheadBecause).toEqual({ by: 'earlier-last-turn' });
    expect(level1.places[1]?.aheadBecause).toEqual({ by: 'unplayed' });
    expect(game.result(s.state)).toEqual({ scores: [19, 11, 10, 6], ranking: [1, 2, 3, 4] });
  });
});

describe('tokens', () => {
  it('with 2 or 3 players a level has one Secondary token: a third player gets nothing', () => {
    const s = new Script(3);
    s.turn([1, 1, 1, 1, 1, 1], 1).turn([1, 1, 1, 1, 1, 2], 1).turn([1, 1, 1, 1, 2, 2], 1);
    const level1 = scoreLevel(s.state, 1);
    expect(level1.places.map((p) => [p.seat, p.token, p.points])).toEqual([
      [0, 'main', 2],
      [1, 'secondary', 1],
      [2, null, 0],
    ]);
  });

  it('with 4 or 5 players the third also takes a Secondary token', () => {
    const s = new Script(5);
    s.turn([1, 1, 1, 1, 1, 1], 1)
      .turn([1, 1, 1, 1, 1, 2], 1)
      .turn([1, 1, 1, 1, 2, 2], 1)
      .turn([1, 1, 1, 2, 2, 2], 1);
    expect(scoreLevel(s.state, 1).places.map((p) => p.token)).toEqual([
      'main',
      'secondary',
      'secondary',
      null,
    ]);
  });

  it('no token without a shell on the level; unclaimed tokens stay unawarded', () => {
    const s = new Script(4);
    s.turn([1, 2, 2, 2, 2, 2], 2);
    expect(scoreLevel(s.state, 2).places).toEqual([
      { seat: 0, shells: 5, token: 'main', points: 4 },
    ]);
    expect(scoreLevel(s.state, 5).places).toEqual([]);
  });

  it('equal totals share the victory, with the table’s own treasure values', () => {
    const options = game.parseOptions(
      {
        treasures: [1, 2, 3, 4, 5].map(() => ({ main: 3, secondary: 1 })),
        startPlayer: 'seating',
      },
      2,
    );
    if (!options.ok) throw new Error('options refused');
    const s = new Script(2, options.value);
    s.turn([1, 1, 1, 1, 1, 1], 1)
      .turn([1, 2, 2, 2, 2, 2], 2)
      .turn([1, 1, 1, 1, 1, 1], 1)
      .turn([2, 3, 3, 3, 3, 3]);
    expect(game.result(s.state)).toEqual({ scores: [3, 3], ranking: [1, 1] });
  });

  it('a score is the treasure tokens plus the chests', () => {
    const s = new Script(2);
    // Seat 0: a chest worth 7, then (in the extra turn) the only shell on level 1.
    s.turn([1, 2, 3, 4, 5, 6]).chest(7).turn([1, 5, 5, 5, 5, 5], 1);
    for (const value of [5, 6, 6, 8]) s.turn([1, 2, 3, 4, 5, 6]).chest(value);
    expect(game.result(s.state)?.scores).toEqual([7 + 2, 5 + 6 + 6 + 8]);
  });
});

describe('options', () => {
  it('defaults, and clear errors for bad values', () => {
    expect(game.parseOptions(undefined, 4)).toMatchObject({
      ok: true,
      value: { chests: [5, 6, 6, 7, 8] },
    });
    expect(game.parseOptions({ chests: [5, 6, 7] }, 4)).toMatchObject({
      ok: false,
      error: { code: 'bad-option', params: { option: 'chests' } },
    });
    expect(
      game.parseOptions({ treasures: [{ main: -1, secondary: 0 }, 1, 2, 3, 4] }, 4),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-option', params: { option: 'treasures[0]' } },
    });
    expect(game.parseOptions({ colour: 'red' }, 4)).toMatchObject({
      ok: false,
      error: { params: { option: 'colour' } },
    });
    expect(game.parseOptions('deep', 4)).toMatchObject({ ok: false });
  });
});
