import { createRng, randomPlayoutFromLists, type AnyGame } from '../../src/kernel/index.js';
import { spread, type Played } from './play.js';
import { broken, body, json, viewersOf } from './broken.js';

/** The contract's checks of the fast paths: applyInPlace and playout agree with apply. */

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
 * draws, from any state, leaving that state unchanged; also with a generator per seat.
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
    // With a generator per seat (random agents), each seat's moves from its own.
    const seats = (tag: string) =>
      Array.from({ length: played.players }, (_, seat) => createRng(`${tag}/${seed}/${i}/${seat}`));
    const fastSeats = seats('seat');
    const listSeats = seats('seat');
    const fastBySeat = game.playout(s, createRng(`chance/${seed}/${i}`), fastSeats);
    const listedBySeat = randomPlayoutFromLists(
      game,
      s,
      createRng(`chance/${seed}/${i}`),
      listSeats,
    );
    if (json(fastBySeat) !== json(listedBySeat))
      broken(game, `state ${i}: playout with a generator per seat ends elsewhere`);
    fastSeats.forEach((r, seat) => {
      if (r.nextUint32() !== listSeats[seat]!.nextUint32())
        broken(game, `state ${i}: playout drew another number of times for seat ${seat}`);
    });
  }
}
