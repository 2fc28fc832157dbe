import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { summarize, type DecisionAnalysis, type PlayerSummary } from '../ai/index.js';
import { kernelMessages, translate, type Lang } from '../kernel/index.js';
import { decisionIndices, type AnalysisJob } from '../games/analysis-job.js';
import { readReplayFile } from './replay.js';

export interface AnalyzeOptions {
  readonly iterations: number;
  readonly threads: number;
  readonly seed: string;
  readonly json: boolean;
  readonly lang: Lang;
}

export interface AnalysisReport {
  readonly game: string;
  readonly players: readonly string[];
  readonly decisions: readonly DecisionAnalysis[];
  readonly summary: readonly PlayerSummary[];
  readonly seconds: number;
}

async function inThreads(job: Omit<AnalysisJob, 'indices'>, indices: number[], threads: number) {
  const file = fileURLToPath(new URL('./analyze-worker.js', import.meta.url));
  const n = Math.max(1, Math.min(threads, indices.length));
  const parts = await Promise.all(
    Array.from({ length: n }, (_, t) => {
      const mine = indices.filter((_, k) => k % n === t);
      return new Promise<DecisionAnalysis[]>((resolve, reject) => {
        const worker = new Worker(file, { workerData: { ...job, indices: mine } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return parts.flat().sort((a, b) => a.index - b.index);
}

/** `fathom analyze FILE`: every decision of a finished game judged from its mover's view. */
export async function analyzeCommand(file: string, opts: AnalyzeOptions): Promise<number> {
  const loaded = readReplayFile(file, opts.lang);
  if (!loaded.ok) return bad(loaded.message);
  const game = loaded.value;
  if (!game.result) return bad(`${file}: the game is not over: only finished games are analysed`);
  const started = performance.now();
  const decisions = await inThreads(
    { replay: loaded.raw, iterations: opts.iterations, seed: opts.seed },
    decisionIndices(game),
    opts.threads,
  );
  const names = game.replay.players.map((p) => p.name);
  const report: AnalysisReport = {
    game: game.game.id,
    players: names,
    decisions,
    summary: summarize(decisions, names.length),
    seconds: (performance.now() - started) / 1000,
  };
  if (opts.json) {
    process.stdout.write(JSON.stringify(report) + '\n');
    return 0;
  }
  const catalogs = [game.game.messages, kernelMessages];
  const say = (i: number, move: unknown, seat: number) => {
    const entry = game.game.describeMove(game.states[i], seat, move, seat);
    return translate(catalogs, opts.lang, entry.key, {
      ...entry.params,
      ...('player' in entry.params ? { player: names[Number(entry.params.player)] ?? '?' } : {}),
    });
  };
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  const out: string[] = [
    `${game.game.id}: ${decisions.length} decisions analysed in ${report.seconds.toFixed(1)} s (${opts.iterations} iterations each, from each player's own view)`,
  ];
  for (const d of decisions) {
    if (!d.mark) continue;
    out.push(
      `  move ${d.index + 1}, ${names[d.seat]}: ${d.mark}: ${say(d.index, d.played, d.seat)} (win ${pct(d.before)} -> ${pct(d.after)})`,
      `      better: ${say(d.index, d.best, d.seat)}`,
    );
  }
  out.push('Accuracy:');
  for (const s of report.summary) {
    out.push(
      `  ${(names[s.seat] ?? '?').padEnd(12)} ${s.accuracy.toFixed(0).padStart(3)}%  ${s.inaccuracies} inaccuracies, ${s.mistakes} mistakes, ${s.blunders} blunders (${s.decisions} decisions)`,
    );
  }
  process.stdout.write(out.join('\n') + '\n');
  return 0;
}

function bad(message: string): number {
  process.stderr.write(`fathom analyze: ${message}\n`);
  return 2;
}
