import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/registry.js';
import { createRng, type Seat } from '../../../src/kernel/index.js';
import { decodeLegal, encodeLegal, encodeLegalJson } from '../../../src/protocol/legal.js';
import type { ServerMessageOf } from '../../../src/protocol/schema.js';
import { serverMessage } from '../../../src/server/wire.js';
import { PROTOCOL_VERSION } from '../../../src/protocol/version.js';
import type { createTableStore as CreateTableStore } from './store';

/**
 * The legal moves travel as rows of a table of the kinds of move (src/protocol/legal.ts): the
 * web client must still offer exactly the moves the game gives, in the game's order. Random
 * games of every game (Survive, whose lists are the longest, most often), 2 to its most players:
 * at every turn the seat's list, as the server encodes it and through JSON, goes into the web
 * client's table store in a `welcome`, and the store's legal moves are the game's.
 */

const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

let createTableStore: typeof CreateTableStore;
beforeAll(async () => {
  // The store notes the tables this browser sits at (my-tables.ts): it listens to the storage of
  // other tabs as it loads. No browser here: a page's globals that do nothing.
  Object.assign(globalThis, {
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  ({ createTableStore } = await import('./store'));
});

/** A welcome of seat `seat` that carries only what the store needs to show the position. */
function welcome(seat: Seat, legal: unknown): ServerMessageOf<'welcome'> {
  const message = wire({
    type: 'welcome',
    v: PROTOCOL_VERSION,
    table: {
      id: 'T1',
      game: 'survive',
      status: 'playing',
      options: null,
      timeControl: { kind: 'none' },
      seats: [],
      seq: 1,
      createdAt: 0,
      startedAt: 0,
      finishedAt: null,
      result: null,
    },
    you: { seat, name: null },
    seq: 1,
    view: null,
    toMove: [seat],
    legal,
    clock: { kind: 'none' },
    history: [],
    chat: [],
    result: null,
    connected: [],
  });
  // What the server sends is checked against the protocol's schema, as its tests do.
  return serverMessage.parse(message) as ServerMessageOf<'welcome'>;
}

const games = [...GAMES].map(([id, { game }]) => ({ id, game }));
const survive = games.findIndex((g) => g.id === 'survive');

describe('the legal moves the web client offers are the game’s', () => {
  it('in random games of every game, at every turn, in the game’s order', () => {
    const plays = fc.record({
      // Survive half of the time: its lists are the longest and the most varied.
      which: fc.oneof(fc.constant(survive), fc.integer({ min: 0, max: games.length - 1 })),
      extra: fc.nat(),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(plays, ({ which, extra, seed }) => {
        const { game } = games[which] as (typeof games)[number];
        const players = game.minPlayers + (extra % (game.maxPlayers - game.minPlayers + 1));
        const rng = createRng(seed);
        const store = createTableStore('T1', () => {});
        let state = game.setup(game.defaultOptions(players), players);
        for (let step = 0; step < 400 && game.result(state) === null; step++) {
          const actor = game.toMove(state)[0];
          if (actor === undefined) break;
          let move: unknown;
          if (actor === 'chance') move = game.sampleChance(state, rng);
          else {
            const legal = game.legalMoves(state, actor);
            store.welcome(welcome(actor, wire(encodeLegal(legal))));
            expect(store.signals.legal()).toEqual(wire(legal));
            move = legal[rng.int(legal.length)];
          }
          const next = game.apply(state, actor, move);
          if (!next.ok) throw new Error(next.error.code);
          state = next.value;
        }
      }),
      { numRuns: 12 },
    );
  });

  it('any list of JSON values: each comes back as it was, in order', () => {
    const move = fc.oneof(
      fc.jsonValue(),
      fc.record({ type: fc.string() }),
      fc.record({ type: fc.constantFrom('walk', 'swim'), explorer: fc.nat(), space: fc.nat() }),
      fc.dictionary(fc.string(), fc.jsonValue()).map((d) => ({ type: 'any', ...d })),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        expect(decodeLegal(wire(encodeLegal(moves)))).toEqual(wire(moves));
        // The server's `legal` field: the same JSON, written once.
        expect(encodeLegalJson(moves)).toBe(JSON.stringify(encodeLegal(moves)));
      }),
      { numRuns: 300 },
    );
  });

  it('lists of moves only, of few values (told by columns): each comes back as it was', () => {
    const move = fc.oneof(
      fc.constant({ type: 'pass' }),
      fc.record({
        type: fc.constant('walk'),
        explorer: fc.nat(3),
        space: fc.integer({ min: 30, max: 36 }),
      }),
      fc.record({
        type: fc.constant('play'),
        tile: fc.constantFrom('a', 'b', null),
        up: fc.boolean(),
      }),
    );
    let byColumns = 0;
    fc.assert(
      fc.property(fc.array(move, { minLength: 5, maxLength: 80 }), (moves) => {
        const told = wire(encodeLegal(moves));
        if (told !== null && typeof told === 'object' && 'cols' in told) byColumns++;
        expect(decodeLegal(told)).toEqual(wire(moves));
      }),
      { numRuns: 300 },
    );
    // The columns were tried, not only rows.
    expect(byColumns).toBeGreaterThan(50);
  });

  it('every combination of values (Survive’s placements) is told as a product', () => {
    const moves = [3, 1, 2].flatMap((explorer) =>
      Array.from({ length: 60 }, (_, space) => ({ type: 'place', explorer, space: 100 - space })),
    );
    const told = wire(encodeLegal(moves));
    expect(told).toEqual({
      shapes: [['place', 'explorer', 'space']],
      kinds: { all: 0, n: 180 },
      cols: [{ product: [[3, 1, 2], Array.from({ length: 60 }, (_, s) => 100 - s)] }],
    });
    expect(decodeLegal(told)).toEqual(moves);
    // One move less is no longer every combination: told another way, still the same moves.
    expect(decodeLegal(wire(encodeLegal(moves.slice(1))))).toEqual(moves.slice(1));
  });

  it('each move holds values of its own, and a `__proto__` key stays a key', () => {
    // Told by columns (few distinct values) and as a product: a value told once is copied out
    // to every move that has it, so that a patch changing one move's leaves the others' alone.
    const dice = Array.from({ length: 12 }, (_, i) => ({
      type: 'keep',
      dice: i % 2 ? [3] : [1, 2],
      at: { x: 1 },
    }));
    const grid = [[1], [2], [5]].flatMap((a) =>
      [{ b: [3] }, { b: [4] }].map((q) => ({ type: 'put', a, q })),
    );
    for (const moves of [dice, grid]) {
      const told = wire(encodeLegal(moves));
      expect(told).toHaveProperty('cols');
      const decoded = decodeLegal(told) as Record<string, unknown>[];
      expect(decoded).toEqual(moves);
      // Change every value of every other move: the moves between them are as they were.
      const touch = (v: unknown): void => {
        if (Array.isArray(v)) v.push(9);
        else if (v !== null && typeof v === 'object') Object.values(v).forEach(touch);
      };
      decoded.forEach((m, i) => i % 2 === 0 && Object.values(m).forEach(touch));
      expect(decoded.filter((_, i) => i % 2)).toEqual(moves.filter((_, i) => i % 2));
      expect(decoded[0]).not.toEqual(moves[0]);
    }
    // JSON.parse makes `__proto__` an own key; decoded, in a move or in a value, it stays one.
    const odd = JSON.parse(
      '[{"type":"x","__proto__":{"y":1}},{"type":"x","__proto__":{"y":1}},{"type":"v","w":{"__proto__":[2]}},{"type":"v","w":{"__proto__":[2]}}]',
    ) as Record<string, unknown>[];
    const back = decodeLegal(wire(encodeLegal(odd))) as Record<string, unknown>[];
    expect(back).toEqual(odd);
    expect(Object.getPrototypeOf(back[0])).toBe(Object.prototype);
    expect(Object.keys(back[0] as object)).toEqual(['type', '__proto__']);
    expect(Object.getPrototypeOf(back[2]?.w)).toBe(Object.prototype);
    expect(Object.keys(back[2]?.w as object)).toEqual(['__proto__']);
  });

  it('columns that do not fit their shapes are refused, not misread', () => {
    const shapes = [['walk', 'explorer', 'space'], ['pass']];
    const cols = [[[3, 4], { of: [7], at: '0', n: 2 }], []];
    expect(decodeLegal({ shapes, kinds: [0, 1, 0], cols })).toEqual([
      { type: 'walk', explorer: 3, space: 7 },
      { type: 'pass' },
      { type: 'walk', explorer: 4, space: 7 },
    ]);
    expect(() => decodeLegal({ shapes, kinds: [0, 0, 0], cols })).toThrow(/no values/);
    expect(() => decodeLegal({ shapes, kinds: [2], cols })).toThrow(/no values/);
    expect(() => decodeLegal({ shapes, kinds: [0], cols: [[[3, 4], [7]], []] })).toThrow(
      /other lengths/,
    );
    expect(() => decodeLegal({ shapes, kinds: [0], cols: [{ product: [[1]] }, []] })).toThrow(
      /bad product/,
    );
    expect(() => decodeLegal({ shapes, kinds: [0], cols: [[[3, 4]], []] })).toThrow(/bad columns/);
  });

  it('a list that does not fit its shapes is refused, not misread', () => {
    const shapes = [['walk', 'explorer', 'space']];
    expect(decodeLegal({ shapes, rows: [[0, 3, 4]] })).toEqual([
      { type: 'walk', explorer: 3, space: 4 },
    ]);
    expect(() => decodeLegal({ shapes, rows: [[0, 3]] })).toThrow(/shape 0/);
    expect(() => decodeLegal({ shapes, rows: [[1, 3, 4]] })).toThrow(/shape 1/);
    expect(() => decodeLegal({ shapes, rows: [['walk', 3, 4]] })).toThrow(/bad row/);
    expect(() => decodeLegal([{ type: 'walk' }])).toThrow(/shapes and rows/);
    expect(decodeLegal(undefined)).toEqual([]);
  });
});
