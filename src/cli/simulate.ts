import { createRng, runMatch, type Agent } from '../kernel/index.js';
import { findBot, GAMES } from '../games/registry.js';

export interface SimulateOptions {
  readonly gameId: string;
  readonly players: number;
  readonly games: number;
  readonly bots: readonly string[];
  readonly seed: string;
  /** Rotate the bots around the table from game to game, so no bot always sits first. */
  readonly rotate: boolean;
}

export interface SeatStats {
  readonly bot: string;
  readonly wins: number;
  readonly meanScore: number;
  readonly meanDecisionMs: number;
}

export interface SimulationReport {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  /** One entry per bot in the order given (a bot's seat changes when rotating). */
  readonly seats: readonly SeatStats[];
}

/** Plays `games` games between bots; shared wins count once for each winner. */
export function simulate(opts: SimulateOptions): SimulationReport {
  const entry = GAMES.get(opts.gameId);
  if (!entry) throw new Error(`unknown game ${opts.gameId}`);
  const { game } = entry;
  const factories = opts.bots.map((name) => {
    const bot = findBot(opts.gameId, name);
    if (!bot) throw new Error(`unknown bot ${name} for ${opts.gameId}`);
    return bot;
  });
  const agents: Agent<unknown, unknown>[] = factories.map((f) => f.create());
  const n = agents.length;
  const wins = Array<number>(n).fill(0);
  const scores = Array<number>(n).fill(0);
  const thinking = Array<number>(n).fill(0);
  const decisions = Array<number>(n).fill(0);
  const rng = createRng(`${opts.seed}/chance`);
  const botRngs = agents.map((_, i) => createRng(`${opts.seed}/bot${i}`));
  const options = game.defaultOptions(n);
  // The agents and their generators by seat, for each shift of the rotation (built once: a
  // game of random bots is short, and two arrays per game were a tenth of a simulation).
  const bySeat = <T>(items: readonly T[]) =>
    Array.from({ length: n }, (_, shift) =>
      Array.from({ length: n }, (_, seat) => items[(seat - shift + n) % n]!),
    );
  const seatedBy = bySeat(agents);
  const seatRngsBy = bySeat(botRngs);
  const unrecorded = { record: false };
  const started = performance.now();
  for (let g = 0; g < opts.games; g++) {
    // Bot b sits at seat (b + shift) % n in game g.
    const shift = opts.rotate ? g % n : 0;
    const record = runMatch(game, options, seatedBy[shift]!, rng, seatRngsBy[shift]!, unrecorded);
    for (let b = 0; b < n; b++) {
      const seat = (b + shift) % n;
      if (record.result.ranking[seat] === 1) wins[b] = (wins[b] ?? 0) + 1;
      scores[b] = (scores[b] ?? 0) + (record.result.scores[seat] ?? 0);
      thinking[b] = (thinking[b] ?? 0) + (record.thinkingMs[seat] ?? 0);
      decisions[b] = (decisions[b] ?? 0) + (record.decisions[seat] ?? 0);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: game.id,
    players: n,
    games: opts.games,
    seconds,
    gamesPerSecond: opts.games / seconds,
    seats: factories.map((f, b) => ({
      bot: f.name,
      wins: wins[b] ?? 0,
      meanScore: (scores[b] ?? 0) / opts.games,
      meanDecisionMs: decisions[b] ? (thinking[b] ?? 0) / (decisions[b] ?? 1) : 0,
    })),
  };
}
