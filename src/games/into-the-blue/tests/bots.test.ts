import { describe, expect, it } from 'vitest';
import { createRng, runMatch, type Agent } from '../../../kernel/index.js';
import { itbBots } from '../bots/index.js';
import { diceOdds } from '../bots/odds.js';
import { ExpertBot } from '../bots/expert.js';
import { intoTheBlueBotHooks } from '../bots/search-hooks.js';
import { intoTheBlue as game } from '../index.js';
import { Script } from './script.js';

describe('the expert’s odds', () => {
  it('from 1 2 3 4 5 5 with one roll left, a perfect dive is 1 in 6', () => {
    expect(diceOdds([1, 2, 3, 4, 5, 5], 1).perfect).toBeCloseTo(1 / 6, 12);
  });
  it('with two rolls left it is 1 - (5/6)^2', () => {
    expect(diceOdds([1, 2, 3, 4, 5, 5], 2).perfect).toBeCloseTo(1 - (5 / 6) ** 2, 12);
  });
  it('holding a perfect dive, its chance is 1', () => {
    expect(diceOdds([1, 2, 3, 4, 5, 6], 2).perfect).toBe(1);
  });
  it('before the first roll, reaching level 1 means one 1 among 18 dice thrown at best', () => {
    expect(diceOdds([], 3).reach[0]).toBeCloseTo(1 - (5 / 6) ** 18, 12);
  });
  it('deeper levels are never likelier than shallower ones', () => {
    const { reach, perfect } = diceOdds([1, 1, 3, 4, 6, 6], 2);
    for (let k = 1; k < reach.length; k++) expect(reach[k]).toBeLessThanOrEqual(reach[k - 1]!);
    expect(perfect).toBeLessThanOrEqual(reach[4]!);
  });
});

describe('bots', () => {
  for (const entry of itbBots) {
    it(
      `${entry.name} plays complete games with legal moves only, 2 to 5 players`,
      { timeout: 60_000 },
      () => {
        for (let players = 2; players <= 5; players++) {
          // Bots that search against the clock get a few milliseconds: the game, not the
          // strength, is under test here (src/ai tests the search).
          const agents = Array.from({ length: players }, () => entry.create({ timeMs: 5 }));
          const record = runMatch(
            game,
            game.defaultOptions(players),
            agents,
            createRng(`c${players}`),
            agents.map((_, i) => createRng(`b${i}`)),
          );
          expect(record.result.scores).toHaveLength(players);
        }
      },
    );
  }

  it('the expert never peeks: its decision depends only on its own view', () => {
    // Two states that differ only in a chest the expert cannot see.
    const a = new Script(2)
      .turn([2, 2, 2, 2, 2, 2])
      .turn([1, 2, 3, 4, 5, 6])
      .chest(5)
      .roll(1, 1, 3, 3, 4, 6);
    const b = new Script(2)
      .turn([2, 2, 2, 2, 2, 2])
      .turn([1, 2, 3, 4, 5, 6])
      .chest(8)
      .roll(1, 1, 3, 3, 4, 6);
    expect(game.view(a.state, 0)).toEqual(game.view(b.state, 0));
    expect(a.state).not.toEqual(b.state);
  });

  it('the expert takes a sure perfect dive rather than rerolling', () => {
    const s = new Script(2).roll(1, 2, 3, 4, 5, 6);
    const move = new ExpertBot().decide({
      view: game.view(s.state, 0),
      seat: 0,
      legal: game.legalMoves(s.state, 0),
      rng: createRng('x'),
    });
    expect(move).toEqual({ type: 'stop' });
  });

  it('the expert places six shells on an empty level rather than one', () => {
    const s = new Script(2).roll(1, 2, 2, 2, 2, 2).stop();
    const move = new ExpertBot().decide({
      view: game.view(s.state, 0),
      seat: 0,
      legal: game.legalMoves(s.state, 0),
      rng: createRng('x'),
    });
    expect(move).toEqual({ type: 'place', level: 2 });
  });

  // Seeded, so not flaky; the figures over 10,000 games come from `fathom simulate`.
  it('the expert beats the heuristic in most two-player games', { timeout: 60_000 }, () => {
    const expert = itbBots.find((b) => b.name === 'expert')!;
    const heuristic = itbBots.find((b) => b.name === 'heuristic')!;
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const agents: Agent<unknown, unknown>[] =
        g % 2 ? [expert.create(), heuristic.create()] : [heuristic.create(), expert.create()];
      const r = runMatch(game, game.defaultOptions(2), agents, createRng(`g${g}`), [
        createRng('a'),
        createRng('b'),
      ]);
      if (r.result.ranking[g % 2 ? 0 : 1] === 1) wins++;
    }
    expect(wins).toBeGreaterThan(24);
  });
});

describe('what the expert lends the generic search', () => {
  // Random positions of 2 to 4 players, at every kind of decision.
  const positions = () => {
    const out: { state: ReturnType<typeof game.setup>; seat: number }[] = [];
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 3);
      let state = game.setup(game.defaultOptions(players), players);
      const rng = createRng(`lend${g}`);
      for (;;) {
        const actor = game.toMove(state)[0];
        if (actor === undefined) break;
        if (actor !== 'chance' && game.legalMoves(state, actor).length > 1) {
          out.push({ state, seat: actor });
        }
        const move =
          actor === 'chance'
            ? game.sampleChance(state, rng)
            : game.legalMoves(state, actor)[rng.int(game.legalMoves(state, actor).length)];
        const next = game.apply(state, actor, move!);
        if (!next.ok) throw new Error(next.error.code);
        state = next.value;
      }
    }
    return out;
  };

  it('its ranking begins with the move it plays, and lists legal moves only', () => {
    const expert = new ExpertBot();
    for (const { state, seat } of positions()) {
      const view = game.view(state, seat);
      const legal = game.legalMoves(state, seat);
      const ranked = expert.ranked(view, seat, legal, 3);
      const played = expert.decide({ view, seat, legal, rng: createRng('x') });
      expect(ranked[0]).toEqual(played);
      expect(ranked.length).toBe(Math.min(3, legal.length));
      for (const m of ranked) expect(legal).toContainEqual(m);
    }
  });

  it('the rest of a turn at a dice decision is worth at least stopping there', () => {
    // Stopping is always allowed, so going on with the best choice is worth at least as much as
    // the dive made by stopping now: the same tables answer both.
    const expert = new ExpertBot();
    let decisions = 0;
    for (const { state, seat } of positions()) {
      const view = game.view(state, seat);
      if (view.phase !== 'decide') continue;
      decisions++;
      const stopNow = game.apply(state, seat, { type: 'stop' });
      if (!stopNow.ok) throw new Error(stopNow.error.code);
      const gain = expert.turnGain(view, seat);
      const atStop = game.view(stopNow.value, seat);
      // After stopping, the dive's value is final (placing or not): never more than going on.
      if (atStop.current === seat && atStop.phase === 'place') {
        expect(gain).toBeGreaterThanOrEqual(expert.turnGain(atStop, seat) - 1e-9);
      }
    }
    expect(decisions).toBeGreaterThan(10);
  });

  it('one expert asked about a position at tables of other chests answers for each table', () => {
    // The search's hooks share one expert among all its tables: a plan made for one table's
    // chests must not answer for another's (their mean is what a hidden chest is worth).
    const shared = new ExpertBot();
    let differ = 0;
    for (const { state, seat } of positions().filter((_, i) => i % 7 === 0)) {
      const rich = { ...state, options: { ...state.options, chests: [95, 96, 97, 98, 99] } };
      for (const s of [state, rich]) {
        const view = game.view(s, seat);
        expect(shared.turnGain(view, seat)).toBe(new ExpertBot().turnGain(view, seat));
      }
      const gain = (s: typeof state) => new ExpertBot().turnGain(game.view(s, seat), seat);
      if (gain(state) !== gain(rich)) differ++;
    }
    expect(differ).toBeGreaterThan(5);
  });

  it('the search bot weighs the expert’s two best moves, and more of them in the last round', () => {
    let last = 0;
    for (const { state, seat } of positions()) {
      const view = game.view(state, seat);
      const legal = game.legalMoves(state, seat);
      const named = intoTheBlueBotHooks.rootCandidates!(view, seat, legal, createRng('x'));
      const count = view.trigger === null ? 2 : 8;
      expect(named).toEqual(new ExpertBot().ranked(view, seat, legal, count));
      if (view.trigger !== null && named.length > 2) last++;
    }
    expect(last).toBeGreaterThan(3);
  });
});
