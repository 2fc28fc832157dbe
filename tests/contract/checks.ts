import { isDeepStrictEqual } from 'node:util';
import {
  checkReplay,
  createRng,
  kernelMessages,
  LANGS,
  makeReplay,
  randomPlayoutFromLists,
  translate,
  type Actor,
  type AnyGame,
  type Rng,
  type RuleError,
  type Viewer,
} from '../../src/kernel/index.js';
import { spread, type Played } from './play.js';

/**
 * The game contract (src/kernel/game.ts) as checks any game must pass, after OpenSpiel's basic
 * tests: each takes a game and a complete random game of it, and throws a ContractBroken naming
 * the first broken promise. Plain checks, not `expect`: they run at thousands of states, and a
 * test of a deliberately broken game (broken.test.ts) asserts that they throw.
 */
export class ContractBroken extends Error {}

function broken(game: AnyGame, what: string): never {
  throw new ContractBroken(`${game.id}: ${what}`);
}

const json = (value: unknown): string => JSON.stringify(value);
/**
 * A state or view as JSON, less its top-level `options`: the table's, the same object in every
 * state (AquaSphere's pack is 40 kB of it), and checked on its own by checkViews.
 */
function body(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('options' in value)) return json(value);
  const { options: _options, ...rest } = value as Record<string, unknown>;
  return json(rest);
}
const seatsOf = (players: number): number[] => Array.from({ length: players }, (_, i) => i);
const viewersOf = (players: number): Viewer[] => [...seatsOf(players), 'spectator'];

/** A refusal must read as a sentence in every language: a known key, every parameter filled. */
function checkRendered(game: AnyGame, error: RuleError, context: string): void {
  for (const lang of LANGS) {
    const text = translate([game.messages, kernelMessages], lang, error.code, error.params);
    if (text === error.code) broken(game, `${context}: no ${lang} text for ${error.code}`);
    if (/[{}]/.test(text)) broken(game, `${context}: ${lang} text of ${error.code}: ${text}`);
  }
}

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

/**
 * A state sampled from a viewer's view looks the same to that viewer, awaits the same actors and
 * offers the viewer the same moves: legal moves never depend on what the mover cannot see.
 */
export function checkDeterminize(game: AnyGame, played: Played, seed: string): void {
  const rng = createRng(`determinize/${seed}`);
  for (const i of spread(played.states.length, 25)) {
    const s = played.states[i];
    for (const viewer of viewersOf(played.players)) {
      const at = `state ${i}, viewer ${viewer}`;
      const v = game.view(s, viewer);
      const d = game.determinize(JSON.parse(json(v)), viewer, rng);
      if (json(game.view(d, viewer)) !== json(v))
        broken(game, `${at}: a determinized state looks different to its viewer`);
      if (json(game.toMove(d)) !== json(game.toMove(s)))
        broken(game, `${at}: a determinized state awaits other actors`);
      if (typeof viewer === 'number' && game.toMove(s).includes(viewer)) {
        if (json(game.legalMoves(d, viewer)) !== json(game.legalMoves(s, viewer)))
          broken(game, `${at}: a determinized state offers other moves`);
      }
      if ((game.result(d) === null) !== (game.result(s) === null))
        broken(game, `${at}: a determinized state ends otherwise`);
    }
  }
}

/**
 * Views are plain JSON (they go over the wire) and carry the table's options unchanged, so the
 * server's fan-out (src/server/tables/fanout.ts) may leave them out of its messages.
 */
export function checkViewShape(game: AnyGame, played: Played): void {
  for (const i of spread(played.states.length, 12)) {
    const s = played.states[i];
    for (const viewer of viewersOf(played.players)) {
      const v = game.view(s, viewer) as { options?: unknown };
      if (!isDeepStrictEqual(JSON.parse(json(v)), v))
        broken(game, `state ${i}: the view of ${viewer} is not plain JSON`);
      if (json(v.options) !== json(played.options))
        broken(game, `state ${i}: the view of ${viewer} does not carry the options`);
    }
  }
}

/**
 * Views hide exactly what the game's moves hide. At every node, a viewer who is shown two
 * possible moves the same way (`viewMove`) must see the same view after either; and two chance
 * outcomes that leave a viewer the same view must be shown the same way. So a view cannot show
 * what the moves hid (another's chest, an explorer's value), and `viewMove` cannot give away
 * what the views hide.
 */
export function checkViews(game: AnyGame, played: Played, seed: string): void {
  const rng = createRng(`views/${seed}`);
  const viewers = viewersOf(played.players);
  // Every chance node (where most secrets are born) and a sample of the others.
  const sampled = new Set(spread(played.states.length - 1, 40));
  played.moves.forEach(({ actor }, i) => actor === 'chance' && sampled.add(i));
  for (const i of sampled) {
    const s = played.states[i];
    for (const actor of game.toMove(s) as readonly Actor[]) {
      const all: readonly unknown[] =
        actor === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s, actor);
      const anchor = played.moves[i]!.actor === actor ? played.moves[i]!.move : all[0];
      const moves = sampleMoves(game, s, actor, all, anchor, viewers, rng);
      const after = moves.map((m) => {
        const next = game.apply(s, actor, m);
        if (!next.ok) return broken(game, `state ${i}: ${json(m)} refused`);
        return next.value;
      });
      for (const viewer of viewers) {
        if (viewer === actor) continue;
        const at = `state ${i}, ${json(actor)} moves, seen by ${viewer}`;
        const shown = moves.map((m) => json(game.viewMove(s, actor, m, viewer)));
        const seen = after.map((a) => body(game.view(a, viewer)));
        const states = after.map(body);
        for (let a = 0; a < moves.length; a++) {
          for (let b = a + 1; b < moves.length; b++) {
            if (states[a] === states[b]) continue;
            if (shown[a] === shown[b] && seen[a] !== seen[b])
              broken(game, `${at}: the view tells apart moves shown alike: ${shown[a]}`);
            if (actor === 'chance' && seen[a] === seen[b] && shown[a] !== shown[b])
              broken(game, `${at}: viewMove tells apart hidden outcomes ${shown[a]}, ${shown[b]}`);
          }
        }
      }
    }
  }
}

/**
 * A view is a function of what its viewer was shown, not only at the move that hid a secret but
 * ever after: the game replayed with one secret changed (another outcome or move, shown to a
 * viewer as the one played) must look the same to that viewer at every later state, for as long
 * as every move is shown to it alike, is legal, and the same actors are awaited; until the end,
 * where a game may show everything.
 */
export function checkHistories(game: AnyGame, played: Played, seed: string): void {
  const rng = createRng(`histories/${seed}`);
  const viewers = viewersOf(played.players);
  let followed = 0;
  for (let i = 0; i < played.moves.length && followed < 8; i++) {
    const { actor, move } = played.moves[i]!;
    const s = played.states[i];
    const all: readonly unknown[] =
      actor === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s, actor);
    if (all.length < 2) continue;
    for (const viewer of viewers) {
      if (viewer === actor || game.viewMove(s, actor, move, viewer) === move) continue;
      const shown = json(game.viewMove(s, actor, move, viewer));
      const alt = Array.from({ length: 16 }, () => all[rng.int(all.length)]).find(
        (m) => json(m) !== json(move) && json(game.viewMove(s, actor, m, viewer)) === shown,
      );
      if (alt === undefined) continue;
      followed++;
      followSecret(game, played, i, alt, viewer);
    }
  }
}

function followSecret(
  game: AnyGame,
  played: Played,
  from: number,
  alt: unknown,
  viewer: Viewer,
): void {
  const first = game.apply(played.states[from], played.moves[from]!.actor, alt);
  if (!first.ok) return broken(game, `state ${from}: ${json(alt)} refused`);
  let other: unknown = first.value;
  for (let j = from + 1; j < played.states.length; j++) {
    const real = played.states[j];
    if (json(game.toMove(other)) !== json(game.toMove(real)) || game.result(real) !== null) return;
    if (body(game.view(other, viewer)) !== body(game.view(real, viewer)))
      broken(
        game,
        `state ${j}: ${viewer} sees a secret changed at move ${from} (${json(alt)} for ${json(played.moves[from]!.move)})`,
      );
    const { actor, move } = played.moves[j]!;
    if (
      json(game.viewMove(other, actor, move, viewer)) !==
      json(game.viewMove(real, actor, move, viewer))
    )
      return;
    const next = game.apply(other, actor, move);
    if (!next.ok) return;
    other = next.value;
  }
}

/**
 * The moves checkViews compares, of those possible at a node: all of a few; else `anchor` (the
 * move played), up to 10 that some viewer is shown as `anchor` (where secrets hide; looked for
 * among 64 at random, and not at all when `anchor` is shown as it is to everyone), and 8 more
 * at random.
 */
function sampleMoves(
  game: AnyGame,
  s: unknown,
  actor: Actor,
  all: readonly unknown[],
  anchor: unknown,
  viewers: readonly Viewer[],
  rng: Rng,
): readonly unknown[] {
  if (all.length <= 16) return all;
  const draw = (n: number) => Array.from({ length: n }, () => all[rng.int(all.length)]);
  const others = viewers.filter((v) => v !== actor);
  const redacted = others.some((v) => game.viewMove(s, actor, anchor, v) !== anchor);
  const shown = others.map((v) => json(game.viewMove(s, actor, anchor, v)));
  const alike = !redacted
    ? []
    : draw(64).filter(
        (m) =>
          m !== anchor && others.some((v, k) => json(game.viewMove(s, actor, m, v)) === shown[k]),
      );
  const random = draw(8);
  return [...new Set([anchor, ...alike.slice(0, 10), ...random])];
}

/**
 * `applyInPlace`, where a game has it: the same states and the same refusals as `apply`, a
 * refused state unchanged, and views that share nothing the next move changes.
 */
export function checkInPlace(game: AnyGame, played: Played, seed: string): void {
  if (!game.applyInPlace) return;
  const rng = createRng(`in-place/${seed}`);
  const moves = played.moves;
  // A state of its own: setup again, never one of the states `apply` made.
  const mirror: unknown = game.setup(played.options, played.players);
  moves.forEach(({ actor, move }, i) => {
    const wrong = moves[rng.int(moves.length)]!.move;
    const refused = game.apply(played.states[i], actor, wrong);
    if (!refused.ok) {
      const before = body(mirror);
      const error = game.applyInPlace!(mirror, actor, wrong);
      if (json(error) !== json(refused.error))
        broken(game, `move ${i}: in place, ${json(wrong)} gave ${json(error)}`);
      if (body(mirror) !== before) broken(game, `move ${i}: a refusal in place changed the state`);
    }
    const views = viewersOf(played.players).map((viewer) => game.view(mirror, viewer));
    const texts = views.map(body);
    const error = game.applyInPlace!(mirror, actor, move);
    if (error) broken(game, `move ${i}: ${json(move)} refused in place: ${error.code}`);
    if (body(mirror) !== body(played.states[i + 1]))
      broken(game, `move ${i}: applied in place, another state than apply's`);
    views.forEach((v, k) => {
      if (body(v) !== texts[k]) broken(game, `move ${i}: a view changed with the state`);
    });
  });
}

/**
 * `playout`, where a game has it: the very moves of the kernel's list-based playout for the same
 * draws, from any state, leaving that state unchanged.
 */
export function checkPlayout(game: AnyGame, played: Played, seed: string): void {
  if (!game.playout) return;
  for (const i of spread(played.states.length, 6)) {
    const s = played.states[i];
    const before = json(s);
    const fastRng = createRng(`playout/${seed}/${i}`);
    const listRng = createRng(`playout/${seed}/${i}`);
    const fast = game.playout(s, fastRng);
    if (json(s) !== before) broken(game, `state ${i}: playout changed its input`);
    const listed = randomPlayoutFromLists(game, s, listRng);
    if (json(fast) !== json(listed)) broken(game, `state ${i}: playout ends elsewhere`);
    if (fastRng.nextUint32() !== listRng.nextUint32())
      broken(game, `state ${i}: playout drew another number of times`);
  }
}

/** Every move reads as a log line in every language, for every viewer. */
export function checkDescribed(game: AnyGame, played: Played): void {
  for (const i of spread(played.moves.length, 150)) {
    const { actor, move } = played.moves[i]!;
    for (const viewer of viewersOf(played.players)) {
      const entry = game.describeMove(played.states[i], actor, move, viewer);
      for (const lang of LANGS) {
        const text = translate([game.messages, kernelMessages], lang, entry.key, entry.params);
        // A '?' stands for a name the catalogs lack (a sector letter, a creature).
        if (text === entry.key || /[{}?]/.test(text))
          broken(game, `move ${i} (${json(move)}) reads in ${lang}: ${text}`);
      }
    }
  }
}

/** Messages exist in es, en and fr for the same keys. */
export function checkMessages(game: AnyGame): void {
  const keys = json(Object.keys(game.messages.en).sort());
  for (const lang of LANGS) {
    if (json(Object.keys(game.messages[lang]).sort()) !== keys)
      broken(game, `the ${lang} messages have other keys than the English`);
  }
}

/** Options: the defaults survive JSON and parsing; anything else is refused in every language. */
export function checkOptions(game: AnyGame): void {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const defaults = game.defaultOptions(players);
    const parsed = game.parseOptions(JSON.parse(json(defaults)), players);
    if (!parsed.ok || json(parsed.value) !== json(defaults))
      broken(game, `the default options for ${players} do not parse back`);
    for (const raw of [{ nonsense: 1 }, 42, 'x', [1]]) {
      const bad = game.parseOptions(raw, players);
      if (bad.ok) return broken(game, `options ${json(raw)} accepted`);
      checkRendered(game, bad.error, `options ${json(raw)}`);
    }
  }
}

/** Malformed moves are refused by `parseMove` with the shared code, naming the field at fault. */
export function checkBadMoves(game: AnyGame): void {
  for (const raw of [null, 42, 'pass', [], {}, { type: 'no-such-move' }, { type: 7 }]) {
    const parsed = game.parseMove(raw);
    if (parsed.ok) return broken(game, `parseMove accepted ${json(raw)}`);
    const { code, params } = parsed.error;
    // The field at fault is a key, never prose: the message is shown translated.
    if (code !== 'malformed-move' || !/^[a-z]+$/.test(String(params.field)))
      broken(game, `parseMove(${json(raw)}) gave ${json(parsed.error)}`);
    checkRendered(game, parsed.error, `move ${json(raw)}`);
  }
}

/**
 * `parseMove` checks every field: each move type met in play, with any one of its fields made
 * an object, is refused as malformed, naming a field.
 */
export function checkMoveFields(game: AnyGame, played: Played): void {
  const byShape = new Map<string, Record<string, unknown>>();
  for (const { move } of played.moves) {
    if (typeof move !== 'object' || move === null) continue;
    byShape.set(Object.keys(move).join(), move as Record<string, unknown>);
  }
  for (const move of byShape.values()) {
    for (const field of Object.keys(move)) {
      const raw = { ...move, [field]: { nonsense: [1] } };
      const parsed = game.parseMove(raw);
      if (parsed.ok) return broken(game, `parseMove accepted ${json(raw)}`);
      if (parsed.error.code !== 'malformed-move' || typeof parsed.error.params.field !== 'string')
        broken(game, `parseMove(${json(raw)}) gave ${json(parsed.error)}`);
    }
  }
}

/** Every check over one random game, in the order a failure is easiest to read. */
export const GAME_CHECKS = {
  complete: checkComplete,
  pure: checkPure,
  chance: checkChance,
  replay: checkReplayFile,
  legal: checkLegal,
  determinize: checkDeterminize,
  viewShape: checkViewShape,
  views: checkViews,
  histories: checkHistories,
  inPlace: checkInPlace,
  playout: checkPlayout,
  described: checkDescribed,
  moveFields: checkMoveFields,
} as const;
