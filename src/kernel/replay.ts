import type { RuleError } from './errors.js';
import type { Actor, AnyGame, GameResult } from './game.js';
import type { Params } from './i18n.js';
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

/**
 * What is wrong with a replay file: a message key (replay-messages.ts) and its parameters, never
 * English prose, so that the web client and the command line say it in the reader's language.
 * A refused move or refused options carry the game's own rule error as `reason`; a refused
 * move's `who` is its seat (-1 for chance), which the reader turns into a name.
 */
export interface ReplayProblem {
  readonly code: string;
  readonly params: Params;
  /** A rule error to write out and insert as {reason}. */
  readonly reason?: RuleError;
}

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: ReplayProblem };

const problem = <T>(code: string, params: Params = {}, reason?: RuleError): Checked<T> => ({
  ok: false,
  problem: reason ? { code, params, reason } : { code, params },
});

/** JSON text to a value, or the problem "not JSON" (the parser's own English stays out). */
export function parseReplayText(text: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return problem('replay.not-json');
  }
}

/** The game a replay says it is of, before its rules are loaded (the web client loads them late). */
export function replayGameId(raw: unknown): Checked<string> {
  if (!isRecord(raw) || raw.format !== REPLAY_FORMAT) return problem('replay.not-replay');
  if (raw.version !== REPLAY_VERSION) {
    return problem('replay.bad-version', {
      found: typeof raw.version === 'number' ? raw.version : '?',
      expected: REPLAY_VERSION,
    });
  }
  if (typeof raw.game !== 'string' || raw.game.length === 0) return problem('replay.no-game');
  return { ok: true, value: raw.game };
}

/** Checks a replay of one of `games` and plays its moves; the first problem stops it. */
export function loadReplay<S = unknown>(
  raw: unknown,
  games: ReadonlyMap<string, AnyGame>,
): Checked<ReplayedGame<S>> {
  const id = replayGameId(raw);
  if (!id.ok) return id;
  const game = games.get(id.value);
  if (!game) return problem('replay.unknown-game', { game: id.value });
  return checkReplay<S>(raw, game);
}

/** Checks a replay of `game` and plays its moves; the first problem stops it, saying where. */
export function checkReplay<S = unknown>(raw: unknown, game: AnyGame): Checked<ReplayedGame<S>> {
  const id = replayGameId(raw);
  if (!id.ok) return id;
  const file = raw as Record<string, unknown>;
  if (id.value !== game.id) return problem('replay.unknown-game', { game: id.value });
  // Files of older rules this code still plays exactly are read as they were played; the
  // replay built from them is of today's version, its options saying what the old rules meant.
  const rulesVersion = file.rulesVersion;
  if (
    typeof rulesVersion !== 'number' ||
    !Number.isInteger(rulesVersion) ||
    rulesVersion > game.rulesVersion ||
    rulesVersion < (game.oldestRulesVersion ?? game.rulesVersion)
  ) {
    return problem('replay.bad-rules', {
      found: typeof rulesVersion === 'number' ? rulesVersion : '?',
      expected: game.rulesVersion,
    });
  }
  if (!Array.isArray(file.players)) return problem('replay.bad-players');
  const players: ReplayPlayer[] = [];
  for (const [i, p] of file.players.entries()) {
    if (!isRecord(p) || typeof p.name !== 'string' || typeof p.kind !== 'string') {
      return problem('replay.bad-player', { n: i + 1 });
    }
    players.push({ name: p.name, kind: p.kind });
  }
  const count = players.length;
  if (count < game.minPlayers || count > game.maxPlayers) {
    return problem('replay.player-count', { n: count, min: game.minPlayers, max: game.maxPlayers });
  }
  const options = game.parseOptions(file.options, count, rulesVersion);
  if (!options.ok) return problem('replay.bad-options', {}, options.error);
  if (!Array.isArray(file.moves)) return problem('replay.bad-moves');
  if (file.meta !== undefined && !isRecord(file.meta)) return problem('replay.bad-meta');

  let state: unknown = game.setup(options.value, count);
  const states: unknown[] = [state];
  const moves: ReplayMove[] = [];
  for (const [i, entry] of file.moves.entries()) {
    const n = i + 1;
    if (!isRecord(entry) || !('move' in entry)) return problem('replay.bad-move', { n });
    const actor = entry.actor;
    if (!isActor(actor) || (actor !== 'chance' && actor >= count)) {
      return problem('replay.bad-actor', { n, max: count });
    }
    // A file saved while the game ran hides what its viewer could not see (docs/replay-format.md)
    // and cannot be played past the first hidden value: say so rather than "not understood".
    const refused = (reason: RuleError) =>
      file.meta !== undefined && (file.meta as Record<string, unknown>).redacted === true
        ? problem<ReplayedGame<S>>('replay.redacted', { n })
        : problem<ReplayedGame<S>>(
            'replay.refused-move',
            { n, who: actor === 'chance' ? -1 : actor },
            reason,
          );
    const parsed = game.parseMove(entry.move);
    if (!parsed.ok) return refused(parsed.error);
    const next = game.apply(state, actor, parsed.value);
    if (!next.ok) return refused(next.error);
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
    ...(file.meta ? { meta: file.meta as Record<string, unknown> } : {}),
  };
  return {
    ok: true,
    value: {
      game,
      replay,
      options: options.value,
      states: states as S[],
      final: state as S,
      result: game.result(state),
    },
  };
}

/**
 * A problem as words, through `say` (a translator in the reader's language and catalogs, which
 * must hold the game's): a refused move's `who` becomes the seat's name in the file, or chance.
 */
export function replayProblemText(
  p: ReplayProblem,
  names: readonly string[],
  say: (code: string, params: Params) => string,
): string {
  const params: Record<string, string | number> = { ...p.params };
  if (typeof params.who === 'number') {
    params.who =
      params.who < 0 ? say('replay.chance', {}) : names[params.who] || String(params.who + 1);
  }
  if (p.reason) params.reason = say(p.reason.code, p.reason.params);
  return say(p.code, params);
}

/** The players' names a replay file gives, as far as it gives them (for its problems' words). */
export function replayNames(raw: unknown): string[] {
  const players = isRecord(raw) ? raw.players : undefined;
  return Array.isArray(players)
    ? players.map((p) => String((isRecord(p) ? p.name : undefined) ?? ''))
    : [];
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
