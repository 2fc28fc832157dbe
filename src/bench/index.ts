import {
  createRng,
  randomPlayout,
  randomPlayoutFromLists,
  type Actor,
  type AnyGame,
  type Rng,
} from '../kernel/index.js';
import { GAMES, type BotEntry } from '../games/registry.js';
import { simulate } from '../cli/simulate.js';

/**
 * `npm run bench`: for each game, complete random games per second on one core (4 players where
 * the game allows), and each bot's mean time per decision. Figures only: nothing is asserted.
 */

const PLAYOUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BOT_SECONDS = Number(process.env.BENCH_BOT_SECONDS ?? 5);

function playersFor(game: AnyGame): number {
  return Math.min(Math.max(4, game.minPlayers), game.maxPlayers);
}

type Playout = (game: AnyGame, state: unknown, rng: Rng) => unknown;

function randomGamesPerSecond(
  game: AnyGame,
  players: number,
  playout: Playout,
): { games: number; perSecond: number } {
  const rng = createRng('bench');
  const options = game.defaultOptions(players);
  // Warm up the JIT first: the figure is for a running process.
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) playout(game, game.setup(options, players), rng);
  let games = 0;
  const started = performance.now();
  const until = started + PLAYOUT_SECONDS * 1000;
  while (performance.now() < until) {
    playout(game, game.setup(options, players), rng);
    games++;
  }
  return { games, perSecond: games / ((performance.now() - started) / 1000) };
}

/**
 * `fathom simulate` with random bots at every seat, in games per second: the match runner's
 * cost over the raw playout (each bot decides from its own generator, decisions are counted).
 */
function simulatedGamesPerSecond(
  game: AnyGame,
  players: number,
): { games: number; perSecond: number } {
  const run = (games: number, seed: string) =>
    simulate({
      gameId: game.id,
      players,
      games,
      bots: Array<string>(players).fill('random'),
      seed,
      rotate: false,
    });
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) run(50, 'warm');
  let games = 0;
  let seconds = 0;
  for (let batch = 0; seconds < PLAYOUT_SECONDS; batch++) {
    const report = run(200, `bench/${batch}`);
    games += report.games;
    seconds += report.seconds;
  }
  return { games, perSecond: games / seconds };
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

function main(): void {
  const only = process.argv[2];
  console.log(
    `Fathom benchmarks, Node ${process.version}, one core (this process), ${new Date().toISOString()}`,
  );
  for (const [id, entry] of GAMES) {
    if (only && id !== only) continue;
    const players = playersFor(entry.game);
    const random = randomGamesPerSecond(entry.game, players, randomPlayout);
    console.log(`\n${id}`);
    console.log(
      `  random playouts, ${players} players: ${random.perSecond.toFixed(0)} complete games/s (${random.games} games in ${PLAYOUT_SECONDS} s)`,
    );
    const simulated = simulatedGamesPerSecond(entry.game, players);
    console.log(
      `  fathom simulate, random bots: ${simulated.perSecond.toFixed(0)} complete games/s, ${(simulated.perSecond / random.perSecond).toFixed(2)} of the random playouts (${simulated.games} games)`,
    );
    if (entry.game.playout) {
      // The same games through the public contract (legalMoves, then apply), for comparison.
      const listed = randomGamesPerSecond(entry.game, players, randomPlayoutFromLists);
      console.log(
        `  the same through legalMoves + apply: ${listed.perSecond.toFixed(0)} complete games/s (${listed.games} games in ${PLAYOUT_SECONDS} s)`,
      );
    }
    for (const bot of entry.bots) {
      const t = botDecisionTime(entry.game, bot, players);
      console.log(
        `  bot ${bot.name.padEnd(10)} mean ${t.meanMs.toFixed(3)} ms/decision, max ${t.maxMs.toFixed(1)} ms (${t.decisions} decisions, ${players} players)`,
      );
    }
  }
}

main();
