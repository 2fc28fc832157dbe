import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { createRng, type Viewer } from '../../src/kernel/index.js';
import { packMessage, packView, unpackMessage, unpackView } from '../../src/protocol/packed.js';
import { KNOWN_KEYS } from '../../src/protocol/known-keys.js';
import { readList, tellList } from '../../src/protocol/lists.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { DiffMemo, diffJson, diffJsonText, type PatchOp } from '../../src/protocol/patch.js';
import { viewPatch, withoutOptions } from '../../src/server/tables/fanout.js';
import type { Shown } from '../../src/server/tables/live-table.js';
import { patchedView } from '../../web/src/online/view-patch.js';
import { onlyFrom } from './helpers.js';

/**
 * Moves carry the change to each viewer's view (docs/protocol.md, "Views and their patches"):
 * random games of every game, 2 to its most players, watched by every seat and a spectator.
 * After every move the server's patch (fanout.ts's `viewPatch`), through JSON as on the wire,
 * applied by the web client's own code (store.ts's `patchedView`), gives exactly the server's
 * whole view for that viewer; and the patch carries nothing that view does not hold.
 */

const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

const games = [...GAMES].map(([id, { game }]) => ({ id, game }));

describe('the view a client rebuilds from patches is the server’s', () => {
  it('in random games of every game, for every seat and a spectator', () => {
    const plays = fc.record({
      which: fc.integer({ min: 0, max: games.length - 1 }),
      extra: fc.nat(),
      seed: fc.integer(),
      moves: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(plays, ({ which, extra, seed, moves }) => {
        const { game } = games[which] as (typeof games)[number];
        const players = game.minPlayers + (extra % (game.maxPlayers - game.minPlayers + 1));
        const rng = createRng(seed);
        let state = game.setup(game.defaultOptions(players), players);
        const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
        const shown = (viewer: Viewer): Shown => ({
          viewer: viewer === 'spectator' ? null : viewer,
          view: withoutOptions(game.view(state, viewer)),
        });
        // Each viewer's welcome: the whole view, its lists of like objects as tables
        // (packed.ts), as the client holds it once it put them back (from JSON).
        const welcome = (view: unknown) => {
          const told = wire(packView(view)) as { view: unknown; packed?: string[] };
          return unpackView(told.view, told.packed);
        };
        const server = viewers.map(shown);
        const client = server.map((s) => ({ seq: 0, view: welcome(s.view) }));
        for (let seq = 1; seq <= moves && game.result(state) === null; seq++) {
          const actor = game.toMove(state)[0];
          if (actor === undefined) break;
          const move =
            actor === 'chance'
              ? game.sampleChance(state, rng)
              : (() => {
                  const legal = game.legalMoves(state, actor);
                  return legal[rng.int(legal.length)];
                })();
          const next = game.apply(state, actor, move);
          if (!next.ok) throw new Error(next.error.code);
          state = next.value;
          // One memo for every viewer of this state, as the server shares it (fanout.ts): each
          // viewer's patch is the one found for it alone.
          const memo = new DiffMemo();
          // And the fan-out's own: the same patch, written as JSON once (patch.ts diffJsonText).
          const textMemo = new DiffMemo();
          viewers.forEach((viewer, i) => {
            const now = shown(viewer);
            const patch = wire(viewPatch(server[i], now, memo)) as PatchOp[];
            expect(patch).toEqual(wire(viewPatch(server[i], now)));
            expect(JSON.parse(diffJsonText(server[i]?.view, now.view, textMemo))).toEqual(patch);
            server[i] = now;
            const mine = client[i] as { seq: number; view: unknown };
            const rebuilt = patchedView(mine.view, mine.seq, { moves: [{ seq }], patch });
            expect(rebuilt).not.toBeNull();
            expect(rebuilt?.view).toEqual(wire(now.view));
            onlyFrom(wire(now.view), patch);
            client[i] = { seq, view: rebuilt?.view };
            // A welcome now (a reconnection's) gives the same view as the patches did.
            expect(welcome(now.view)).toEqual(wire(now.view));
          });
        }
      }),
      { numRuns: 12 },
    );
    // Every patch is found twice (with the memo and alone): slow on a loaded machine.
  }, 240_000);
});

describe('welcome views with tables', () => {
  it('any JSON value: packed, through JSON, and put back, it is the same', () => {
    const like = fc.array(fc.record({ a: fc.jsonValue(), b: fc.nat() }), { minLength: 2 });
    // Objects with the keys of a list both ends know (known-keys.ts), told by its number.
    const known = fc.constantFrom(...KNOWN_KEYS).chain((keys) =>
      fc.array(
        fc
          .array(fc.jsonValue(), { minLength: keys.length, maxLength: keys.length })
          .map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
        { minLength: 2 },
      ),
    );
    const value = fc.oneof(
      fc.jsonValue(),
      like,
      known,
      fc.dictionary(fc.string(), known),
      fc.dictionary(fc.string(), fc.oneof(like, fc.jsonValue(), fc.array(like))),
    );
    fc.assert(
      fc.property(value, (v) => {
        const told = wire(packView(v)) as { view: unknown; packed?: string[] };
        expect(unpackView(told.view, told.packed)).toEqual(wire(v));
        // The told view is left as it was (the client keeps what it was sent).
        expect(told).toEqual(wire(packView(v)));
      }),
      { numRuns: 300 },
    );
  });

  it('any list of values: told by lists.ts, through JSON, and read, it is the same', () => {
    // Few distinct values, as views have them, so that every code is tried.
    const value = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constantFrom('a', 'b', null, true));
    const list = fc.oneof(
      fc.array(value, { maxLength: 70 }),
      fc.uniqueArray(fc.nat(200), { maxLength: 60 }).map((l) => l.sort((a, b) => a - b)),
      fc.array(fc.constantFrom(0, 1, 2), { maxLength: 70 }),
    );
    fc.assert(
      fc.property(list, (l) => {
        expect(readList(wire(tellList(l)))).toEqual(l);
      }),
      { numRuns: 1000 },
    );
  });

  it('a whole message: packed from its root, through JSON, and put back, it is the same', () => {
    const message = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(message, (m) => {
        const told = wire(packMessage(m));
        expect(unpackMessage(told)).toEqual(wire(m));
      }),
      { numRuns: 300 },
    );
  });

  it('lists of few values, ranges and sets are told by lists.ts’s codes, and come back', () => {
    const explorers = Array.from({ length: 40 }, (_, id) => ({
      id,
      owner: Math.floor(id / 10),
      where: id % 3 === 0 ? 'sea' : 'land',
      swam: false,
    }));
    const terrain = Array.from({ length: 4 }, () => [0, 0, 1, 3, 3, 0, 2, 0, 0, 1, 0, 0]).flat();
    const deck = [0, 1, 5, 9, 12, 13, 14, 15, 20, 21, 22, 23, 30, 31, 32, 33];
    const view = { explorers, terrain, deck };
    const told = packView(view);
    expect(told.packed).toEqual(['/explorers', '/terrain', '/deck']);
    expect((told.view as { explorers: unknown }).explorers).toEqual({
      keys: ['id', 'owner', 'where', 'swam'],
      cols: [
        { set: 'ffffffffff' },
        // Two owners a character (4 values: 4^2 <= 62): 0,0 is 0; 1,1 is 1 + 1*4 = 5.
        { of: [0, 1, 2, 3], at: '0000055555aaaaafffff', n: 40 },
        // Five a character (2 values): sea,land,land,sea,land is 0 + 2 + 4 + 0 + 16 = 22, 'm'.
        { of: ['sea', 'land'], at: 'mdrmdrmd', n: 40 },
        { all: false, n: 40 },
      ],
    });
    expect((told.view as { terrain: unknown }).terrain).toEqual({
      of: [0, 1, 3, 2],
      at: '092340'.repeat(4),
      n: 48,
    });
    // 0 and 1, 5, 9, 12 to 15, none of 16 to 19, ...: a hex digit per four numbers.
    expect((told.view as { deck: unknown }).deck).toEqual({ set: '322f0f0c3' });
    expect(unpackView(wire(told.view), told.packed)).toEqual(view);
    // Each item its own object: a later patch to one changes no other.
    const back = unpackView(wire(told.view), told.packed) as typeof view;
    expect(back.explorers[0]).not.toBe(back.explorers[1]);
    expect(() => unpackView({ a: { of: [1, 2, 3, 4, 5, 6, 7, 8], at: '0x' } }, ['/a'])).toThrow(
      /bad index/,
    );
    expect(() => unpackView({ a: { of: [1, 2], at: 'z', n: 5 } }, ['/a'])).toThrow(/bad index/);
    expect(() => unpackView({ a: { of: [1, 2], at: '00', n: 5 } }, ['/a'])).toThrow(/differ/);
    expect(() => unpackView({ a: { set: 'xyz' } }, ['/a'])).toThrow(/bad set/);
    expect(() => unpackView({ a: { keys: ['x', 'y'], cols: [[1], [1, 2]] } }, ['/a'])).toThrow(
      /other lengths/,
    );
  });

  it('a table whose keys both ends know names them by their number (protocol 6)', () => {
    // Changing the lists changes what a client of this version must read: bump the version.
    expect({ version: PROTOCOL_VERSION, lists: KNOWN_KEYS.length }).toEqual({
      version: 6,
      lists: 6,
    });
    const seats = [0, 1, 2].map((seat) => ({
      seat,
      kind: 'bot',
      name: 'random',
      taken: true,
      bot: 'random',
    }));
    const told = packView({ seats, other: seats.map(({ bot, ...s }) => ({ ...s, robot: bot })) });
    const view = told.view as { seats: unknown[]; other: unknown[] };
    // A table seat's keys are list 0; the same with another key are spelt out.
    expect(view.seats[0]).toBe(0);
    expect(view.other[0]).toEqual(['seat', 'kind', 'name', 'taken', 'robot']);
    expect(unpackView(wire(view), told.packed)).toEqual({
      seats,
      other: seats.map(({ bot, ...s }) => ({ ...s, robot: bot })),
    });
    // An AquaSphere view's seats (14 keys), as the games' views' tables, by number.
    const { game } = GAMES.get('aquasphere') as { game: (typeof games)[number]['game'] };
    const aq = packView(withoutOptions(game.view(game.setup(game.defaultOptions(4), 4), 0)));
    expect(aq.packed).toContain('/seats');
    const aqSeats = (aq.view as { seats: unknown }).seats;
    expect(Array.isArray(aqSeats) ? aqSeats[0] : (aqSeats as { keys: unknown }).keys).toBe(1);
    expect(() => unpackView({ a: [7, [1]] }, ['/a'])).toThrow(/unknown keys 7/);
    expect(() => unpackView({ a: { keys: -1, cols: [] } }, ['/a'])).toThrow(/unknown keys -1/);
  });

  it('a list is packed only where its table is shorter', () => {
    const explorers = Array.from({ length: 3 }, (_, id) => ({ id, where: 'land', swam: false }));
    expect(packView({ explorers, hand: [{ t: 1 }] })).toEqual({
      view: {
        explorers: [
          ['id', 'where', 'swam'],
          [0, 'land', false],
          [1, 'land', false],
          [2, 'land', false],
        ],
        hand: [{ t: 1 }],
      },
      packed: ['/explorers'],
    });
    expect(packView({ a: [{ x: 1 }, { y: 1 }] })).toEqual({ view: { a: [{ x: 1 }, { y: 1 }] } });
    expect(() => unpackView({ a: [1, 2] }, ['/b'])).toThrow(/nothing at b/);
    expect(() => unpackView({ a: ['x', 2] }, ['/a'])).toThrow(/not a table/);
    expect(() => unpackView({ a: [1, 2] }, ['/a'])).toThrow(/bad row/);
  });
});

describe('patches', () => {
  it('a socket whose seat changed gets the whole view of what it sees now, no difference', () => {
    const seat: Shown = { viewer: 0, view: { hand: [1, 2], board: 'x' } };
    const spectator: Shown = { viewer: null, view: { board: 'x' } };
    // The difference would say only "remove the hand": it would keep the seat's hand on screen.
    expect(diffJson(seat.view, spectator.view)).toEqual([{ op: 'remove', path: '/hand' }]);
    expect(viewPatch(seat, spectator)).toEqual([
      { op: 'replace', path: '', value: { board: 'x' } },
    ]);
    expect(viewPatch(undefined, spectator)).toEqual([
      { op: 'replace', path: '', value: { board: 'x' } },
    ]);
  });

  it('a patch that does not start from the view held is refused (the client asks again)', () => {
    const patch = diffJson({ a: 1 }, { a: 2 });
    expect(patchedView({ a: 1 }, 3, { moves: [{ seq: 4 }], patch })).toEqual({ view: { a: 2 } });
    // Move 4 missed: the patch from 4 to 5 does not apply to the view of move 3.
    expect(patchedView({ a: 1 }, 3, { moves: [{ seq: 5 }], patch })).toBeNull();
    // A patch that does not fit the document is refused too, and the held view is left as it was.
    const held = { list: [1] };
    const bad: PatchOp[] = [{ op: 'replace', path: '/list/3', value: 0 }];
    expect(patchedView(held, 3, { moves: [{ seq: 4 }], patch: bad })).toBeNull();
    expect(held).toEqual({ list: [1] });
  });

  it('any JSON value to any other: the patch rebuilds it, and leaves the old one intact', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = wire(a);
        const patch = wire(diffJson(a, b)) as PatchOp[];
        // From the view as the client holds it: JSON (where -0 is 0).
        const rebuilt = patchedView(before, 0, { moves: [{ seq: 1 }], patch });
        expect(rebuilt?.view).toEqual(wire(b));
        expect(before).toEqual(wire(a));
      }),
      { numRuns: 300 },
    );
  });
});
