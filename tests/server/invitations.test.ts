import { describe, expect, it } from 'vitest';
import { call, fresh, signUp, type Answer } from './account-calls.js';
import { Client, usePostgres, useTestApp, type TestApp } from './helpers.js';

// Invitations to accounts against spam (issue 39, item 6): the invitee declines; an inviter has
// at most one invitation pending to an account; an account gets at most so many a day, from all
// inviters and instances together. On SQLite, and on two instances over one PostgreSQL.

const signInLimits = { perName: { rate: 1, burst: 100 }, perAddress: { rate: 100, burst: 1000 } };
const pg = usePostgres();
const apps = {
  sqlite: useTestApp({ signInLimits, invitesPerDay: 3 }),
  pg: useTestApp(() => ({ databaseUrl: pg.url, signInLimits, invitesPerDay: 3 })),
  pg2: useTestApp(() => ({ databaseUrl: pg.url, signInLimits, invitesPerDay: 3 })),
};

const seats = [{ kind: 'human' }, { kind: 'human' }];
const tableIds = (a: Answer) => a.body.tables.map((t: { table: { id: string } }) => t.table.id);

describe.each([['SQLite'], ['PostgreSQL']])('invitations on %s', (engine) => {
  const app = (): TestApp => (engine === 'SQLite' ? apps.sqlite : apps.pg);
  // Another instance, where there is one.
  const other = (): TestApp => (engine === 'SQLite' ? apps.sqlite : apps.pg2);
  const account = async (base: string) => {
    const name = fresh(base);
    return { name, session: (await signUp(app(), name)).cookie as string };
  };
  /** A waiting table made by `session`, seat 1 invited to `name` at its creation. */
  const reserving = (on: TestApp, session: string, name: string) =>
    call(
      on,
      'POST',
      '/api/v1/tables',
      {
        game: 'into-the-blue',
        seats,
        seat: 0,
        name: 'x',
        reserve: [{ seat: 1, name, account: true }],
      },
      { session },
    );
  /** A waiting table made by `session`, then seat 1 invited to `name`. */
  const inviting = async (on: TestApp, session: string, name: string) => {
    const made = await call(
      on,
      'POST',
      '/api/v1/tables',
      { game: 'into-the-blue', seats, seat: 0, name: 'x' },
      { session },
    );
    const id = made.body.table.id as string;
    return {
      id,
      answer: await call(on, 'POST', `/api/v1/tables/${id}/invite`, { seat: 1, name }, { session }),
    };
  };
  const decline = (on: TestApp, id: string, session?: string) =>
    call(on, 'POST', `/api/v1/tables/${id}/decline`, {}, session ? { session } : {});

  it('the invitee declines: the seat opens, the table leaves their tables', async () => {
    const host = await account('Host');
    const guest = await account('Guest');
    const stranger = await account('Nemo');
    const made = await reserving(app(), host.session, guest.name);
    expect(made.status).toBe(201);
    const id = made.body.table.id as string;
    const mine = () =>
      call(other(), 'GET', '/api/v1/account/tables', undefined, { session: guest.session });
    expect(tableIds(await mine())).toContain(id);
    // Signed out, or another account: refused, nothing changed.
    expect((await decline(app(), id)).status).toBe(401);
    expect((await decline(app(), id, stranger.session)).body).toEqual({
      error: { code: 'not-invited', params: {} },
    });
    // The invitee, on another instance.
    const declined = await decline(other(), id, guest.session);
    expect(declined.status).toBe(200);
    expect(declined.body.table.seats[1].name).toBeNull();
    expect(declined.body.table.seats[1].held).not.toBe(true);
    expect(tableIds(await mine())).not.toContain(id);
    expect((await decline(app(), id, guest.session)).body.error.code).toBe('not-invited');
    // Anyone may take the seat now.
    const joined = await call(app(), 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'Zoe' });
    expect(joined.status).toBe(200);
    // Declined, not pending: the host may invite them again.
    expect((await inviting(app(), host.session, guest.name)).answer.status).toBe(200);
  });

  it('one invitation pending from an inviter to an account, at creation or after, on any instance', async () => {
    const host = await account('Host');
    const guest = await account('Guest');
    const first = await reserving(app(), host.session, guest.name);
    expect(first.status).toBe(201);
    const pending = { error: { code: 'invite-pending', params: { name: guest.name } } };
    expect((await reserving(other(), host.session, guest.name)).body).toEqual(pending);
    expect((await inviting(other(), host.session, guest.name)).answer.body).toEqual(pending);
    // Another inviter may.
    const friend = await account('Friend');
    expect((await inviting(app(), friend.session, guest.name)).answer.status).toBe(200);
    // Once the first is declined, the host may again.
    expect((await decline(app(), first.body.table.id as string, guest.session)).status).toBe(200);
    expect((await inviting(other(), host.session, guest.name)).answer.status).toBe(200);
  });

  it("a friend's second table is never held back: one pending holds for strangers only (issue 40)", async () => {
    const host = await account('Host');
    const guest = await account('Guest');
    const first = await reserving(app(), host.session, guest.name);
    const id = first.body.table.id as string;
    // Only invited so far: still a stranger.
    const pending = { error: { code: 'invite-pending', params: { name: guest.name } } };
    expect((await inviting(app(), host.session, guest.name)).answer.body).toEqual(pending);
    // The guest takes the seat and the game starts: now they have played together.
    const joined = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { seat: 1, name: 'g' },
      {
        session: guest.session,
      },
    );
    expect(joined.status).toBe(200);
    const c = await Client.connect(app().wsUrl, { cookie: `fathom_session=${host.session}` });
    expect((await c.hello(id)).type).toBe('welcome');
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    c.close();
    const second = await inviting(other(), host.session, guest.name);
    expect(second.answer.status).toBe(200);
    // Both pending, from the same friend: the third too.
    expect((await inviting(app(), host.session, guest.name)).answer.status).toBe(200);
  });

  it('an account gets at most so many invitations a day, from all inviters and instances together', async () => {
    const guest = await account('Guest');
    const [a, b, c, d] = [
      await account('Ann'),
      await account('Bo'),
      await account('Cy'),
      await account('Di'),
    ];
    // Refused before the invitation is admitted: a stranger's tries spend none of the day's.
    const { id } = await inviting(app(), a.session, fresh('Nobody'));
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call(
            app(),
            'POST',
            `/api/v1/tables/${id}/invite`,
            { seat: 1, name: guest.name },
            { session: b.session },
          )
        ).body.error.code,
      ).toBe('not-seated');
    expect((await reserving(app(), a.session, guest.name)).status).toBe(201);
    expect((await inviting(other(), b.session, guest.name)).answer.status).toBe(200);
    expect((await inviting(app(), c.session, guest.name)).answer.status).toBe(200);
    const full = { error: { code: 'invites-full', params: { name: guest.name, max: 3 } } };
    expect((await inviting(other(), d.session, guest.name)).answer).toMatchObject({
      status: 429,
      body: full,
    });
    expect((await reserving(app(), d.session, guest.name)).body).toEqual(full);
    // Another account is not held back by it.
    const other2 = await account('Eve');
    expect((await inviting(app(), d.session, other2.name)).answer.status).toBe(200);
  });
});
