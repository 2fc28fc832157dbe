import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Actor,
  type AnyGame,
  type Params,
  type Replay,
  type ReplayedGame,
  type ReplayMove,
  type ReplayPlayer,
  type RuleError,
} from '../../../src/kernel/index.js';

/**
 * A replay file checked and played in the browser, with every problem as a message key of the
 * client's catalog and its parameters (never English prose): the kernel's `loadReplay` words its
 * problems in English for the command line and the logs, so the web client checks the same
 * things itself and says them in the reader's language. Nested reasons (a refused move, a bad
 * option) are rule errors of the game's or the kernel's catalogs, carried as `reason`.
 */
export type ReplayProblem = {
  readonly code: string;
  readonly params: Params;
  /** A rule error to write out and insert as {reason}. */
  readonly reason?: RuleError;
};

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: ReplayProblem };

const problem = <T>(code: string, params: Params = {}, reason?: RuleError): Checked<T> => ({
  ok: false,
  problem: reason ? { code, params, reason } : { code, params },
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON text to a value, or the problem "not JSON" (the parser's own English stays out). */
export function parseReplayJson(text: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return problem('replay.not-json');
  }
}

/** The game a replay says it is of, before its rules are loaded. */
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

/** Checks a replay of `game` and plays its moves; the first problem stops it, saying where. */
export function checkReplay<S = unknown>(raw: unknown, game: AnyGame): Checked<ReplayedGame<S>> {
  const id = replayGameId(raw);
  if (!id.ok) return id;
  const file = raw as Record<string, unknown>;
  if (id.value !== game.id) return problem('replay.unknown-game', { game: id.value });
  if (file.rulesVersion !== game.rulesVersion) {
    return problem('replay.bad-rules', {
      found: typeof file.rulesVersion === 'number' ? file.rulesVersion : '?',
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
    return problem('replay.player-count', {
      n: count,
      min: game.minPlayers,
      max: game.maxPlayers,
    });
  }
  const options = game.parseOptions(file.options, count);
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
    const isSeat = typeof actor === 'number' && Number.isInteger(actor) && actor >= 0;
    if (actor !== 'chance' && !(isSeat && actor < count)) {
      return problem('replay.bad-actor', { n, max: count });
    }
    // Who made the refused move: a player's name (a number the page turns into the name) or
    // chance (-1).
    const who = actor === 'chance' ? -1 : actor;
    // A file saved while the game ran hides what its viewer could not see (docs/replay-format.md)
    // and cannot be played past the first hidden value: say so rather than "not understood".
    const refused = (reason: RuleError) =>
      isRecord(file.meta) && file.meta.redacted === true
        ? problem<ReplayedGame<S>>('replay.redacted', { n })
        : problem<ReplayedGame<S>>('replay.refused-move', { n, who }, reason);
    const parsed = game.parseMove(entry.move);
    if (!parsed.ok) return refused(parsed.error);
    const next = game.apply(state, actor as Actor, parsed.value);
    if (!next.ok) return refused(next.error);
    state = next.value;
    states.push(state);
    moves.push({ actor: actor as Actor, move: parsed.value });
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
