import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_PACK } from '../../games/aquasphere/default-pack.js';
import type { GameOutcome, Series } from './games.js';

/**
 * `npm run bench:aquasphere`: the bot-strength figures of AquaSphere's issue, on every core
 * (worker threads), with 95% intervals. Figures only: nothing is asserted.
 * - the heuristic against three random bots;
 * - the search bot against three heuristics (with its time per decision);
 * - in heuristic-only games, each research card's holders' win rate against all holders'.
 * Game counts: AQ_BENCH_RANDOM (default 400), AQ_BENCH_SEARCH (500), AQ_BENCH_CARDS (4000).
 */

const counts: Record<Series, number> = {
  'heuristic-vs-random': Number(process.env.AQ_BENCH_RANDOM ?? 400),
  'search-vs-heuristic': Number(process.env.AQ_BENCH_SEARCH ?? 500),
  'heuristic-mirror': Number(process.env.AQ_BENCH_CARDS ?? 4000),
};

async function run(series: Series, games: number): Promise<GameOutcome[]> {
  const threads = Math.max(1, Math.min(availableParallelism(), games));
  const file = fileURLToPath(new URL('./worker.js', import.meta.url));
  const outcomes: GameOutcome[] = [];
  await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const indices = Array.from({ length: games }, (_, i) => i).filter((i) => i % threads === t);
      const worker = new Worker(file, { workerData: { series, indices } });
      worker.on('message', (o: GameOutcome) => outcomes.push(o));
      return new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('exit', () => resolve());
      });
    }),
  );
  return outcomes;
}

/** A win rate with its 95% Wilson interval, in percent. */
function rate(wins: number, n: number): string {
  if (n === 0) return 'n/a';
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${(100 * p).toFixed(1)}% (95% CI ${(100 * (centre - half)).toFixed(1)}-${(100 * (centre + half)).toFixed(1)}%)`;
}

/** A shared win counts as a win, as in `fathom simulate`. */
const won = (o: GameOutcome, seat: number) => o.ranking[seat] === 1;

async function subjectSeries(series: Series, label: string): Promise<void> {
  const games = counts[series];
  if (games <= 0) return;
  const started = performance.now();
  const outcomes = await run(series, games);
  const wins = outcomes.filter((o) => won(o, o.subject)).length;
  const ms = outcomes.reduce((s, o) => s + o.thinkingMs, 0);
  const decisions = outcomes.reduce((s, o) => s + o.decisions, 0);
  const margin =
    outcomes.reduce(
      (s, o) =>
        s + o.scores[o.subject]! - Math.max(...o.scores.filter((_, seat) => seat !== o.subject)),
      0,
    ) / games;
  console.log(`\n${label}, ${games} four-player games, seats rotated:`);
  console.log(`  wins ${wins}: ${rate(wins, games)} (a fair share is 25%)`);
  console.log(`  mean margin over the best other seat: ${margin.toFixed(1)} KP`);
  console.log(
    `  ${(ms / decisions).toFixed(1)} ms a decision on average (${decisions} decisions); ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
}

async function cardBalance(): Promise<void> {
  const games = counts['heuristic-mirror'];
  if (games <= 0) return;
  const outcomes = await run('heuristic-mirror', games);
  let holders = 0;
  let holderWins = 0;
  const byCard = new Map<string, { held: number; wins: number }>();
  for (const o of outcomes) {
    o.cards.forEach((cards, seat) => {
      for (const id of cards) {
        const entry = byCard.get(id) ?? { held: 0, wins: 0 };
        entry.held++;
        holders++;
        if (won(o, seat)) {
          entry.wins++;
          holderWins++;
        }
        byCard.set(id, entry);
      }
    });
  }
  const base = holderWins / holders;
  const rows = DEFAULT_PACK.researchCards.map((card) => {
    const e = byCard.get(card.id) ?? { held: 0, wins: 0 };
    return { id: card.id, ...e, delta: e.held ? e.wins / e.held - base : 0 };
  });
  rows.sort((a, b) => b.delta - a.delta);
  console.log(
    `\nResearch cards in ${games} heuristic-only four-player games: a card's holders' win rate against all holders' (${(100 * base).toFixed(1)}%)`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.id}  held ${String(r.held).padStart(5)}  wins ${rate(r.wins, r.held).padEnd(30)} ${r.delta >= 0 ? '+' : ''}${(100 * r.delta).toFixed(1)} points`,
    );
  }
  const top = rows[0]!;
  const bottom = rows[rows.length - 1]!;
  console.log(
    `  extremes: ${top.id} ${(100 * top.delta).toFixed(1)} points, ${bottom.id} ${(100 * bottom.delta).toFixed(1)} points`,
  );
}

async function main(): Promise<void> {
  console.log(
    `AquaSphere bot benchmarks, Node ${process.version}, ${availableParallelism()} cores, ${new Date().toISOString()}`,
  );
  await subjectSeries('heuristic-vs-random', 'The heuristic against three random bots');
  await subjectSeries('search-vs-heuristic', 'The search bot against three heuristics');
  await cardBalance();
}

await main();
