import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client, startTestApp, until, type TestApp } from './helpers.js';
import { startPushService, subscription, type PushService } from './push-service.js';
import { sampleTable } from './storage-contract.js';

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

  it('forgets the subscriptions of a table finished, or never started, longer ago than it keeps them, and no others', async () => {
    const app = await startTestApp({
      dataDir,
      push: {
        allowHttp: true,
        allowPrivate: true,
        keepFinishedMs: 60_000,
        keepOpenMs: 60_000,
        pruneEveryMs: 100,
      },
    });
    try {
      const old = sampleTable({ status: 'finished', finishedAt: Date.now() - 120_000 });
      const recent = sampleTable({ status: 'finished', finishedAt: Date.now() });
      const abandoned = sampleTable({ status: 'open', createdAt: Date.now() - 120_000 });
      const waiting = sampleTable({ status: 'open', createdAt: Date.now() });
      const target = { ...subscription(push.device('prune')).keys, lang: 'en' as const };
      const bounds = { perSeat: 5, perAddress: 50 };
      for (const t of [old, recent, abandoned, waiting]) {
        await app.storage.createTable(t);
        await app.storage.addPush(
          t.id,
          0,
          { endpoint: `https://push.example/${t.id}`, ...target },
          'a',
          bounds,
        );
      }
      let left = 1;
      for (let i = 0; i < 50 && left > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left =
          (await app.storage.pushTargets(old.id, 0)).length +
          (await app.storage.pushTargets(abandoned.id, 0)).length;
      }
      expect(left).toBe(0);
      expect((await app.storage.pushTargets(recent.id, 0)).length).toBe(1);
      expect((await app.storage.pushTargets(waiting.id, 0)).length).toBe(1);
    } finally {
      await app.stop();
    }
  });
});
