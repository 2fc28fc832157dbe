import {
  createRng,
  RandomAgent,
  runMatch,
  type Agent,
  randomPlayout,
  randomPlayoutFromLists,
  type Actor,
  type AnyGame,
  type Rng,
} from '../kernel/index.js';
import { GAMES, type BotEntry } from '../games/registry.js';
import { draftPlayout } from '../games/survive/apply.js';
import { simulate } from '../cli/simulate.js';
import { compileCLoop } from './c-loop.js';

/**
 * `npm run bench`: for each game, complete random games per second on one core (4 players where
 * the game allows), and each bot's mean time per decision. Figures only: nothing is asserted.
 *
 * Each fast path is printed against the path it replaced, both measured in this run and in turns
 * (see interleaved): figures of another day or machine, or even of the minute before, say little
 * on a shared machine whose speed drifts by 2x within minutes.
 * The raw playouts (the game's own `playout`) against the kernel's list-based playout
 * (legalMoves + apply at every move); `fathom simulate` against the match runner's path per
 * decision (a legal list, a decision input and a move applied at every turn), which it took
 * for random bots before it handed their matches to the playout. Where a game has a plain C loop
 * of its playout (c-loop.ts), the raw playouts against it too, in the same turns.
 */

const PLAYOUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BOT_SECONDS = Number(process.env.BENCH_BOT_SECONDS ?? 5);

function playersFor(game: AnyGame): number {
  return Math.min(Math.max(4, game.minPlayers), game.maxPlayers);
}

type Playout = (game: AnyGame, state: unknown, rng: Rng) => unknown;
/**
 * Plays `games` complete games (the `round`th call may seed its games by it); returns the CPU
 * milliseconds they took when it times them itself (a child process, its start left out).
 */
type Path = (games: number, round: number) => number | void;
interface Rate {
  readonly games: number;
  readonly perSecond: number;
}

/** Random playouts from a fresh setup, by the given playout. */
function playouts(game: AnyGame, players: number, playout: Playout): Path {
  const rng = createRng('bench');
  const options = game.defaultOptions(players);
  return (games) => {
    for (let g = 0; g < games; g++) playout(game, game.setup(options, players), rng);
  };
}

/**
 * `fathom simulate` with random bots at every seat: the match runner's cost over the raw playout
 * (each bot draws from its own generator; the runner plays such a match as one playout with a
 * generator per seat).
 */
function simulated(game: AnyGame, players: number): Path {
  return (games, round) => {
    simulate({
      gameId: game.id,
      players,
      games,
      bots: Array<string>(players).fill('random'),
      seed: `bench/${round}`,
      rotate: false,
    });
  };
}

/**
 * The match runner's path per decision for the same random bots (what `fathom simulate` did
 * before): agents that decide alike but do not say they are uniform, so the runner asks each.
 */
function decided(game: AnyGame, players: number): Path {
  const options = game.defaultOptions(players);
  const agents: Agent<unknown, unknown>[] = Array.from({ length: players }, () => {
    const random = new RandomAgent<unknown, unknown>();
    return { name: random.name, instant: true, decide: (input) => random.decide(input) };
  });
  return (games, round) => {
    const rng = createRng(`bench/${round}/chance`);
    const seatRngs = agents.map((_, i) => createRng(`bench/${round}/bot${i}`));
    for (let g = 0; g < games; g++)
      runMatch(game, options, agents, rng, seatRngs, { record: false });
  };
}

/**
 * A game's own playout before its present one, printed against it: the path it replaced, which
 * the list-based playout (the reference) is not.
 */
const PREVIOUS_PLAYOUTS: Readonly<Record<string, { label: string; playout: Playout }>> = {
  survive: {
    label: 'the draft playout (play.ts on one draft, moves sampled as objects)',
    playout: (_game, state, rng) => draftPlayout(state as Parameters<typeof draftPlayout>[0], rng),
  },
};

/** A slice of one path: long enough to time, short enough for the paths to take turns often. */
const SLICE_MS = 50;

/** This process's CPU time so far, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Games per CPU second of each path, measured in turns (a slice of each, again and again) for
 * PLAYOUT_SECONDS each, after half a second each of warm-up for the JIT: on a shared machine
 * whose speed drifts, paths measured one after the other compare the machine's moments. CPU
 * time, not the clock's: with more processes than cores, the clock also counts the slices the
 * others ran in (at a load of 20 on 2 cores the clock's ratios moved by a fifth between runs).
 */
function interleaved(paths: readonly Path[]): Rate[] {
  const games = paths.map(() => 0);
  const ms = paths.map(() => 0);
  const batch = paths.map(() => 1);
  const turn = (round: number, count: boolean) =>
    paths.forEach((path, i) => {
      const started = cpuMs();
      const own = path(batch[i]!, round);
      const took = typeof own === 'number' ? own : cpuMs() - started;
      if (count) {
        games[i]! += batch[i]!;
        ms[i]! += took;
      }
      if (took < SLICE_MS) batch[i]! *= 2;
    });
  let round = 0;
  const warmUntil = performance.now() + 500 * paths.length;
  while (performance.now() < warmUntil) turn(round++, false);
  while (Math.min(...ms) < PLAYOUT_SECONDS * 1000) turn(round++, true);
  return paths.map((_, i) => ({ games: games[i]!, perSecond: games[i]! / (ms[i]! / 1000) }));
}

/** Times one bot in seat 1 against random players, over as many games as the budget allows. */
function botDecisionTime(
  game: AnyGame,
  bot: BotEntry,
  players: number,
): { decisions: number; meanMs: number; maxMs: number } {
  const rng = createRng(`bench/${bot.name}`);
  const random = GAMES.get(game.id)!.bots.find((b) => b.name === 'random') ?? bot;
  const options = game.defaultOptions(players);
  let decisions = 0;
  let total = 0;
  let max = 0;
  const until = performance.now() + BOT_SECONDS * 1000;
  while (performance.now() < until) {
    const agents = Array.from({ length: players }, (_, seat) =>
      (seat === 0 ? bot : random).create(),
    );
    let state = game.setup(options, players);
    while (performance.now() < until) {
      const toMove = game.toMove(state);
      if (toMove.length === 0) break;
      const actor = toMove[0] as Actor;
      let move: unknown;
      if (actor === 'chance') move = game.sampleChance(state, rng);
      else {
        const input = {
          view: game.view(state, actor),
          seat: actor,
          legal: game.legalMoves(state, actor),
          rng,
        };
        const started = performance.now();
        move = agents[actor]!.decide(input);
        if (actor === 0) {
          const ms = performance.now() - started;
          decisions++;
          total += ms;
          max = Math.max(max, ms);
        }
      }
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(`${bot.name} made an illegal move: ${next.error.code}`);
      state = next.value;
    }
  }
  return { decisions, meanMs: decisions ? total / decisions : 0, maxMs: max };
}

function ratio(now: { perSecond: number }, before: { perSecond: number }): string {
  return (now.perSecond / before.perSecond).toFixed(2);
}

function main(): void {
  const only = process.argv[2];
  console.log(
    `Fathom benchmarks, Node ${process.version}, one core (this process), ${new Date().toISOString()}; each fast path against the path it replaced, measured in turns in this run`,
  );
  for (const [id, entry] of GAMES) {
    if (only && id !== only) continue;
    const players = playersFor(entry.game);
    const { game } = entry;
    const paths = [
      playouts(game, players, randomPlayout),
      simulated(game, players),
      decided(game, players),
    ];
    // The same games through the public contract (legalMoves, then apply): the path before.
    if (game.playout) paths.push(playouts(game, players, randomPlayoutFromLists));
    const previous = PREVIOUS_PLAYOUTS[id];
    if (previous) paths.push(playouts(game, players, previous.playout));
    const cLoop = compileCLoop(id, players);
    if (cLoop && typeof cLoop !== 'string') paths.push((games) => cLoop.play(games));
    const rates = interleaved(paths);
    if (cLoop && typeof cLoop !== 'string') cLoop.close();
    const [random, simulation, perDecision] = rates as [Rate, Rate, Rate];
    const listed = game.playout ? rates[3] : undefined;
    const before = previous ? rates[game.playout ? 4 : 3] : undefined;
    const c = cLoop && typeof cLoop !== 'string' ? rates.at(-1) : undefined;
    console.log(`\n${id}`);
    console.log(
      `  random playouts, ${players} players: ${random.perSecond.toFixed(0)} complete games per CPU second (${random.games} games)`,
    );
    if (listed) {
      console.log(
        `    before, the list-based playout (legalMoves + apply): ${listed.perSecond.toFixed(0)} complete games per CPU second; ${ratio(random, listed)}x now (${listed.games} games)`,
      );
    }
    if (previous && before) {
      console.log(
        `    before, ${previous.label}: ${before.perSecond.toFixed(0)} complete games per CPU second; ${ratio(random, before)}x now (${before.games} games)`,
      );
    }
    if (c) {
      console.log(
        `    against a plain C loop of the same game (src/bench/${id}/loop.c, cc -O2): ${c.perSecond.toFixed(0)} complete games per CPU second; the playouts at ${ratio(random, c)} of it (${c.games} games)`,
      );
    } else if (typeof cLoop === 'string') console.log(`    ${cLoop}`);
    console.log(
      `  fathom simulate, random bots: ${simulation.perSecond.toFixed(0)} complete games per CPU second, ${ratio(simulation, random)} of the random playouts (${simulation.games} games)`,
    );
    console.log(
      `    before, a decision per move: ${perDecision.perSecond.toFixed(0)} complete games per CPU second, ${ratio(perDecision, random)} of the random playouts; ${ratio(simulation, perDecision)}x now (${perDecision.games} games)`,
    );
    for (const bot of entry.bots) {
      const t = botDecisionTime(entry.game, bot, players);
      console.log(
        `  bot ${bot.name.padEnd(10)} mean ${t.meanMs.toFixed(3)} ms/decision, max ${t.maxMs.toFixed(1)} ms (${t.decisions} decisions, ${players} players)`,
      );
    }
  }
}

main();
