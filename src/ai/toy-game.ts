import { fail, ok, rankByScore, type Game } from '../kernel/index.js';

/**
 * A tiny game for the search's tests: two players each pick a card from 1 to `cards` (player 0
 * sees nothing of player 1's hand, which chance deals); highest total of pick plus hidden bonus
 * wins. Picking the highest card is always best: a test knows the right answer.
 */
export interface ToyState {
  readonly bonus: readonly (number | null)[];
  readonly picks: readonly (number | null)[];
}
export type ToyMove = { readonly bonus: number } | { readonly pick: number };
/** A hidden bonus and one not yet dealt look alike (null): `dealt` tells them apart. */
export interface ToyView extends ToyState {
  readonly dealt: number;
}

export const CARDS = 5;

/** What every test game of the search shares: two players, no options, moves taken as given. */
export function testGameBasics<M>(id: string) {
  return {
    id,
    rulesVersion: 1,
    minPlayers: 2,
    maxPlayers: 2,
    messages: { en: {}, es: {}, fr: {} },
    defaultOptions: () => null,
    parseOptions: () => ok(null),
    parseMove: (raw: unknown) => ok(raw as M),
    viewMove: (_before: unknown, _actor: unknown, move: M) => move,
    describeMove: () => ({ key: id, params: {} }),
  };
}

export const toyGame: Game<ToyState, ToyMove, ToyView, null> = {
  ...testGameBasics<ToyMove>('toy'),
  setup: () => ({ bonus: [null, null], picks: [null, null] }),
  toMove: (s) => {
    const deal = s.bonus.indexOf(null);
    if (deal >= 0) return ['chance'];
    const next = s.picks.indexOf(null);
    return next >= 0 ? [next] : [];
  },
  legalMoves: (s, seat) =>
    s.picks[seat] === null ? Array.from({ length: CARDS }, (_, i) => ({ pick: i + 1 })) : [],
  chanceOutcomes: () => [0, 1, 2].map((bonus) => ({ move: { bonus }, probability: 1 / 3 })),
  sampleChance: (_s, rng) => ({ bonus: rng.int(3) }),
  apply: (s, actor, move) => {
    if (actor === 'chance' && 'bonus' in move) {
      const bonus = [...s.bonus];
      bonus[bonus.indexOf(null)] = move.bonus;
      return ok({ ...s, bonus });
    }
    if (typeof actor === 'number' && 'pick' in move && s.picks[actor] === null) {
      const picks = [...s.picks];
      picks[actor] = move.pick;
      return ok({ ...s, picks });
    }
    return fail('not-your-turn');
  },
  // Each player sees their own bonus, not the other's: nor the deal of it.
  view: (s, viewer) => ({
    picks: s.picks,
    bonus: s.bonus.map((b, i) => (i === viewer ? b : null)),
    dealt: s.bonus.filter((b) => b !== null).length,
  }),
  viewMove: (s, actor, move, viewer) =>
    actor === 'chance' && s.bonus.indexOf(null) !== viewer ? { bonus: null } : move,
  determinize: (v, _viewer, rng) => ({
    picks: v.picks,
    bonus: v.bonus.map((b, i) => b ?? (i < v.dealt ? rng.int(3) : null)),
  }),
  result: (s) => {
    if (s.picks.includes(null)) return null;
    const scores = s.picks.map((p, i) => (p ?? 0) + (s.bonus[i] ?? 0));
    return { scores, ranking: rankByScore(scores) };
  },
};
