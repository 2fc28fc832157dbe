import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { Client, seatedTable, sleep, useTestApp } from './helpers.js';

// What a socket keeps, it keeps for hours, once per player: at thousands of sockets every full
// collection walks it all (bench/server). The collector is asked to run here, so that what is
// still held is what something refers to.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const app = useTestApp();

describe('memory per socket', () => {
  it('an open socket keeps nothing of the request that opened it', async () => {
    const requests: WeakRef<IncomingMessage>[] = [];
    const seen = (req: IncomingMessage) => requests.push(new WeakRef(req));
    app.server.prependListener('upgrade', seen);
    const { clients } = await seatedTable(app, 'into-the-blue', 2);
    app.server.off('upgrade', seen);
    expect(requests).toHaveLength(2);
    for (let i = 0; i < 10 && requests.some((r) => r.deref() !== undefined); i++) {
      await sleep(20);
      gc();
    }
    // Before, each socket's close listener held its upgrade request (headers, streams) alive.
    expect(requests.filter((r) => r.deref() !== undefined)).toHaveLength(0);
    // The sockets still serve.
    const [c0] = clients as [Client, Client];
    c0.send({ type: 'ping', ref: 'after-gc' });
    expect(await c0.next((m) => m.type === 'pong' && m.ref === 'after-gc')).toBeTruthy();
  });
});
