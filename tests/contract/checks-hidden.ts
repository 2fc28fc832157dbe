import { isDeepStrictEqual } from 'node:util';
import {
  createRng,
  type Actor,
  type AnyGame,
  type Rng,
  type Viewer,
} from '../../src/kernel/index.js';
import { spread, type Played } from './play.js';
import { broken, body, json, viewersOf } from './broken.js';

/** The contract's checks of hidden information: determinize, views, move histories. */

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
