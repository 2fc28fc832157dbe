import { seating } from '../ai/index.js';
import { findBot, GAMES } from '../games/registry.js';
import { createRng, runMatch } from '../kernel/index.js';

/** What a tournament thread needs to play its share of the games. */
export interface TournamentJob {
  readonly gameId: string;
  /** Distinct bot names: the rated players. */
  readonly players: readonly string[];
  /** Seats per game. */
  readonly seats: number;
  /** A fixed lineup (player index per seat), rotated from game to game; else a round robin. */
  readonly lineup: readonly number[] | null;
  readonly seed: string;
  readonly timeMs: number | undefined;
  /** Budgets read from the process's CPU time instead of the wall clock (one thread only). */
  readonly cpuClock?: boolean;
  readonly indices: readonly number[];
}

export interface TournamentGame {
  readonly index: number;
  /** Player index per seat. */
  readonly seats: readonly number[];
  readonly ranking: readonly number[];
  readonly scores: readonly number[];
  readonly thinkingMs: readonly number[];
  readonly decisions: readonly number[];
}

/**
 * The CPU time this process has spent, in milliseconds: with one tournament thread, the time the
 * bots computed, however busy the machine (the wall clock gives a search less on a loaded one).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Who sits where in game g. */
export function seatsOf(job: Omit<TournamentJob, 'indices'>, g: number): number[] {
  if (!job.lineup) return seating(job.players.length, job.seats, g);
  const n = job.lineup.length;
  return job.lineup.map((_, s) => job.lineup![(s + g) % n]!);
}

/** Game g of a tournament: its seats and seeds depend only on (seed, g). */
export function playTournamentGame(job: TournamentJob, g: number): TournamentGame {
  const entry = GAMES.get(job.gameId)!;
  const seats = seatsOf(job, g);
  const agents = seats.map((p) =>
    findBot(job.gameId, job.players[p]!)!.create({
      timeMs: job.timeMs,
      ...(job.cpuClock ? { clock: cpuMs } : {}),
    }),
  );
  const record = runMatch(
    entry.game,
    entry.game.defaultOptions(seats.length),
    agents,
    createRng(`${job.seed}/${g}/chance`),
    agents.map((_, s) => createRng(`${job.seed}/${g}/seat${s}`)),
  );
  return {
    index: g,
    seats,
    ranking: record.result.ranking,
    scores: record.result.scores,
    thinkingMs: record.thinkingMs,
    decisions: record.decisions,
  };
}
