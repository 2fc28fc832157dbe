import { describe, expect, it } from 'vitest';
import { Client, type TestApp, usePostgres, useTestApp } from './helpers.js';
import { call, fresh, signUp } from './account-calls.js';

// Issue 40: what an account read of a table's chat is kept in the database, so that two
// instances over one PostgreSQL agree: a line written on one instance and shown on the other to a
// visible page of the account is read there, and a page seen on either clears the count on both.

const SITE = 'https://fathom.test';
const pgServer = usePostgres();
const opts = () => ({ databaseUrl: pgServer.url, allowedOrigins: [SITE] });
const a = useTestApp(opts);
const b = useTestApp(opts);

/** The account's unread count at the table, as an instance's "your tables" says it. */
async function unread(app: TestApp, session: string, id: string): Promise<number | undefined> {
  const r = await call(app, 'GET', '/api/v1/account/tables', undefined, { session, origin: SITE });
  const rows = r.body.tables as { table: { id: string }; unread: number }[];
  return rows.find((e) => e.table.id === id)?.unread;
}

/** Waits until `unread` answers `n` (read marks are written after the line is told). */
async function unreadIs(app: TestApp, session: string, id: string, n: number): Promise<void> {
  for (let i = 0; (await unread(app, session, id)) !== n; i++) {
    if (i > 500) throw new Error(`the count never became ${n}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const socket = (app: TestApp, session: string) =>
  Client.connect(app.wsUrl, { cookie: `fathom_session=${session}`, origin: SITE });

describe('chat read on two instances over PostgreSQL', () => {
  it('marks a line read where the visible page is, and counts it the same on both', async () => {
    const ana = (await signUp(a, fresh('Ana'))).cookie as string;
    const ben = (await signUp(b, fresh('Ben'))).cookie as string;
    const made = await call(
      a,
      'POST',
      '/api/v1/tables',
      {
        game: 'survive',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seat: 0,
        timeControl: { kind: 'async', perMoveMs: 3_600_000 },
      },
      { session: ana, origin: SITE },
    );
    const id = made.body.table.id as string;
    const joined = await call(
      b,
      'POST',
      `/api/v1/tables/${id}/join`,
      { seat: 1, name: 'x' },
      {
        session: ben,
        origin: SITE,
      },
    );
    expect(joined.status).toBe(200);
    // Ana's page on instance a, seen; Ben writes on instance b.
    const pa = await socket(a, ana);
    expect(await pa.hello(id)).toMatchObject({ you: { seat: 0 } });
    pa.send({ type: 'visible', visible: true });
    const pb = await socket(b, ben);
    expect(await pb.hello(id)).toMatchObject({ you: { seat: 1 } });
    expect(await pb.request({ type: 'chat', text: 'hi' })).toMatchObject({ type: 'ack' });
    // Instance a shows it to Ana's visible page (a notice, then a catch-up): read, on both.
    await unreadIs(b, ana, id, 0);
    expect(await unread(a, ana, id)).toBe(0);

    // Her page hidden, the next line stays unread on both instances.
    pa.send({ type: 'visible', visible: false });
    expect(await pb.request({ type: 'chat', text: 'still there?' })).toMatchObject({
      type: 'ack',
    });
    await unreadIs(a, ana, id, 1);
    expect(await unread(b, ana, id)).toBe(1);
    // Her other device, on instance b, is seen: read everywhere.
    const other = await socket(b, ana);
    const w = await other.hello(id);
    expect(w.you).toMatchObject({ seat: 0 });
    expect((w.you as { chatRead: number }).chatRead).toBeGreaterThan(0);
    other.send({ type: 'visible', visible: true });
    await unreadIs(a, ana, id, 0);
    for (const c of [pa, pb, other]) c.close();
  });
});
