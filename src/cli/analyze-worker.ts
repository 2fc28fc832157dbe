import { parentPort, workerData } from 'node:worker_threads';
import { analyzeDecisions, type AnalysisJob } from '../games/analysis-job.js';

/** Analyzes the decisions given to this thread and sends the results back. */
parentPort!.postMessage(analyzeDecisions(workerData as AnalysisJob));
