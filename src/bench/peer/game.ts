import { GAMES } from '../../games/registry.js';
import { cryptoRng } from '../../server/crypto-rng.js';
import type { AnyGame, Seat } from '../../kernel/index.js';
import { withoutOptions } from '../../server/tables/fanout.js';

/**
 * A Fathom game as a boardgame.io game (the peer of `npm run bench:peer`), written as a
 * boardgame.io user would: one move, `play`, checked and applied by the game's own rules; the
 * chance moves it leads to drawn in the same move (as Fathom's log does, log.ts); turns follow the
 * rules' seat to move; each player sees only their view (`playerView`), with their legal moves on
 * their turn, as Fathom tells the seat to move. Views leave out the options, as Fathom's do after
 * the welcome. boardgame.io checks that the player is the one to move and holds their seat's
 * credentials.
 */

/** boardgame.io's context, as far as this game reads it. */
interface Ctx {
  readonly numPlayers: number;
  readonly currentPlayer: string;
}

interface G {
  readonly s: unknown;
}

/** The seat to move (chance is drawn inside moves, so a seat always is until the end). */
function seatToMove(game: AnyGame, s: unknown): number {
  const actor = game.toMove(s)[0];
  return typeof actor === 'number' ? actor : 0;
}

/** Draws chance until a seat is to move (or the game is over). */
function settleChance(game: AnyGame, s: unknown): unknown {
  while (game.toMove(s)[0] === 'chance') {
    const next = game.apply(s, 'chance', game.sampleChance(s, cryptoRng));
    if (!next.ok) throw new Error(`${game.id}: sampleChance gave an illegal move`);
    s = next.value;
  }
  return s;
}

/** The boardgame.io game for Fathom's game `id`; `invalid` is boardgame.io's INVALID_MOVE. */
export function peerGame(id: string, invalid: string): Record<string, unknown> {
  const entry = GAMES.get(id);
  if (!entry) throw new Error(`no game ${id}`);
  const game = entry.game;
  const order = ({ G }: { G: G }) => seatToMove(game, G.s);
  return {
    name: id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    setup: ({ ctx }: { ctx: Ctx }): G => ({
      s: settleChance(game, game.setup(game.defaultOptions(ctx.numPlayers), ctx.numPlayers)),
    }),
    turn: {
      order: { first: order, next: order },
      endIf: ({ G, ctx }: { G: G; ctx: Ctx }) =>
        game.result(G.s) === null && String(seatToMove(game, G.s)) !== ctx.currentPlayer,
    },
    moves: {
      play: {
        move: ({ G, playerID }: { G: G; playerID: string }, raw: unknown) => {
          const move = game.parseMove(raw);
          if (!move.ok) return invalid;
          const next = game.apply(G.s, Number(playerID), move.value);
          if (!next.ok) return invalid;
          return { s: settleChance(game, next.value) };
        },
        // The server alone applies it (chance, hidden chests): clients wait for its update.
        client: false,
      },
    },
    endIf: ({ G }: { G: G }) => game.result(G.s) ?? undefined,
    playerView: ({ G, playerID }: { G: G; playerID: string | null }) => {
      const seat: Seat | null = playerID === null ? null : Number(playerID);
      const toMove = game.toMove(G.s);
      return {
        view: withoutOptions(game.view(G.s, seat ?? 'spectator')),
        legal: seat !== null && toMove.includes(seat) ? game.legalMoves(G.s, seat) : null,
      };
    },
  };
}
