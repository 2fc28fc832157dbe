import { describe, expect, it } from 'vitest';
import { seatGiven } from '../../src/server/wire.js';
import { REMATCH_HOLD_MS } from '../../src/server/tables/lobby.js';
import {
  api,
  autoplay,
  Client,
  type Msg,
  seatedTable,
  type TestApp,
  usePostgres,
  useTestApp,
} from './helpers.js';

// Private tables (issue 30): unlisted tables stay out of every list of the lobby; seats reserved
// for named people are taken only with their invitation code; a rematch keeps seats 2 minutes.

const RESERVE_HOLD_MS = 1500;
const pgServer = usePostgres();
const sqlite = useTestApp({ reserveHoldMs: RESERVE_HOLD_MS });
const pg = useTestApp(() => ({ databaseUrl: pgServer.url, reserveHoldMs: RESERVE_HOLD_MS }));

const engines = () =>
  [
    ['SQLite', sqlite],
    ['PostgreSQL', pg],
  ] as const;
const listedIds = async (app: TestApp, status: string) =>
  ((await api(app.url, 'GET', `/api/v1/tables?status=${status}`)).body.tables as Msg[]).map(
    (t) => t.id,
  );
/** A request's body (Msg is a message's, with its `type`). */
type Body = Record<string, unknown>;
const humans = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' }));

describe.each([['SQLite'], ['PostgreSQL']])('private tables on %s', (engine) => {
  const app = () => (engines().find(([e]) => e === engine) as readonly [string, TestApp])[1];

  it('leaves an unlisted table out of the lobby, open and playing, but open to its link', async () => {
    const hidden = await seatedTable(app(), 'into-the-blue', 2, { listed: false });
    const shown = await seatedTable(app(), 'into-the-blue', 2, { listed: true });
    // Both seated already (seatedTable joins everyone), so both are still open.
    expect(await listedIds(app(), 'open')).toContain(shown.id);
    expect(await listedIds(app(), 'open')).not.toContain(hidden.id);
    for (const t of [hidden, shown]) {
      expect(await (t.clients[0] as Client).request({ type: 'start' })).toMatchObject({
        type: 'ack',
      });
    }
    expect(await listedIds(app(), 'playing')).toContain(shown.id);
    expect(await listedIds(app(), 'playing')).not.toContain(hidden.id);
    // Its link still works: the summary is there for whoever has it.
    const summary = await api(app().url, 'GET', `/api/v1/tables/${hidden.id}`);
    expect(summary).toMatchObject({ status: 200, body: { id: hidden.id, status: 'playing' } });
    for (const t of [hidden, shown]) for (const c of t.clients) c.close();
  });

  it('gives a reserved seat only to the invitee with their code', async () => {
    const created = await api(app().url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: humans(3),
      name: 'Ana',
      seat: 0,
      reserve: [{ seat: 1, name: 'Bea' }],
    });
    expect(created.status).toBe(201);
    // The answer as the protocol's schema has it, invitations included.
    expect(seatGiven.safeParse(created.body).success).toBe(true);
    const id = created.body.table.id as string;
    const invites = created.body.invites as Msg[];
    expect(invites).toHaveLength(1);
    const code = invites[0]?.code as string;
    expect(invites[0]).toMatchObject({ seat: 1, name: 'Bea', link: `/t/${id}#invite=${code}` });
    // Unguessable as a token, and never stored as such.
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(await app().storage.getTable(id))).not.toContain(code);

    // The seat shows as kept for Bea.
    const summary = await api(app().url, 'GET', `/api/v1/tables/${id}`);
    // (`held` is told only when true.)
    expect((summary.body.seats as Msg[]).map((s) => [s.name, s.taken, s.held])).toEqual([
      ['Ana', true, undefined],
      ['Bea', true, true],
      [null, false, undefined],
    ]);

    // A stranger with the table's link cannot take it, by asking for it, by calling themselves
    // Bea, or with a made-up code; without a seat they get the open one.
    const join = (body: Body) => api(app().url, 'POST', `/api/v1/tables/${id}/join`, body);
    expect(await join({ name: 'Zoe', seat: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-held', params: { seat: 1 } } },
    });
    expect(await join({ name: 'Bea', seat: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-held' } },
    });
    expect(await join({ name: 'Bea', seat: 1, invite: 'x'.repeat(43) })).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-held' } },
    });
    expect(await join({ name: 'Zoe' })).toMatchObject({ status: 200, body: { seat: 2 } });
    expect(await join({ name: 'Yan' })).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-taken' } },
    });

    // Bea, with her link's code, takes her seat under the name she gives.
    const bea = await join({ name: 'Beatriz', invite: code });
    expect(bea).toMatchObject({ status: 200, body: { seat: 1 } });
    expect((bea.body.table.seats as Msg[])[1]).toMatchObject({
      name: 'Beatriz',
      taken: true,
    });
    expect((bea.body.table.seats as Msg[])[1]).not.toHaveProperty('held');
    // The code was for one seat, once: someone else with it finds the seat taken.
    expect(await join({ name: 'Yan', invite: code })).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-taken' } },
    });
    // The table starts as any other once every seat is taken.
    const c = await Client.connect(app().wsUrl);
    await c.hello(id, created.body.token as string);
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    c.close();
  });

  it('opens a reserved seat nobody claimed to anyone once its hold ends', async () => {
    const created = await api(app().url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: humans(2),
      name: 'Ana',
      seat: 0,
      reserve: [{ seat: 1, name: 'Bea' }],
    });
    const id = created.body.table.id as string;
    const ana = await Client.connect(app().wsUrl);
    await ana.hello(id, created.body.token as string);
    // Anyone waiting at the table is told when the seat opens.
    const opened = await ana.next(
      (m) => m.type === 'table' && ((m.table as Msg).seats as Msg[])[1]?.taken === false,
      RESERVE_HOLD_MS + 5000,
    );
    expect(((opened.table as Msg).seats as Msg[])[1]).not.toHaveProperty('held');
    const zoe = await api(app().url, 'POST', `/api/v1/tables/${id}/join`, { name: 'Zoe' });
    expect(zoe).toMatchObject({ status: 200, body: { seat: 1 } });
    ana.close();
  });

  it('refuses reservations of seats that are not open for a person', async () => {
    const create = (reserve: Body[]) =>
      api(app().url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
        name: 'Ana',
        seat: 0,
        reserve,
      });
    const cases: [Body[], string][] = [
      [[{ seat: 0, name: 'Bea' }], 'seat-taken'],
      [[{ seat: 2, name: 'Bea' }], 'seat-taken'],
      [
        [
          { seat: 1, name: 'Bea' },
          { seat: 1, name: 'Cai' },
        ],
        'seat-taken',
      ],
      [[{ seat: 5, name: 'Bea' }], 'bad-seat'],
      [[{ seat: 1, name: '   ' }], 'bad-request'],
    ];
    for (const [reserve, code] of cases) {
      expect((await create(reserve)).body).toMatchObject({ error: { code } });
    }
  });
});

describe('rematch hold', () => {
  it('keeps each seat for its previous holder for 2 minutes', async () => {
    expect(REMATCH_HOLD_MS).toBe(2 * 60_000);
    // The app's default hold (sqlite sets none): read back from the stored rematch table.
    const t = await seatedTable(sqlite, 'into-the-blue', 2, {
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const [c0, c1] = t.clients as [Client, Client];
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(c0, 1);
    autoplay(c1, 2);
    await c0.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished', 60_000);
    const r0 = await api(sqlite.url, 'POST', `/api/v1/tables/${t.id}/rematch`, {}, t.tokens[0]);
    expect(r0.status).toBe(201);
    const next = await sqlite.storage.getTable(r0.body.table.id as string);
    const kept = next?.seats[1];
    expect(kept?.heldFor).toBeTruthy();
    expect((kept?.heldUntil ?? 0) - (next?.createdAt ?? 0)).toBeGreaterThan(115_000);
    expect((kept?.heldUntil ?? 0) - (next?.createdAt ?? 0)).toBeLessThanOrEqual(2 * 60_000);
    c0.close();
    c1.close();
  }, 90_000);
});
