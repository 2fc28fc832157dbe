import { parentPort, workerData } from 'node:worker_threads';
import { analyzeDecisions, type AnalysisJob } from '../games/analysis-job.js';
import { summarize } from '../ai/index.js';

/** Analyzes one finished table's decisions, saying how far it is after each one. */
const job = workerData as AnalysisJob & { players: number };
const decisions = analyzeDecisions(job, (done) => parentPort!.postMessage({ done }));
parentPort!.postMessage({ result: { decisions, summary: summarize(decisions, job.players) } });
