import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  kernelMessages,
  orderFrom,
  translate,
  type Actor,
  type AnyGame,
  type Rng,
} from '../kernel/index.js';
import { GAME_MAP } from './registry.js';

/**
 * The start player is a chance move at setup in every game (docs/rules-decisions.md: Into the
 * Blue 11, Survive 34, AquaSphere 15), unless the table keeps the seating order.
 */
const GAMES = [...GAME_MAP.values()];

/** Plays from setup (chance by `rng`, players at random) until `seats` turns have begun. */
function firstTurns(game: AnyGame, options: unknown, players: number, rng: Rng) {
  let state: unknown = game.setup(options, players);
  let start: number | null = null;
  const turns: number[] = [];
  for (let n = 0; turns.length < players && n < 5000; n++) {
    const actor = game.toMove(state)[0] as Actor;
    let move: unknown;
    if (actor === 'chance') {
      move = game.sampleChance(state, rng);
      if ((move as { type: string }).type === 'start') {
        expect(start).toBeNull();
        start = (move as { seat: number }).seat;
      }
    } else {
      // One turn may take several moves of its player: count it once.
      if (turns.at(-1) !== actor) turns.push(actor);
      const legal = game.legalMoves(state, actor);
      move = legal[rng.int(legal.length)];
    }
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(`${game.id}: ${next.error.code}`);
    state = next.value;
  }
  return { start, turns };
}

describe.each(GAMES)('$id: the start player', (game) => {
  const counts = Array.from(
    { length: game.maxPlayers - game.minPlayers + 1 },
    (_, i) => game.minPlayers + i,
  );

  it('is drawn by chance first thing at a new table, every seat alike', () => {
    expect(game.defaultOptions(game.minPlayers)).toMatchObject({ startPlayer: 'draw' });
    for (const players of counts) {
      const parsed = game.parseOptions({}, players);
      if (!parsed.ok) throw new Error(parsed.error.code);
      const state = game.setup(parsed.value, players);
      expect(game.toMove(state)).toEqual(['chance']);
      expect(game.chanceOutcomes(state)).toEqual(
        orderFrom(0, players).map((seat) => ({
          move: { type: 'start', seat },
          probability: 1 / players,
        })),
      );
      // A seat that is not at the table is no outcome.
      const wrong = game.apply(state, 'chance', { type: 'start', seat: players });
      expect(wrong.ok ? null : wrong.error.code).toBe('illegal-chance');
    }
  });

  it('over many games every seat starts sometimes, and turns go clockwise from it', () => {
    const players = game.maxPlayers > 4 ? 5 : game.maxPlayers;
    const started = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const { start, turns } = firstTurns(
        game,
        game.defaultOptions(players),
        players,
        createRng(`start-${seed}`),
      );
      started.add(start as number);
      expect(turns).toEqual(orderFrom(start as number, players));
    }
    expect([...started].sort()).toEqual(orderFrom(0, players));
  });

  it('property: for any seed and table size, the first turns are the seating order from the drawn seat', () => {
    fc.assert(
      fc.property(fc.constantFrom(...counts), fc.string({ maxLength: 8 }), (players, seed) => {
        const { start, turns } = firstTurns(
          game,
          game.defaultOptions(players),
          players,
          createRng(seed),
        );
        expect(start).not.toBeNull();
        expect(turns).toEqual(orderFrom(start as number, players));
      }),
      { numRuns: 25 },
    );
  });

  it('in seating order, nothing is drawn and seat 1 starts', () => {
    for (const players of counts) {
      const options = { ...game.defaultOptions(players), startPlayer: 'seating' };
      const { start, turns } = firstTurns(game, options, players, createRng('seating'));
      expect(start).toBeNull();
      expect(turns).toEqual(orderFrom(0, players));
    }
  });

  it('the option is checked: only draw or seating', () => {
    const bad = game.parseOptions({ startPlayer: 'youngest' }, game.minPlayers);
    expect(bad.ok ? null : bad.error).toEqual({
      code: 'bad-option',
      params: { option: 'startPlayer', problem: 6 },
    });
    const seating = game.parseOptions({ startPlayer: 'seating' }, game.minPlayers);
    expect(seating.ok && (seating.value as { startPlayer: string }).startPlayer).toBe('seating');
  });

  it('is told at the start, in every language ("Ana starts")', () => {
    const state = game.setup(game.defaultOptions(2), 2);
    const entry = game.describeMove(state, 'chance', { type: 'start', seat: 1 }, 'spectator');
    expect(entry).toEqual({ key: 'log.start-player', params: { player: 1 } });
    const say = (lang: 'es' | 'en' | 'fr') =>
      translate([game.messages, kernelMessages], lang, entry.key, { player: 'Ana' });
    expect([say('en'), say('es'), say('fr')]).toEqual([
      'Ana starts.',
      'Empieza Ana.',
      'Ana commence.',
    ]);
  });
});
