import { parentPort, workerData } from 'node:worker_threads';
import { playTournamentGame, type TournamentJob } from './tournament-games.js';

/** Plays the games of a tournament given to this thread and sends each result back. */
const job = workerData as TournamentJob;
for (const g of job.indices) parentPort!.postMessage(playTournamentGame(job, g));
