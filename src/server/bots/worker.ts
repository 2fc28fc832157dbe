import { parentPort } from 'node:worker_threads';
import { decideInline, type BotRequest } from './decide.js';

// A bot thread: one decision at a time, answered in order.
parentPort?.on('message', (request: BotRequest) => {
  try {
    parentPort?.postMessage({ ok: true, move: decideInline(request) });
  } catch (e) {
    parentPort?.postMessage({ ok: false, error: (e as Error).message });
  }
});
