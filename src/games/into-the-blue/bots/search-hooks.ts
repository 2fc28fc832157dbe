import type { SearchHooks } from '../../../ai/index.js';
import type { Rng, Seat } from '../../../kernel/index.js';
import { view } from '../view.js';
import type { ItbMove, ItbState, ItbView } from '../state.js';
import { equities } from './evaluate.js';
import { ExpertBot } from './expert.js';

/** The expert's dice tables, kept for the positions the search asks about. */
const expert = new ExpertBot();

/**
 * What Into the Blue lends the generic search: each seat's expected final score, the mover's
 * including what the rest of its turn is worth with the expert's exact dice play. Without that
 * share a position mid-turn was judged as if the dice to come counted for nothing, and every keep
 * looked alike: against three experts at 100 ms a decision the search won 0 of 60 games, with it
 * 2.5 of 24.
 */
export const intoTheBlueHooks: SearchHooks = {
  values: (state) => {
    const s = state as ItbState;
    const pool = s.chestPool;
    const mean = pool.length ? pool.reduce((a, b) => a + b, 0) / pool.length : 0;
    const values = equities(s, s.chests, mean);
    if (s.phase !== 'over') {
      values[s.current] = values[s.current]! + expert.turnGain(view(s, s.current), s.current);
    }
    return values;
  },
  playoutDepth: 0,
  temperature: 5,
  // A keep is judged over every roll it may bring, weighted by its exact odds (462 rolls of six
  // dice at most), not over a few sampled rolls: the analysis marks keeps from these values.
  exactChance: true,
  // The expert's two best moves by its exact odds, for the search's look past this turn to choose
  // between: 6 of 32 games against three experts at 100 ms, against 2.5 of 24 weighing every move;
  // at 1 s, 9 of 40 (the experts 27.5% each; rated +41 above them, 95% interval -20 to +104).
  rootCandidates: (view, seat, legal) =>
    expert.ranked(view as ItbView, seat, legal as readonly ItbMove[], 2),
};

/** Turns a playout of the bot's search looks ahead: a round of four players. */
const PLAYOUT_TURNS = 4;

/** The expert's moves the bot weighs: its two best, and every one (up to 8) in the last round. */
const CANDIDATES = 2;
const LAST_ROUND_CANDIDATES = 8;

/**
 * What Into the Blue lends its `ismcts` bot: the values above, and a look past the expert's
 * horizon. The expert plays its own turn's dice exactly but judges where the turn ends by a smooth
 * estimate of the majorities; here each of its two best moves is played out by the expert itself
 * for every seat over the next four turns (a round), and judged there, both from the same samples
 * of the hidden chests and the same dice (`paired`), so that the search tells what the majorities
 * become when everyone answers, and overrules the expert only where one move clearly leads.
 * Measured against three experts at 200 ms a decision (CPU clock): see docs/bots.md.
 */
export const intoTheBlueBotHooks: SearchHooks = {
  ...intoTheBlueHooks,
  paired: true,
  // The horizon ends a playout; the depth only bounds it (a turn is a few moves).
  playoutDepth: 1000,
  horizon: (state) => (state as ItbState).turnCount,
  horizons: PLAYOUT_TURNS,
  policy: (state, seat: Seat, legal, rng: Rng) =>
    expert.decide({ view: view(state as ItbState, seat), seat, legal: legal as ItbMove[], rng }),
  // Once the last shell is played, a round's playouts reach the final scores: every choice is
  // weighed by the exact result, where the expert's smooth estimate of the majorities is least
  // right. (Not with one chest left: the game ends on the next perfect dive, which may be far.)
  rootCandidates: (v, seat, legal) => {
    const count = (v as ItbView).trigger !== null ? LAST_ROUND_CANDIDATES : CANDIDATES;
    return expert.ranked(v as ItbView, seat, legal as readonly ItbMove[], count);
  },
};
