import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  api,
  autoplay,
  Client,
  seatedTable,
  startTestApp,
  type TestApp,
  until,
  usePostgres,
} from './helpers.js';
import { fakeWorker } from './bot-helpers.js';

// Two instances on one PostgreSQL: one that holds a table without any socket while the other
// plays it forgets it (instances.ts `playedElsewhere`), and stops hearing its moves; the one
// that last appended keeps it and drives it; and a table forgotten whose player stops is taken
// up again, so that its bots play on to the end.
const pgServer = usePostgres();

/** The table's status in the database, read without loading it anywhere. */
async function storedStatus(id: string): Promise<string> {
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  try {
    const r = await admin.query('SELECT status FROM fathom_tables WHERE id = $1', [id]);
    return String(r.rows[0]?.status);
  } finally {
    await admin.end();
  }
}

/** Waits for `f` to give something (or true), however long a loaded machine takes; returns it. */
async function poll<T>(f: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Has `app` load the table (a spectator's hello), then leaves it held without any socket. */
async function holdWithoutSocket(app: TestApp, id: string): Promise<void> {
  const watch = await Client.connect(app.wsUrl);
  expect((await watch.hello(id)).type).toBe('welcome');
  watch.close();
  await until(() => app.service.loadedCount() === 1, 10_000, 'held without its socket');
}

describe('routing divides the work: a table is held where it is played', () => {
  it('an instance without a socket at a table the other plays forgets it, and stops hearing it', async () => {
    // Adoption far away: a loaded machine's pause between moves must not bring the table back.
    const opts = { databaseUrl: pgServer.url, catchUpMs: 50, adoptAfterMs: 600_000 };
    const a = await startTestApp(opts);
    const b = await startTestApp(opts);
    try {
      const { id, clients: seats } = await seatedTable(a, 'into-the-blue', 2);
      expect(await seats[0]!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await holdWithoutSocket(b, id);
      expect(b.service.instanceCounts.forgotten).toBe(0);

      // One move on A: B, which appended nothing since it loaded the table, forgets it.
      const mover = await poll(
        () => seats.find((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0),
        10_000,
        'a turn',
      );
      const seq = mover.lastSeq();
      const legal = mover.latest()?.legal as unknown[];
      expect(await mover.request({ type: 'move', seq, move: legal[0] })).toMatchObject({
        type: 'ack',
      });
      await until(() => b.service.instanceCounts.forgotten === 1, 20_000, 'B forgets the table');
      expect(b.service.loadedCount()).toBe(0);
      const heard = b.service.instanceCounts.hints;
      const read = b.service.instanceCounts.reads;

      // The game goes on to its end on A, which keeps it; B hears none of it.
      autoplay(seats[0]!, 1);
      autoplay(seats[1]!, 2);
      await seats[0]!.next((m) => m.type === 'move' && m.result !== null, 90_000);
      await poll(async () => (await storedStatus(id)) === 'finished', 30_000, 'finished');
      expect(a.service.instanceCounts.forgotten).toBe(0);
      expect(b.service.loadedCount()).toBe(0);
      expect(b.service.instanceCounts.hints).toBe(heard);
      expect(b.service.instanceCounts.reads).toBe(read);
      const metrics = await (await fetch(`${b.url}/metrics`)).text();
      expect(metrics).toMatch(/^fathom_tables_forgotten_total\{[^}]*\} 1$/m);
      // Asked on B again, the table is loaded again, as it stands.
      const summary = await api(b.url, 'GET', `/api/v1/tables/${id}`);
      expect(summary.body).toMatchObject({ status: 'finished', seq: seats[0]!.lastSeq() });
      for (const c of seats) c.close();
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 150_000);

  it('a bots-only table held by two instances is played by one; when it stops, the other takes it up to the end', async () => {
    // Slow stand-in bots (a decision every 150 ms): the game outlasts the check below.
    const opts = {
      databaseUrl: pgServer.url,
      catchUpMs: 50,
      adoptAfterMs: 1000,
      bots: { startWorker: fakeWorker(150) },
    };
    const x = await startTestApp(opts);
    const y = await startTestApp(opts);
    const apps = [x, y];
    const stopped = new Set<TestApp>();
    try {
      const created = await api(x.url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: ['random', 'random'].map((bot) => ({ kind: 'bot', bot })),
      });
      expect(created.status).toBe(201);
      const id = created.body.table.id as string;
      await until(() => x.service.loadedCount() === 1, 10_000, 'held by its creator');
      // Both drive it; the one whose append lost a race forgets it, the other plays on.
      await holdWithoutSocket(y, id);
      const forgetter = await poll(
        () => apps.find((app) => app.service.instanceCounts.forgotten > 0),
        60_000,
        'one instance forgets the table',
      );
      const keeper = forgetter === x ? y : x;
      expect(forgetter.service.loadedCount()).toBe(0);
      expect(keeper.service.loadedCount()).toBe(1);
      expect(keeper.service.instanceCounts.forgotten).toBe(0);
      // The keeper stops (as an instance that dies for the table: nothing drives it there).
      await keeper.stop();
      stopped.add(keeper);
      expect(await storedStatus(id)).toBe('playing');
      // The other sees its head stay still, loads it again, and its bots play on to the end.
      await poll(async () => (await storedStatus(id)) === 'finished', 100_000, 'the end');
      expect(forgetter.service.instanceCounts.forgotten).toBe(1);
    } finally {
      for (const app of apps) if (!stopped.has(app)) await app.stop();
    }
  }, 180_000);
});
