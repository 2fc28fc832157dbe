import { isDeepStrictEqual } from 'node:util';
import {
  checkReplay,
  createRng,
  makeReplay,
  type Actor,
  type AnyGame,
} from '../../src/kernel/index.js';
import { spread, type Played } from './play.js';
import { broken, body, checkRendered, json, seatsOf, viewersOf } from './broken.js';

/** The contract's checks of play: a game ends, is pure, draws chance fairly, replays, lists its moves. */

/** The game ends with a well-formed result; while it runs, there is no result and a seat can move. */
export function checkComplete(game: AnyGame, played: Played): void {
  const { players, states } = played;
  states.forEach((s, i) => {
    const toMove: readonly Actor[] = game.toMove(s);
    const last = i === states.length - 1;
    if (last !== (toMove.length === 0)) broken(game, `state ${i}: toMove ${json(toMove)}`);
    if (!last && game.result(s) !== null) broken(game, `state ${i}: a result before the end`);
    for (const actor of toMove) {
      if (actor !== 'chance' && (!Number.isInteger(actor) || actor < 0 || actor >= players))
        broken(game, `state ${i}: ${json(actor)} to move`);
    }
  });
  const result = game.result(states.at(-1));
  if (!result) return broken(game, 'no result at the end');
  const { scores, ranking } = result;
  if (scores.length !== players || ranking.length !== players)
    broken(game, `result for ${players} players: ${json(result)}`);
  if (!scores.every(Number.isFinite)) broken(game, `scores ${json(scores)}`);
  // Competition ranking: a seat's rank is one more than the number of seats ranked before it.
  ranking.forEach((rank, seat) => {
    if (rank !== 1 + ranking.filter((r) => r < rank).length)
      broken(game, `rank ${rank} of seat ${seat} in ${json(ranking)}`);
  });
}

/**
 * `apply` is deterministic and pure: replaying the log move by move gives the same states, and
 * never changes the state it is given. Nor does anything change a legal-move list once handed
 * out: the server's fan-out reuses the JSON of a list it has seen (src/server/tables/fanout.ts).
 */
export function checkPure(game: AnyGame, played: Played): void {
  let state: unknown = game.setup(played.options, played.players);
  if (!isDeepStrictEqual(state, played.states[0])) broken(game, 'setup is not deterministic');
  const lists = new Map<readonly unknown[], string>();
  played.moves.forEach(({ actor, move }, i) => {
    if (actor !== 'chance') {
      const legal: readonly unknown[] = game.legalMoves(state, actor);
      const seen = lists.get(legal);
      if (seen !== undefined && seen !== json(legal))
        broken(game, `move ${i}: a legal-move list handed out before has changed`);
      lists.set(legal, json(legal));
    }
    const before = body(state);
    const next = game.apply(state, actor, move);
    if (!next.ok) return broken(game, `move ${i} refused on replay: ${next.error.code}`);
    if (body(state) !== before) broken(game, `move ${i} changed the state it was applied to`);
    if (body(next.value) !== body(played.states[i + 1]))
      broken(game, `move ${i} gave another state on replay`);
    state = next.value;
  });
  for (const [legal, text] of lists) {
    if (json(legal) !== text) broken(game, 'a legal-move list handed out has changed');
  }
}

/** Chance: outcomes with positive probabilities summing to 1, each applicable, drawn by sampleChance. */
export function checkChance(game: AnyGame, played: Played, seed: string): void {
  const rng = createRng(`chance/${seed}`);
  played.states.forEach((s, i) => {
    if (game.toMove(s)[0] !== 'chance') return;
    const outcomes: readonly { move: unknown; probability: number }[] = game.chanceOutcomes(s);
    if (outcomes.length === 0) broken(game, `state ${i}: a chance node without outcomes`);
    const keys = new Set(outcomes.map((o) => json(o.move)));
    if (keys.size !== outcomes.length) broken(game, `state ${i}: an outcome listed twice`);
    let sum = 0;
    for (const o of outcomes) {
      if (!(o.probability > 0)) broken(game, `state ${i}: probability ${o.probability}`);
      sum += o.probability;
    }
    if (Math.abs(sum - 1) > 1e-9) broken(game, `state ${i}: chance outcomes sum to ${sum}`);
    for (let k = 0; k < 3; k++) {
      const drawn = json(game.sampleChance(s, rng));
      if (!keys.has(drawn)) broken(game, `state ${i}: sampleChance drew ${drawn}, not an outcome`);
    }
    for (const o of outcomes) {
      const next = game.apply(s, 'chance', o.move);
      if (!next.ok) broken(game, `state ${i}: outcome ${json(o.move)} refused`);
    }
  });
}

/** The log replays to the same game through a JSON replay file. */
export function checkReplayFile(game: AnyGame, played: Played): void {
  const players = seatsOf(played.players).map((i) => ({ name: `P${i}`, kind: 'bot:random' }));
  const file = JSON.parse(json(makeReplay(game, played.options, players, played.moves)));
  const loaded = checkReplay(file, game);
  if (!loaded.ok) return broken(game, `replay refused: ${json(loaded.problem)}`);
  if (json(loaded.value.final) !== json(played.states.at(-1)))
    broken(game, 'the replay ends in another state');
  if (!isDeepStrictEqual(loaded.value.result, game.result(played.states.at(-1))))
    broken(game, 'the replay has another result');
}

/**
 * `apply` accepts exactly the legal moves: every legal move, and no other move met in the game
 * (nor `extra` candidates), is accepted; a refusal changes nothing and reads in every language.
 * Seats that are not to move, and chance out of its turn, are refused. Every legal move and
 * outcome survives a trip through JSON and `parseMove`.
 */
export function checkLegal(
  game: AnyGame,
  played: Played,
  seed: string,
  extra: readonly unknown[] = [],
): void {
  const rng = createRng(`legal/${seed}`);
  const pool = new Map<string, unknown>(extra.map((m) => [json(m), m]));
  for (const { move } of played.moves) pool.set(json(move), move);
  const candidates = [...pool.values()];
  const refuse = (s: unknown, actor: Actor, move: unknown, at: string): void => {
    const before = body(s);
    const r = game.apply(s, actor, move);
    if (r.ok) return broken(game, `${at}: ${json(actor)} may play ${json(move)}`);
    if (body(s) !== before) broken(game, `${at}: a refused move changed the state`);
    checkRendered(game, r.error, at);
  };
  for (const i of spread(played.states.length - 1, 40)) {
    const s = played.states[i];
    const toMove: readonly Actor[] = game.toMove(s);
    for (const actor of toMove) {
      const at = `state ${i}, ${json(actor)}`;
      const legal: readonly unknown[] =
        actor === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s, actor);
      const keys = new Set(legal.map(json));
      for (const move of legal) {
        const parsed = game.parseMove(JSON.parse(json(move)));
        if (!parsed.ok || json(parsed.value) !== json(move))
          broken(game, `${at}: parseMove does not give back ${json(move)}`);
        if (actor !== 'chance' && !game.apply(s, actor, move).ok)
          broken(game, `${at}: legal move ${json(move)} refused`);
      }
      for (let k = 0; k < 30; k++) {
        const move = candidates[rng.int(candidates.length)];
        if (keys.has(json(move))) continue;
        refuse(s, actor, move, at);
      }
      const any = legal[0];
      for (const other of viewersOf(played.players)) {
        const who: Actor = other === 'spectator' ? 'chance' : other;
        if (!toMove.includes(who)) refuse(s, who, any, `${at}, as ${json(who)}`);
      }
    }
  }
  // Once the game is over, nobody moves.
  const final = played.states.at(-1);
  for (const move of candidates.slice(0, 10)) refuse(final, 0, move, 'the final state');
  refuse(final, 'chance', candidates[0], 'the final state');
}
