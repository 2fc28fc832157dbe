import { fail, ok, type Outcome } from './errors.js';
import type { Actor, AnyGame, GameResult } from './game.js';
import { isActor, isRecord } from './moves.js';

/** The format of docs/replay-format.md. */
export const REPLAY_FORMAT = 'fathom-replay';
export const REPLAY_VERSION = 1;

export interface ReplayPlayer {
  readonly name: string;
  /** 'human', or the bot that played the seat, e.g. 'bot:expert'. */
  readonly kind: string;
}

export interface ReplayMove {
  readonly actor: Actor;
  readonly move: unknown;
}

export interface Replay {
  readonly format: typeof REPLAY_FORMAT;
  readonly version: typeof REPLAY_VERSION;
  readonly game: string;
  readonly rulesVersion: number;
  readonly options: unknown;
  readonly players: readonly ReplayPlayer[];
  readonly moves: readonly ReplayMove[];
  /** Free-form extras (seed, dates, table id); never needed to replay. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

export interface ReplayedGame<S> {
  readonly game: AnyGame;
  readonly replay: Replay;
  readonly options: unknown;
  /** states[i] is the state before moves[i]; the last one is the final state. */
  readonly states: readonly S[];
  readonly final: S;
  readonly result: GameResult | null;
}

/** A problem in a replay file, in English for the CLI and logs; `where` points into the file. */
export interface ReplayProblem {
  readonly where: string;
  readonly message: string;
}

function problem<T>(where: string, message: string): Outcome<T> {
  return fail('replay-invalid', { where, message });
}

/** Parses JSON text into a replay, with a message that names the problem. */
export function parseReplayText(text: string): Outcome<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    return problem('file', `not valid JSON (${(e as Error).message})`);
  }
}

/** Checks the shape of a replay and plays its moves; every problem names where it is. */
export function loadReplay<S = unknown>(
  raw: unknown,
  games: ReadonlyMap<string, AnyGame>,
  messageOf: (code: string, params: Readonly<Record<string, string | number>>) => string,
): Outcome<ReplayedGame<S>> {
  if (!isRecord(raw)) return problem('file', 'a replay is a JSON object');
  if (raw.format !== REPLAY_FORMAT) {
    return problem('format', `expected "${REPLAY_FORMAT}", found ${JSON.stringify(raw.format)}`);
  }
  if (raw.version !== REPLAY_VERSION) {
    return problem(
      'version',
      `this Fathom reads version ${REPLAY_VERSION}, found ${JSON.stringify(raw.version)}`,
    );
  }
  const game = typeof raw.game === 'string' ? games.get(raw.game) : undefined;
  if (!game) {
    return problem(
      'game',
      `unknown game ${JSON.stringify(raw.game)} (known: ${[...games.keys()].join(', ')})`,
    );
  }
  if (raw.rulesVersion !== game.rulesVersion) {
    return problem(
      'rulesVersion',
      `this Fathom plays ${game.id} rules version ${game.rulesVersion}, found ${JSON.stringify(raw.rulesVersion)}`,
    );
  }
  if (!Array.isArray(raw.players)) return problem('players', 'expected a list of players');
  const players: ReplayPlayer[] = [];
  for (const [i, p] of raw.players.entries()) {
    if (!isRecord(p) || typeof p.name !== 'string' || typeof p.kind !== 'string') {
      return problem(`players[${i}]`, 'expected { "name": string, "kind": string }');
    }
    players.push({ name: p.name, kind: p.kind });
  }
  const count = players.length;
  if (count < game.minPlayers || count > game.maxPlayers) {
    return problem(
      'players',
      `${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players, found ${count}`,
    );
  }
  const options = game.parseOptions(raw.options, count);
  if (!options.ok) {
    return problem('options', messageOf(options.error.code, options.error.params));
  }
  if (!Array.isArray(raw.moves)) return problem('moves', 'expected a list of moves');
  if (raw.meta !== undefined && !isRecord(raw.meta)) return problem('meta', 'expected an object');

  let state: unknown = game.setup(options.value, count);
  const states: unknown[] = [state];
  const moves: ReplayMove[] = [];
  for (const [i, entry] of raw.moves.entries()) {
    const where = `moves[${i}]`;
    if (!isRecord(entry) || !('move' in entry)) {
      return problem(where, 'expected { "actor": seat or "chance", "move": ... }');
    }
    const actor = entry.actor;
    if (!isActor(actor) || (actor !== 'chance' && actor >= count)) {
      return problem(
        where,
        `actor ${JSON.stringify(actor)} is neither a seat (0 to ${count - 1}) nor "chance"`,
      );
    }
    const parsed = game.parseMove(entry.move);
    if (!parsed.ok) return problem(where, messageOf(parsed.error.code, parsed.error.params));
    const next = game.apply(state, actor, parsed.value);
    if (!next.ok) {
      const who = actor === 'chance' ? 'chance' : `seat ${actor}`;
      return problem(where, `${who}: ${messageOf(next.error.code, next.error.params)}`);
    }
    state = next.value;
    states.push(state);
    moves.push({ actor, move: parsed.value });
  }
  const replay: Replay = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    rulesVersion: game.rulesVersion,
    options: options.value,
    players,
    moves,
    ...(raw.meta ? { meta: raw.meta as Record<string, unknown> } : {}),
  };
  return ok({
    game,
    replay,
    options: options.value,
    states: states as S[],
    final: state as S,
    result: game.result(state),
  });
}

/** Builds a replay from a finished or running game. */
export function makeReplay(
  game: AnyGame,
  options: unknown,
  players: readonly ReplayPlayer[],
  moves: readonly ReplayMove[],
  meta?: Record<string, unknown>,
): Replay {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: game.id,
    rulesVersion: game.rulesVersion,
    options,
    players,
    moves,
    ...(meta ? { meta } : {}),
  };
}
