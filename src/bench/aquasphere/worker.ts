import { parentPort, workerData } from 'node:worker_threads';
import { playGame, type Series } from './games.js';

/** Plays the games of a series given to this worker and sends each outcome back. */
const { series, indices } = workerData as { series: Series; indices: number[] };
for (const i of indices) parentPort!.postMessage(playGame(series, i));
