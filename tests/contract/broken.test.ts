import { describe, expect, it } from 'vitest';
import { toyGame, type ToyMove, type ToyState, type ToyView } from '../../src/ai/toy-game.js';
import { aquasphere } from '../../src/games/aquasphere/index.js';
import { intoTheBlue } from '../../src/games/into-the-blue/index.js';
import { survive } from '../../src/games/survive/index.js';
import type { AnyGame, Game, Rng, Viewer } from '../../src/kernel/index.js';
import {
  checkChance,
  checkComplete,
  checkDeterminize,
  checkHistories,
  checkInPlace,
  checkPlayout,
  checkPure,
  checkReplayFile,
  checkViews,
  ContractBroken,
} from './checks.js';
import { playRandom } from './play.js';

/**
 * The contract checks catch what they are for: each is run on a game broken on purpose (a real
 * one, or the search's toy game) and must throw, while the same game unbroken passes.
 */
type Check = (game: AnyGame, played: ReturnType<typeof playRandom>, seed: string) => void;

function runOn(game: AnyGame, check: Check, players: number, seeds = 8): void {
  for (let i = 0; i < seeds; i++) {
    const seed = `broken/${i}`;
    check(game, playRandom(game, players, seed), seed);
  }
}

/** The message of the ContractBroken a run throws ('passed' if none; any other error is thrown). */
function brokenBy(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractBroken) return error.message;
    throw error;
  }
  return 'passed';
}

type Toy = Game<ToyState, ToyMove, ToyView, null>;

/** The toy game with an `applyInPlace` done right: whole fields replaced, never changed. */
const toy: Toy = {
  ...toyGame,
  applyInPlace(s, actor, move) {
    const next = toyGame.apply(s, actor, move);
    if (!next.ok) return next.error;
    Object.assign(s, next.value);
    return null;
  },
};

describe('the toy game', () => {
  it('passes the checks unbroken', () => {
    for (const check of [
      checkComplete,
      checkPure,
      checkChance,
      checkReplayFile,
      checkDeterminize,
      checkViews,
      checkHistories,
      checkInPlace,
    ])
      runOn(toy, check, 2);
  });

  it('fails checkDeterminize when determinize forgets what the viewer knows', () => {
    const game: Toy = {
      ...toy,
      determinize: (v, _viewer, rng) => ({
        picks: v.picks,
        bonus: v.bonus.map((_, i) => (i < v.dealt ? rng.int(3) : null)),
      }),
    };
    expect(brokenBy(() => runOn(game, checkDeterminize, 2))).toMatch(
      /looks different to its viewer/,
    );
  });

  it('fails checkViews when the view shows the other player’s bonus', () => {
    const game: Toy = { ...toy, view: (s) => ({ ...s, dealt: toy.view(s, 0).dealt }) };
    expect(brokenBy(() => runOn(game, checkViews, 2))).toMatch(
      /the view tells apart moves shown alike/,
    );
  });

  it('fails checkViews when viewMove shows everyone the bonus dealt', () => {
    const game: Toy = { ...toy, viewMove: (_s, _actor, move) => move };
    expect(brokenBy(() => runOn(game, checkViews, 2))).toMatch(
      /viewMove tells apart hidden outcomes/,
    );
  });

  it('fails checkInPlace when applyInPlace skips a move', () => {
    const game: Toy = {
      ...toy,
      applyInPlace: (s, actor, move) =>
        actor === 'chance' ? null : toy.applyInPlace!(s, actor, move),
    };
    expect(brokenBy(() => runOn(game, checkInPlace, 2))).toMatch(/another state than apply's/);
  });

  it('fails checkInPlace when applyInPlace changes what a view shares', () => {
    // The toy's views share the state's picks array, which the next pick changes here.
    const game: Toy = {
      ...toy,
      applyInPlace(s, actor, move) {
        if (actor === 'chance' || !('pick' in move) || s.picks[actor] !== null)
          return toy.applyInPlace!(s, actor, move);
        (s.picks as (number | null)[])[actor] = move.pick;
        return null;
      },
    };
    expect(brokenBy(() => runOn(game, checkInPlace, 2))).toMatch(/a view changed with the state/);
  });

  it('fails checkInPlace when a refusal in place changes the state', () => {
    const game: Toy = {
      ...toy,
      applyInPlace(s, actor, move) {
        const error = toy.applyInPlace!(s, actor, move);
        if (error) Object.assign(s, { picks: [0, 0] });
        return error;
      },
    };
    expect(brokenBy(() => runOn(game, checkInPlace, 2))).toMatch(
      /a refusal in place changed the state/,
    );
  });
});

/** A determinize that samples as if for a spectator: it forgets the viewer's own secrets. */
function asSpectator(game: AnyGame): AnyGame {
  return {
    ...game,
    determinize: (v: unknown, viewer: Viewer, rng: Rng) => {
      const full = game.determinize(v, viewer, rng);
      return game.determinize(game.view(full, 'spectator'), 'spectator', rng);
    },
  };
}

/**
 * Into the Blue's chests come only with a perfect roll, in about two games of five: up to this
 * many games are played until one shows the flaw (the first does stop the run).
 */
const ITB_SEEDS = 16;

describe('real games broken on purpose', () => {
  it('Into the Blue: a view showing every chest fails checkViews', () => {
    const game: AnyGame = {
      ...intoTheBlue,
      view: (s: { chests: unknown }, viewer: Viewer) => ({
        ...intoTheBlue.view(s as never, viewer),
        chests: s.chests,
      }),
    };
    expect(brokenBy(() => runOn(game, checkViews, 3, ITB_SEEDS))).toMatch(
      /the view tells apart moves shown alike/,
    );
  });

  it('Into the Blue: a view showing the chests only when a player decides fails checkHistories', () => {
    // Never right after a chest is drawn (a roll comes first): only a later state shows it.
    const game: AnyGame = {
      ...intoTheBlue,
      view: (s: { chests: unknown; phase: string }, viewer: Viewer) => ({
        ...intoTheBlue.view(s as never, viewer),
        ...(s.phase === 'decide' ? { chests: s.chests } : {}),
      }),
    };
    expect(brokenBy(() => runOn(game, checkHistories, 3, ITB_SEEDS))).toMatch(
      /sees a secret changed at move/,
    );
  });

  it('Into the Blue and Survive: a determinize that forgets the viewer’s secrets fails', () => {
    expect(brokenBy(() => runOn(asSpectator(intoTheBlue), checkDeterminize, 3, ITB_SEEDS))).toMatch(
      /looks different to its viewer/,
    );
    expect(brokenBy(() => runOn(asSpectator(survive), checkDeterminize, 3, 1))).toMatch(
      /looks different to its viewer/,
    );
  });

  it('AquaSphere: an applyInPlace that accepts every pass fails checkInPlace', () => {
    const game: AnyGame = {
      ...aquasphere,
      applyInPlace: (s: never, actor: never, move: { type: string }) =>
        move.type === 'pass' ? null : aquasphere.applyInPlace!(s, actor, move as never),
    };
    expect(brokenBy(() => runOn(game, checkInPlace, 2, 1))).toMatch(/in place/);
  });

  it('AquaSphere: a view that is the state itself fails checkInPlace', () => {
    const game: AnyGame = { ...aquasphere, view: (s: unknown) => s };
    expect(brokenBy(() => runOn(game, checkInPlace, 2, 1))).toMatch(
      /a view changed with the state/,
    );
  });

  it("Into the Blue: a playout that draws the seats' moves from chance's generator fails checkPlayout", () => {
    const game: AnyGame = {
      ...intoTheBlue,
      playout: (s: unknown, rng: Rng) => intoTheBlue.playout!(s as never, rng),
    };
    expect(brokenBy(() => runOn(intoTheBlue, checkPlayout, 3, 2))).toBe('passed');
    expect(brokenBy(() => runOn(game, checkPlayout, 3, 2))).toMatch(
      /playout with a generator per seat ends elsewhere/,
    );
  });
});
