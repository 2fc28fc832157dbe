import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { api, autoplay, Client, sleep, until, type Msg, type TestApp } from './helpers.js';
import { unpackMessage } from '../../src/protocol/packed.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** POSTs JSON from a given local address (loopback has many: one per simulated client). */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * A stand-in bot thread: it answers the first legal move after `delayMs` (asleep, not spinning),
 * loops for ever for the bot 'stuck', dies for the bot 'crash'.
 */
export const fakeWorker = (delayMs: number) => () =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
     const nap = new Int32Array(new SharedArrayBuffer(4));
     parentPort.on('message', (r) => {
       if (r.bot === 'stuck') for (;;) {}
       if (r.bot === 'crash') process.exit(3);
       Atomics.wait(nap, 0, 0, ${delayMs});
       parentPort.postMessage({ ok: true, move: r.legal[0] });
     });`,
    { eval: true },
  );

/**
 * A stand-in bot thread held at a gate: a decision of the bot 'held' (of every bot with `all`)
 * waits until `gate` is opened (`openGate`), or `capMs` so that a broken test does not leave it
 * asleep for ever; then it answers the first legal move (a random one with `random`).
 */
export const gatedWorker =
  (gate: Int32Array, { all = false, random = false, capMs = 20_000 } = {}) =>
  () =>
    new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.on('message', (r) => {
         if (${all} || r.bot === 'held') Atomics.wait(workerData, 0, 0, ${capMs});
         const i = ${random} ? Math.floor(Math.random() * r.legal.length) : 0;
         parentPort.postMessage({ ok: true, move: r.legal[i] });
       });`,
      { eval: true, workerData: gate },
    );

export function openGate(gate: Int32Array): void {
  Atomics.store(gate, 0, 1);
  Atomics.notify(gate, 0);
}

/**
 * A person's table with a bot (from 127.0.0.1), the person moving at once: each time its bot is
 * to move, the ms until its move arrives, for `n` moves of the bot or until the game ends.
 */
export async function botReplyTimes(app: TestApp, n: number): Promise<number[]> {
  const t = await api(app.url, 'POST', '/api/v1/tables', {
    game: 'into-the-blue',
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    name: 'Ana',
    seat: 0,
  });
  const c = await Client.connect(app.wsUrl);
  const replies: number[] = [];
  let asked: number | null = null;
  c.ws.on('message', (data) => {
    const m = unpackMessage(JSON.parse(data.toString())) as Msg;
    if (m.type !== 'move' && m.type !== 'welcome') return;
    if (m.type === 'move' && m.actor === 1 && asked !== null) {
      replies.push(performance.now() - asked);
      asked = null;
    }
    if (asked === null && ((m.toMove as unknown[]) ?? []).includes(1)) asked = performance.now();
  });
  await c.hello(t.body.table.id as string, t.body.token as string);
  autoplay(c, 5);
  await c.request({ type: 'start' });
  await until(() => replies.length >= n || c.latest()?.result != null, 30_000, 'bot replies');
  c.close();
  await sleep(10);
  return replies;
}
