import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { rate, type Rating } from '../ai/index.js';
import type { TournamentGame, TournamentJob } from './tournament-games.js';

/**
 * `fathom tournament`: bots of one game play many games on every core (worker threads), seats
 * rotated, and get Bradley-Terry ratings with 95% intervals (src/ai/ratings.ts).
 */
export interface TournamentOptions extends Omit<TournamentJob, 'indices'> {
  readonly games: number;
  readonly threads: number;
}

export interface PlayerReport {
  readonly bot: string;
  /** Seats played in all (a bot may sit several seats of one game). */
  readonly seatGames: number;
  /** Seats that won (a shared win counts for each winner). */
  readonly wins: number;
  readonly meanScore: number;
  readonly meanDecisionMs: number;
  readonly rating: Rating;
}

export interface TournamentReport {
  readonly game: string;
  readonly games: number;
  readonly seats: number;
  readonly threads: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly players: readonly PlayerReport[];
}

export async function runTournament(opts: TournamentOptions): Promise<TournamentReport> {
  const started = performance.now();
  const threads = Math.max(1, Math.min(opts.threads, opts.games));
  const file = fileURLToPath(new URL('./tournament-worker.js', import.meta.url));
  const games: TournamentGame[] = [];
  await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const { games: _g, threads: _t, ...job } = opts;
      const indices = Array.from({ length: opts.games }, (_, g) => g).filter(
        (g) => g % threads === t,
      );
      const worker = new Worker(file, { workerData: { ...job, indices } satisfies TournamentJob });
      worker.on('message', (g: TournamentGame) => games.push(g));
      return new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`tournament thread exited with ${code}`)),
        );
      });
    }),
  );
  // The same results whatever the threads: games in their order.
  games.sort((a, b) => a.index - b.index);
  const seconds = (performance.now() - started) / 1000;
  const ratings = rate(games, opts.players.length, 200, `${opts.seed}/ratings`);
  const players = opts.players.map((bot, p) => {
    let seatGames = 0;
    let wins = 0;
    let score = 0;
    let ms = 0;
    let decisions = 0;
    for (const g of games) {
      g.seats.forEach((who, s) => {
        if (who !== p) return;
        seatGames++;
        if (g.ranking[s] === 1) wins++;
        score += g.scores[s]!;
        ms += g.thinkingMs[s]!;
        decisions += g.decisions[s]!;
      });
    }
    return {
      bot,
      seatGames,
      wins,
      meanScore: seatGames ? score / seatGames : 0,
      meanDecisionMs: decisions ? ms / decisions : 0,
      rating: ratings[p]!,
    };
  });
  return {
    game: opts.gameId,
    games: opts.games,
    seats: opts.seats,
    threads,
    seconds,
    gamesPerSecond: opts.games / seconds,
    players,
  };
}

export function printTournament(r: TournamentReport): void {
  const out: string[] = [];
  out.push(
    `${r.game} tournament: ${r.games} games, ${r.seats} players, ${r.threads} threads, ${r.seconds.toFixed(2)} s (${r.gamesPerSecond.toFixed(1)} games/s)`,
  );
  out.push(
    `${'bot'.padEnd(12)}${'seats'.padStart(7)}${'wins'.padStart(7)}${'win%'.padStart(8)}${'score'.padStart(8)}${'ms/dec'.padStart(9)}   rating (95% interval)`,
  );
  r.players.forEach((p, i) => {
    const e = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
    const rating =
      i === 0 ? '0 (the anchor)' : `${e(p.rating.elo)} (${e(p.rating.low)} to ${e(p.rating.high)})`;
    out.push(
      `${p.bot.padEnd(12)}${String(p.seatGames).padStart(7)}${String(p.wins).padStart(7)}${(p.seatGames ? (100 * p.wins) / p.seatGames : 0).toFixed(1).padStart(7)}%${p.meanScore.toFixed(1).padStart(8)}${p.meanDecisionMs.toFixed(1).padStart(9)}   ${rating}`,
    );
  });
  out.push('Ratings are Bradley-Terry on the Elo scale from every pair of seats in every game;');
  out.push('a shared win counts for each winner. Intervals: 200 bootstrap resamples of the games.');
  process.stdout.write(out.join('\n') + '\n');
}

export const defaultThreads = (): number => availableParallelism();
