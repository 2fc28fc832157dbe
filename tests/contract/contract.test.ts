import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { kernelMessages, LANGS, translate, type AnyGame } from '../../src/kernel/index.js';
import { EXTRA_CANDIDATES } from './candidates.js';
import {
  checkBadMoves,
  checkLegal,
  checkMessages,
  checkOptions,
  GAME_CHECKS,
  ContractBroken,
} from './checks.js';
import { playRandom, type Played } from './play.js';

/**
 * The game contract, checked on every game of the registry (OpenSpiel's basic tests): a game is
 * checked the day it is registered. Each check runs over random complete games at every player
 * count; a fast-check property adds fresh games at any count and seed.
 */
/**
 * Games per player count: at least two, and more of a short game (up to eight) until they make
 * this many moves, so that rare events are met (Into the Blue's hidden chests come only with a
 * perfect roll).
 */
const MOVES_PER_COUNT = 500;
const MAX_GAMES_PER_COUNT = 8;

type CheckName = keyof typeof GAME_CHECKS;

/** One check over one game, its failure naming the check, the player count and the seed. */
function runCheck(name: CheckName, game: AnyGame, played: Played, seed: string): void {
  try {
    if (name === 'legal') checkLegal(game, played, seed, EXTRA_CANDIDATES[game.id] ?? []);
    else GAME_CHECKS[name](game, played, seed);
  } catch (error) {
    if (error instanceof ContractBroken)
      error.message = `${name}, ${played.players} players, seed ${JSON.stringify(seed)}: ${error.message}`;
    throw error;
  }
}

describe.each([...GAMES.keys()])('the game contract: %s', (id) => {
  const game = GAMES.get(id)!.game;
  const catalogs = [game.messages, kernelMessages];
  const counts = Array.from(
    { length: game.maxPlayers - game.minPlayers + 1 },
    (_, i) => game.minPlayers + i,
  );
  // Played once, checked by every test below.
  let games: { seed: string; played: Played }[] | null = null;
  const playedGames = () =>
    (games ??= counts.flatMap((players) => {
      const out: { seed: string; played: Played }[] = [];
      let moves = 0;
      while (out.length < 2 || (moves < MOVES_PER_COUNT && out.length < MAX_GAMES_PER_COUNT)) {
        const seed = `contract/${players}/${out.length}`;
        const played = playRandom(game, players, seed);
        moves += played.moves.length;
        out.push({ seed, played });
      }
      return out;
    }));

  it.each(Object.keys(GAME_CHECKS))('%s, at every player count', (name) => {
    for (const { seed, played } of playedGames()) runCheck(name as CheckName, game, played, seed);
  });

  it('fresh random games at any player count pass every check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
        fc.string({ maxLength: 8 }),
        (players, seed) => {
          const played = playRandom(game, players, seed);
          for (const name of Object.keys(GAME_CHECKS))
            runCheck(name as CheckName, game, played, seed);
        },
      ),
      { numRuns: 2 },
    );
  });

  it('refuses bad options and malformed moves, in every language', () => {
    checkOptions(game);
    checkBadMoves(game);
    checkMessages(game);
    // Parameters are keys or numbers, never English prose: each language says it all.
    const bad = game.parseOptions({ nonsense: 1 }, game.minPlayers);
    expect(bad).toEqual({
      ok: false,
      error: { code: 'bad-option', params: { option: 'nonsense', problem: 1 } },
    });
    if (bad.ok) return;
    expect(
      LANGS.map((lang) => translate(catalogs, lang, bad.error.code, bad.error.params)),
    ).toEqual([
      'Opción nonsense: no existe esa opción.',
      'Option nonsense: there is no such option.',
      'Option nonsense : cette option n’existe pas.',
    ]);
    const move = game.parseMove({ type: 'no-such-move' });
    if (move.ok) throw new Error('a move of no type accepted');
    expect(translate(catalogs, 'es', move.error.code, move.error.params)).toMatch(
      /^No se entiende esa jugada: su campo [a-z]+ falta/,
    );
  });
});
