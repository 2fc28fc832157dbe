import { describe, expect, it } from 'vitest';
import { call, fresh, signUp } from './account-calls.js';
import { Client, usePostgres, useTestApp, type TestApp } from './helpers.js';

// An account holds one seat a table, and its "your tables" lists the seats it holds or is
// invited to, no more: a seat let go (left before the start, an invitation lapsed and taken by
// someone else) leaves the list. On SQLite and on PostgreSQL.

// Short holds, so that an invitation lapses within the test (the lapse is waited for, polled).
const HOLD_MS = 600;
const signInLimits = {
  perName: { rate: 1 / 60, burst: 5 },
  perAddress: { rate: 100, burst: 1000 },
};
const pgServer = usePostgres();
const apps = {
  SQLite: useTestApp({ signInLimits, reserveHoldMs: HOLD_MS }),
  PostgreSQL: useTestApp(() => ({
    databaseUrl: pgServer.url,
    signInLimits,
    reserveHoldMs: HOLD_MS,
  })),
};

const threeHumans = {
  game: 'into-the-blue',
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
};

/** The tables (id, seat) in the first page of the account's "your tables". */
async function yourTables(app: TestApp, session: string): Promise<[string, number][]> {
  const mine = await call(app, 'GET', '/api/v1/account/tables', undefined, { session });
  expect(mine.status).toBe(200);
  return (mine.body.tables as { seat: number; table: { id: string } }[]).map((t) => [
    t.table.id,
    t.seat,
  ]);
}

describe.each([['SQLite' as const], ['PostgreSQL' as const]])(
  'one seat an account on %s',
  (engine) => {
    const app = () => apps[engine];
    const join = (id: string, body: object, session?: string) =>
      call(app(), 'POST', `/api/v1/tables/${id}/join`, body, session ? { session } : {});
    /** A waiting table for three made by the account of `session`, at seat 0; its id. */
    const create = async (session: string, extra: object = {}) => {
      const body = { ...threeHumans, seat: 0, ...extra };
      const created = await call(app(), 'POST', '/api/v1/tables', body, { session });
      expect(created.status).toBe(201);
      return created.body.table.id as string;
    };

    it('refuses a signed-in join of a second seat at a table, and lets anonymous joins be', async () => {
      const ana = (await signUp(app(), fresh('Ana'))).cookie as string;
      const bea = (await signUp(app(), fresh('Bea'))).cookie as string;
      const id = await create(ana);
      // The creator's account, asking for any seat or for a named one.
      for (const body of [{ name: 'x' }, { seat: 2, name: 'x' }]) {
        expect(await join(id, body, ana)).toMatchObject({
          status: 409,
          body: { error: { code: 'already-seated', params: { seat: 0 } } },
        });
      }
      // Another account takes a seat, once.
      expect(await join(id, { seat: 2, name: 'x' }, bea)).toMatchObject({
        status: 200,
        body: { seat: 2 },
      });
      expect((await join(id, { name: 'x' }, bea)).body.error).toEqual({
        code: 'already-seated',
        params: { seat: 2 },
      });
      // Nothing was taken by the refusals: seat 1 is open, and anyone without an account takes it.
      const summary = await call(app(), 'GET', `/api/v1/tables/${id}`);
      expect(summary.body.seats[1].taken).toBe(false);
      const anon = await join(id, { name: 'Anon' });
      expect(anon).toMatchObject({ status: 200, body: { seat: 1 } });
      // Nor does the account make that anonymous seat a second one of its own.
      const token = anon.body.token as string;
      const claimed = await call(
        app(),
        'POST',
        `/api/v1/tables/${id}/claim`,
        {},
        {
          session: ana,
          token,
        },
      );
      expect(claimed).toMatchObject({
        status: 409,
        body: { error: { code: 'already-seated', params: { seat: 0 } } },
      });
      expect(await yourTables(app(), ana)).toEqual([[id, 0]]);
      expect(await yourTables(app(), bea)).toEqual([[id, 2]]);
    });

    it('takes a table off the "your tables" of an account that left it before the start', async () => {
      const ana = (await signUp(app(), fresh('Cai'))).cookie as string;
      const bea = (await signUp(app(), fresh('Dov'))).cookie as string;
      const id = await create(ana);
      expect((await join(id, { name: 'x' }, bea)).body.seat).toBe(1);
      expect(await yourTables(app(), bea)).toEqual([[id, 1]]);
      const leave = async (session: string) => {
        const c = await Client.connect(app().wsUrl, { cookie: `fathom_session=${session}` });
        await c.hello(id);
        expect(await c.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
        c.close();
      };
      await leave(bea);
      expect(await yourTables(app(), bea)).toEqual([]);
      // The creator's link goes as well; each may come back, listed again.
      await leave(ana);
      expect(await yourTables(app(), ana)).toEqual([]);
      expect((await join(id, { seat: 2, name: 'x' }, bea)).body.seat).toBe(2);
      expect(await yourTables(app(), bea)).toEqual([[id, 2]]);
      expect(await yourTables(app(), ana)).toEqual([]);
    });

    it("takes a lapsed invitation off the invitee's tables once someone else takes the seat", async () => {
      const guest = fresh('Eli');
      const g = (await signUp(app(), guest)).cookie as string;
      const host = (await signUp(app(), fresh('Fay'))).cookie as string;
      const id = await create(host, { reserve: [{ seat: 1, name: guest, account: true }] });
      expect(await yourTables(app(), g)).toEqual([[id, 1]]);
      // Once the hold lapses, someone without an account takes the seat.
      await expect
        .poll(async () => (await join(id, { seat: 1, name: 'Late' })).status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(200);
      expect(await yourTables(app(), g)).toEqual([]);
      // And the guest, signed in, is refused nothing but a taken seat: the last one is theirs.
      expect(await join(id, { name: 'x' }, g)).toMatchObject({ status: 200, body: { seat: 2 } });
      expect(await yourTables(app(), g)).toEqual([[id, 2]]);
    });
  },
);
