import WebSocket from 'ws';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { DEFAULT_UNSENT_PER_SOCKET } from '../../src/server/ws-output.js';
import { autoplay, Client, seatedTable, sleep, useTestApp } from './helpers.js';

// Issue 39's remote freeze: spectators of one address that stop reading and ask for `resync`
// over and over. Each resync queued a whole welcome (an AquaSphere table's is tens of KB) into
// a socket nobody read: 128 of them grew the server by over a gigabyte and stalled its loop.
// What the server holds unsent is bounded per socket and in total (src/server/ws-output.ts);
// the close at the bound is tested on its own in ws-output.test.ts (on loopback, the kernel's
// buffers take megabytes per socket before the server holds any).

/** Spectators of one address (its 128 sockets, less the two seats'). */
const FLOODERS = 96;
/** Resyncs each sends: before the fix, the server held 2.6 MB a socket after 150. */
const RESYNCS = 150;
/** A welcome at most, for this table. */
const MESSAGE_MAX = 96 * 1024;

const app = useTestApp();

/** A metric's value from /metrics (the app serves them on its port in tests). */
async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return Number(line?.split(' ').at(-1) ?? NaN);
}

/** A spectator that reads its welcome, then stops reading (its TCP socket paused). */
async function stalledSpectator(table: string): Promise<WebSocket> {
  const ws = new WebSocket(app.wsUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  const welcomed = new Promise((resolve) =>
    ws.on('message', (data) => {
      if (String(data).includes('"welcome"')) resolve(undefined);
    }),
  );
  ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, table }));
  await welcomed;
  (ws as WebSocket & { _socket: Socket })._socket.pause();
  return ws;
}

describe('sockets whose peer stops reading', () => {
  it('hold at most a welcome each however many resyncs they send, and the table plays on', async () => {
    const { id, clients } = await seatedTable(app, 'aquasphere', 2);
    const [c0] = clients as [Client, Client];
    c0.send({ type: 'start', ref: 'go' });
    await c0.next((m) => m.type === 'ack' && m.ref === 'go');
    const flooders: WebSocket[] = [];
    for (let i = 0; i < FLOODERS; i++) flooders.push(await stalledSpectator(id));
    await metric('fathom_ws_unsent_bytes_peak'); // the peak counts from here
    const resync = JSON.stringify({ type: 'resync', lastSeq: 0 });
    for (let r = 0; r < RESYNCS; r++) {
      for (const ws of flooders) ws.send(resync);
      if (r % 10 === 9) await sleep(5);
    }
    // The seats play meanwhile, and a spectator that reads gets its resync answered.
    for (const c of clients) autoplay(c, 7);
    const reader = await Client.connect(app.wsUrl);
    await reader.hello(id);
    const from = reader.received.length;
    for (let i = 0; i < 5; i++) reader.send({ type: 'resync', lastSeq: 0, ref: `r${i}` });
    // Several waiting become one: the last one's ack, after a welcome.
    await reader.next((m) => m.type === 'ack' && m.ref === 'r4', 30_000, from);
    expect(reader.received.slice(from).some((m) => m.type === 'welcome')).toBe(true);
    const played = c0.received.length;
    await expect.poll(() => c0.received.length, { timeout: 30_000 }).toBeGreaterThan(played + 10);

    // Each flooding socket held at most the bound and a message: before, a welcome per resync
    // (up to 4 MiB a socket before it was cut, 83 MB over 32 sockets, on top of the kernel's).
    const peak = await metric('fathom_ws_unsent_bytes_peak');
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(FLOODERS * (DEFAULT_UNSENT_PER_SOCKET + MESSAGE_MAX));
    // What they held is let go once they are gone.
    for (const ws of flooders) ws.terminate();
    await expect.poll(() => metric('fathom_ws_unsent_bytes'), { timeout: 10_000 }).toBe(0);
    reader.ws.close();
  });
});
