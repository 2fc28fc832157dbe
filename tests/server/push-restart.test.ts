import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client, startTestApp, until, type TestApp } from './helpers.js';
import { startPushService, subscription, type PushService } from './push-service.js';

/**
 * Push across a restart: the server stopped and started again over the same data, as
 * recovery.test.ts does. One server at a time.
 */

let push: PushService;
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-push-restart-'));
const start = () => startTestApp({ dataDir, push: { allowHttp: true, allowPrivate: true } });

beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('push across a restart', () => {
  it('a quarter of the time left is still told after the server restarted during the turn', async () => {
    let app: TestApp = await start();
    push.publicKey = (await api(app.url, 'GET', '/api/v1/push')).body.publicKey as string;
    // 6 s a move: a quarter left at 4.5 s, well after the restart.
    const created = await app.service.create({
      game: 'into-the-blue',
      options: { startPlayer: 'seating' },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Ana',
      seat: 0,
      timeControl: { kind: 'async', perMoveMs: 6000 },
    });
    const id = created.table.id as string;
    const joined = await app.service.join(id, 1, 'Ben');
    const d = push.device('restart-a');
    const subscribed = await api(
      app.url,
      'POST',
      `/api/v1/tables/${id}/push`,
      subscription(d),
      created.token,
    );
    expect(subscribed.status).toBe(201);
    const ben = await Client.connect(app.wsUrl);
    await ben.hello(id, joined.token);
    const started = Date.now();
    expect(await ben.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    ben.close();
    await new Promise((r) => setImmediate(r));
    await app.push.idle();
    const low = () => push.received.filter((r) => r.payload.tag === `${id}:time-low`);
    await app.stop();
    // Stopped before the quarter (else this test says nothing).
    expect(Date.now() - started).toBeLessThan(4500);
    expect(low()).toEqual([]);
    app = await start();
    try {
      await until(() => low().length > 0, 8000, 'time-low after the restart');
      expect(low().map((r) => [r.device, r.payload.body])).toEqual([
        ['restart-a', 'Into the Blue: a quarter of your time is left.'],
      ]);
    } finally {
      await app.stop();
    }
  }, 30_000);
});
