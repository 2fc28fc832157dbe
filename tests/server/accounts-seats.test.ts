import { describe, expect, it } from 'vitest';
import { Client, type Msg } from './helpers.js';
import { call, fresh, me, signIn, signUp } from './account-calls.js';
import { twoHumans, useAccountApps } from './account-apps.js';

// Seats that follow their account (issue 26), on SQLite and on PostgreSQL (two instances sharing
// one database): on every device, invited by name, claimed, and let go when the account goes.

const apps = useAccountApps();
const sqlite = () => apps().sqlite;
const pg = () => apps().pg;
const pg2 = () => apps().pg2;

describe.each([['SQLite'], ['PostgreSQL']])('account seats on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? sqlite() : pg());

  it('gives a signed-in player their seat on another device, lists their tables, and people met', async () => {
    const [ana, bea] = [fresh('Mia'), fresh('Noa')];
    const laptop = (await signUp(app(), ana)).cookie as string;
    const other = (await signUp(app(), bea)).cookie as string;
    const created = await call(
      app(),
      'POST',
      '/api/v1/tables',
      { ...twoHumans, seat: 0, timeControl: { kind: 'async', perMoveMs: 86_400_000 } },
      { session: laptop },
    );
    expect(created.status).toBe(201);
    const id = created.body.table.id as string;
    // Seated under the account's name.
    expect(created.body.table.seats[0].name).toBe(ana);
    const joined = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { name: 'whatever' },
      { session: other },
    );
    expect(joined.body.seat).toBe(1);
    // The phone: signed in with the password, no token, holds seat 0.
    const phone = (await signIn(app(), ana, 'correct horse')).cookie as string;
    const c = await Client.connect(app().wsUrl, {
      cookie: `fathom_session=${phone}`,
      origin: app().url,
    });
    const welcome = await c.hello(id);
    expect(welcome).toMatchObject({ type: 'welcome', you: { seat: 0, name: ana } });
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // A socket without the cookie is a spectator.
    const stranger = await Client.connect(app().wsUrl);
    expect(await stranger.hello(id)).toMatchObject({ type: 'welcome', you: null });
    // Your tables, from any device: whose turn, the clock.
    const mine = await call(app(), 'GET', '/api/v1/account/tables', undefined, { session: phone });
    expect(mine.status).toBe(200);
    expect(mine.body.next).toBeNull();
    expect(mine.body.tables).toHaveLength(1);
    expect(mine.body.tables[0]).toMatchObject({
      seat: 0,
      table: { id, status: 'playing' },
      clock: { kind: 'async' },
    });
    expect(Array.isArray(mine.body.tables[0].table.toMove)).toBe(true);
    const people = await call(app(), 'GET', '/api/v1/account/played-with', undefined, {
      session: laptop,
    });
    expect(people.body.people).toEqual([{ id: (await me(app(), other)).id, name: bea }]);
    const bad = await call(app(), 'GET', '/api/v1/account/tables?page=0', undefined, {
      session: phone,
    });
    expect(bad.body.error).toEqual({ code: 'bad-request', params: { reason: 'page' } });
    c.close();
    stranger.close();
  });

  it('keeps a seat for an account invited by name: only its signed-in join takes it', async () => {
    const [host, guest, other] = [fresh('Vera'), fresh('Wim'), fresh('Xia')];
    const h = (await signUp(app(), host)).cookie as string;
    const g = (await signUp(app(), guest)).cookie as string;
    const o = (await signUp(app(), other)).cookie as string;
    const body = {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
      seat: 0,
    };
    const unknown = await call(
      app(),
      'POST',
      '/api/v1/tables',
      { ...body, reserve: [{ seat: 1, name: fresh('Nobody'), account: true }] },
      { session: h },
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'no-account' } } });
    const created = await call(
      app(),
      'POST',
      '/api/v1/tables',
      { ...body, reserve: [{ seat: 1, name: guest.toUpperCase(), account: true }] },
      { session: h },
    );
    expect(created.status).toBe(201);
    expect(created.body.invites).toBeUndefined();
    const id = created.body.table.id as string;
    expect(created.body.table.seats[1]).toMatchObject({ name: guest, held: true, taken: true });
    // In the guest's tables at once.
    const theirs = await call(app(), 'GET', '/api/v1/account/tables', undefined, { session: g });
    expect(theirs.body.tables.map((t: { table: { id: string } }) => t.table.id)).toContain(id);
    // Someone else, signed in or not, cannot take it.
    const taken = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { seat: 1, name: 'x' },
      { session: o },
    );
    expect(taken.body.error).toEqual({ code: 'seat-held', params: { seat: 1 } });
    const anon = await call(app(), 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'x' });
    expect(anon.body.error.code).toBe('seat-held');
    // The guest's join, without naming the seat, takes it.
    const joined = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { name: 'x' },
      { session: g },
    );
    expect(joined).toMatchObject({ status: 200, body: { seat: 1 } });
    expect(joined.body.table.seats[1]).toMatchObject({ name: guest, taken: true });
    expect(joined.body.table.seats[1]).not.toHaveProperty('held');
  });

  it('claims an anonymous seat with its token, and refuses a wrong token', async () => {
    const name = fresh('Olga');
    const s = (await signUp(app(), name)).cookie as string;
    const anon = await call(app(), 'POST', '/api/v1/tables', {
      ...twoHumans,
      seat: 1,
      name: 'Olga anon',
    });
    const id = anon.body.table.id as string;
    const token = anon.body.token as string;
    const wrong = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/claim`,
      {},
      { session: s, token: 'x'.repeat(43) },
    );
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { code: 'bad-token', params: {} } },
    });
    const none = await call(app(), 'POST', `/api/v1/tables/${id}/claim`, {}, { session: s });
    expect(none.body.error.code).toBe('bad-token');
    const notSignedIn = await call(app(), 'POST', `/api/v1/tables/${id}/claim`, {}, { token });
    expect(notSignedIn.body.error.code).toBe('not-signed-in');
    const claimed = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/claim`,
      {},
      { session: s, token },
    );
    expect(claimed).toMatchObject({ status: 200, body: { seat: 1 } });
    // Another account cannot take it over with the same token.
    const thief = (await signUp(app(), fresh('Pia'))).cookie as string;
    const stolen = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/claim`,
      {},
      { session: thief, token },
    );
    expect(stolen).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-claimed', params: { seat: 1 } } },
    });
    // Now the account holds it from a device without the token.
    const c = await Client.connect(app().wsUrl, { cookie: `fathom_session=${s}` });
    expect(await c.hello(id)).toMatchObject({ you: { seat: 1 } });
    c.close();
    // The token keeps working for the anonymous device too.
    const d = await Client.connect(app().wsUrl);
    expect(await d.hello(id, token)).toMatchObject({ you: { seat: 1 } });
    d.close();
  });

  it('deletes an account seated at a live table: the seat goes to a bot, the game stays', async () => {
    const [name, rival] = [fresh('Quim'), fresh('Rosa')];
    const s = (await signUp(app(), name)).cookie as string;
    const r = (await signUp(app(), rival)).cookie as string;
    const created = await call(
      app(),
      'POST',
      '/api/v1/tables',
      { ...twoHumans, seat: 0 },
      { session: s },
    );
    const id = created.body.table.id as string;
    await call(app(), 'POST', `/api/v1/tables/${id}/join`, { name: 'x' }, { session: r });
    const c = await Client.connect(app().wsUrl, { cookie: `fathom_session=${s}` });
    await c.hello(id);
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const data = await call(app(), 'GET', '/api/v1/account/data', undefined, { session: s });
    expect(data.body).toMatchObject({
      account: { name, password: true },
      seats: [{ table: id, seat: 0 }],
    });
    expect(JSON.stringify(data.body)).not.toMatch(/scrypt/);
    const refused = await call(
      app(),
      'POST',
      '/api/v1/account/delete',
      { name: 'not my name' },
      { session: s },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'wrong-name', params: { name } });
    // The name typed in another case is the name (no two accounts differ by case only).
    const typed = { name: ` ${name.toUpperCase()} ` };
    const gone = await call(app(), 'POST', '/api/v1/account/delete', typed, { session: s });
    expect(gone.status).toBe(200);
    expect(await me(app(), s)).toBeNull();
    expect((await signIn(app(), name, 'correct horse')).status).toBe(401);
    const summary = await call(app(), 'GET', `/api/v1/tables/${id}`);
    expect(summary.body.status).not.toBe('open');
    expect(summary.body.seats[0]).toMatchObject({
      name: null,
      zombie: true,
      deleted: true,
      taken: true,
    });
    expect(summary.body.seats[1]).toMatchObject({ name: rival });
    expect(summary.body.seats[1]).not.toHaveProperty('zombie');
    // The game goes on: a bot plays the deleted player's turns (the table's moves grow).
    const rivalSocket = await Client.connect(app().wsUrl, { cookie: `fathom_session=${r}` });
    const w = (await rivalSocket.hello(id)) as Msg;
    expect(w.you).toMatchObject({ seat: 1 });
    rivalSocket.close();
    c.close();
    // The name is free again.
    expect((await signUp(app(), name)).status).toBe(201);
  });
});

describe('accounts on two instances over PostgreSQL', () => {
  it('see the same sessions: signed in on one, known on the other, signed out from either', async () => {
    const name = fresh('Sara');
    const s = (await signUp(pg(), name)).cookie as string;
    expect(await me(pg2(), s)).toMatchObject({ name });
    expect((await signUp(pg2(), name)).body.error.code).toBe('name-taken');
    const other = (await signIn(pg2(), name, 'correct horse')).cookie as string;
    await call(pg2(), 'POST', '/api/v1/account/signout-everywhere', {}, { session: other });
    expect(await me(pg(), s)).toBeNull();
  });

  it('give the account its seat on either instance', async () => {
    const name = fresh('Teo');
    const s = (await signUp(pg(), name)).cookie as string;
    const created = await call(
      pg(),
      'POST',
      '/api/v1/tables',
      { ...twoHumans, seat: 0 },
      { session: s },
    );
    const c = await Client.connect(pg2().wsUrl, { cookie: `fathom_session=${s}` });
    expect(await c.hello(created.body.table.id as string)).toMatchObject({
      you: { seat: 0, name },
    });
    c.close();
  });
});
