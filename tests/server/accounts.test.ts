import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { hashSessionToken } from '../../src/server/accounts/cookies.js';
import { Accounts } from '../../src/server/accounts/service.js';
import { Client, startTestApp, type Msg, type TestApp } from './helpers.js';
import { SoftPasskey } from './soft-passkey.js';
import { call, fresh, me, passkeySignUp, signIn, signUp } from './account-calls.js';

// Accounts (issue 26) over HTTP and WebSocket, on SQLite and on PostgreSQL (two instances
// sharing one database): every bad input and attack the issue lists, and seats that follow
// their account to every device.

let sqlite: TestApp;
let pgServer: TestPostgres;
let pg: TestApp;
let pg2: TestApp;
// The per-address limit is loosened (every request here comes from 127.0.0.1); the per-name one
// is the server's own. The per-address limit is tested on its own below.
const signInLimits = {
  perName: { rate: 1 / 60, burst: 5 },
  perAddress: { rate: 100, burst: 1000 },
};
beforeAll(async () => {
  pgServer = await startPostgres();
  [sqlite, pg, pg2] = await Promise.all([
    startTestApp({ signInLimits }),
    startTestApp({ databaseUrl: pgServer.url, signInLimits }),
    startTestApp({ databaseUrl: pgServer.url, signInLimits }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([sqlite?.stop(), pg?.stop(), pg2?.stop()]);
  await pgServer?.stop();
});

const twoHumans = { game: 'into-the-blue', seats: [{ kind: 'human' }, { kind: 'human' }] };

describe.each([['SQLite'], ['PostgreSQL']])('accounts on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? sqlite : pg);

  it('signs up, says who is signed in, signs out; the session cookie is HttpOnly and Lax', async () => {
    const name = fresh('Ana');
    const made = await signUp(app(), `  ${name}  `);
    expect(made).toMatchObject({
      status: 201,
      body: { account: { name, password: true, passkeys: 0 } },
    });
    expect(made.setCookie).toMatch(/HttpOnly/);
    expect(made.setCookie).toMatch(/SameSite=Lax/);
    expect(made.setCookie).toMatch(/Path=\//);
    // Plain HTTP, no proxy said: not Secure (a browser would drop a Secure cookie here).
    expect(made.setCookie).not.toMatch(/Secure/);
    expect(await me(app(), made.cookie as string)).toMatchObject({ name });
    expect((await call(app(), 'GET', '/api/v1/account')).body).toEqual({ account: null });
    const out = await call(app(), 'POST', '/api/v1/account/signout', {}, { session: made.cookie });
    expect(out.status).toBe(200);
    expect(out.cookie).toBe('');
    expect(await me(app(), made.cookie as string)).toBeNull();
  });

  it('refuses a name taken, in any case or width', async () => {
    const name = fresh('Bruno');
    expect((await signUp(app(), name)).status).toBe(201);
    for (const again of [name, name.toUpperCase(), ` ${name.toLowerCase()}`]) {
      expect(await signUp(app(), again)).toMatchObject({
        status: 409,
        body: { error: { code: 'name-taken', params: {} } },
      });
    }
    // Full-width letters fold to the same name.
    const wide = [...name]
      .map((c) => (/[A-Za-z0-9]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
      .join('');
    expect((await signUp(app(), wide)).body.error.code).toBe('name-taken');
  });

  it('refuses names with control characters, too short or 10,000 characters long', async () => {
    for (const name of [
      'Ana\u0000x',
      'Ana\nBea',
      'Ana\u202eaeB',
      'Zero\u200bwidth',
      'ab',
      '   ab   ',
      'x'.repeat(25),
      'x'.repeat(10_000),
      42,
      null,
    ]) {
      const r = await call(app(), 'POST', '/api/v1/account/signup', {
        name,
        password: 'correct horse',
      });
      expect([name, r.status, r.body]).toEqual([
        name,
        400,
        { error: { code: 'bad-name', params: { min: 3, max: 24 } } },
      ]);
    }
    // Nothing was made of any of them.
    expect((await signIn(app(), 'Ana\u0000x', 'correct horse')).status).toBe(401);
  });

  it('refuses a password too short or too long', async () => {
    for (const password of ['short', 'x'.repeat(257), 12345678]) {
      const r = await signUp(app(), fresh('Carla'), password as string);
      expect(r.body).toEqual({ error: { code: 'bad-password', params: { min: 8, max: 256 } } });
    }
  });

  it('answers a wrong password and an unknown name alike', async () => {
    const name = fresh('Dora');
    await signUp(app(), name);
    const wrong = await signIn(app(), name, 'not the one');
    const unknown = await signIn(app(), fresh('Nobody'), 'not the one');
    const invalid = await signIn(app(), 'x'.repeat(10_000), 'not the one');
    for (const r of [wrong, unknown, invalid]) {
      expect(r).toMatchObject({
        status: 401,
        body: { error: { code: 'sign-in-failed', params: {} } },
      });
      expect(r.cookie).toBeUndefined();
    }
    const right = await signIn(app(), name, 'correct horse');
    expect(right).toMatchObject({ status: 200, body: { account: { name } } });
  });

  it('limits sign-in attempts per name, whether the name exists or not', async () => {
    for (const name of [fresh('Elena'), fresh('Ghost')]) {
      if (name.startsWith('Elena')) await signUp(app(), name);
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push((await signIn(app(), name, 'wrong wrong')).body.error.code);
      expect(codes).toEqual([...Array<string>(5).fill('sign-in-failed'), 'rate-limited']);
    }
  });

  it('rotates the session at sign-in: the old cookie is dead, the new one lives', async () => {
    const name = fresh('Fran');
    const first = (await signUp(app(), name)).cookie as string;
    const second = await signIn(app(), name, 'correct horse', first);
    expect(second.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.cookie).not.toBe(first);
    expect(await me(app(), first)).toBeNull();
    expect(await me(app(), second.cookie as string)).toMatchObject({ name });
  });

  it('refuses a replayed cookie after sign-out everywhere, and an expired one', async () => {
    const name = fresh('Gil');
    const a = (await signUp(app(), name)).cookie as string;
    const b = (await signIn(app(), name, 'correct horse')).cookie as string;
    const all = await call(app(), 'POST', '/api/v1/account/signout-everywhere', {}, { session: b });
    expect(all).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const s of [a, b]) {
      expect(await me(app(), s)).toBeNull();
      const r = await call(
        app(),
        'POST',
        '/api/v1/account/password',
        { password: 'x'.repeat(9) },
        { session: s },
      );
      expect(r).toMatchObject({ status: 401, body: { error: { code: 'not-signed-in' } } });
    }
    // An expired session, as the database has it: refused though its row is there.
    const c = (await signIn(app(), name, 'correct horse')).cookie as string;
    const stored = await app().storage.getSession(hashSessionToken(c));
    expect(stored).not.toBeNull();
    await app().storage.deleteSession(hashSessionToken(c));
    await app().storage.createSession({ ...stored!, expiresAt: Date.now() - 1 });
    expect(await me(app(), c)).toBeNull();
    expect(
      (await call(app(), 'GET', '/api/v1/account/data', undefined, { session: c })).status,
    ).toBe(401);
  });

  it('refuses a session cookie sent from another site’s page, and changes nothing', async () => {
    const name = fresh('Hugo');
    const s = (await signUp(app(), name)).cookie as string;
    for (const path of ['signout-everywhere', 'delete', 'password', 'passkey/register-options']) {
      const r = await call(
        app(),
        'POST',
        `/api/v1/account/${path}`,
        { name, password: 'evil evil evil' },
        {
          session: s,
          origin: 'https://evil.example',
        },
      );
      expect([path, r.status, r.body.error?.code]).toEqual([path, 403, 'bad-origin']);
    }
    const table = await call(
      app(),
      'POST',
      '/api/v1/tables',
      { ...twoHumans, seat: 0 },
      {
        session: s,
        origin: 'https://evil.example',
      },
    );
    expect(table.body.error.code).toBe('bad-origin');
    expect(await me(app(), s)).toMatchObject({ name });
    expect((await signIn(app(), name, 'correct horse')).status).toBe(200);
  });

  it('changes the password: the old one and the other sessions stop working', async () => {
    const name = fresh('Inés');
    const a = (await signUp(app(), name)).cookie as string;
    const b = (await signIn(app(), name, 'correct horse')).cookie as string;
    const wrong = await call(
      app(),
      'POST',
      '/api/v1/account/password',
      { current: 'nope nope', password: 'battery staple' },
      { session: a },
    );
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'wrong-password' } } });
    const changed = await call(
      app(),
      'POST',
      '/api/v1/account/password',
      { current: 'correct horse', password: 'battery staple' },
      { session: a },
    );
    expect(changed.status).toBe(200);
    expect(await me(app(), b)).toBeNull();
    expect(await me(app(), a)).toBeNull();
    expect(await me(app(), changed.cookie as string)).toMatchObject({ name });
    expect((await signIn(app(), name, 'correct horse')).status).toBe(401);
    expect((await signIn(app(), name, 'battery staple')).status).toBe(200);
  });

  it('signs up and in with a passkey, adds one, and refuses an assertion for another account', async () => {
    const name = fresh('Jon');
    const key = new SoftPasskey(app().url);
    const s = await passkeySignUp(app(), key, name);
    expect(await me(app(), s)).toMatchObject({ name, password: false, passkeys: 1 });
    // Signing in: options, then the assertion.
    const opts = await call(app(), 'POST', '/api/v1/account/passkey/signin-options', {});
    const signed = await call(app(), 'POST', '/api/v1/account/passkey/signin', {
      ceremony: opts.body.ceremony,
      response: key.assert(opts.body.options),
    });
    expect(signed).toMatchObject({ status: 200, body: { account: { name } } });
    // The same answer again (a replay): its ceremony is spent.
    const replay = await call(app(), 'POST', '/api/v1/account/passkey/signin', {
      ceremony: opts.body.ceremony,
      response: key.assert(opts.body.options),
    });
    expect(replay.body.error.code).toBe('passkey-failed');
    // A second passkey for the signed-in account.
    const second = new SoftPasskey(app().url);
    const addOpts = await call(
      app(),
      'POST',
      '/api/v1/account/passkey/register-options',
      {},
      { session: s },
    );
    const added = await call(
      app(),
      'POST',
      '/api/v1/account/passkey/register',
      {
        ceremony: addOpts.body.ceremony,
        response: second.register(addOpts.body.options),
      },
      { session: s },
    );
    expect(added).toMatchObject({ status: 200, body: { account: { name, passkeys: 2 } } });
    expect(added.cookie).toBeUndefined();
    // Another account's passkey, and an assertion by this key claiming to be that account.
    const other = new SoftPasskey(app().url);
    await passkeySignUp(app(), other, fresh('Kim'));
    const o2 = await call(app(), 'POST', '/api/v1/account/passkey/signin-options', {});
    const forged = await call(app(), 'POST', '/api/v1/account/passkey/signin', {
      ceremony: o2.body.ceremony,
      response: key.assert(o2.body.options, other.userHandle),
    });
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'sign-in-failed' } } });
    expect(forged.cookie).toBeUndefined();
    // The other key's id with this key's signature: refused too.
    const o3 = await call(app(), 'POST', '/api/v1/account/passkey/signin-options', {});
    const swapped = key.assert(o3.body.options, other.userHandle) as Record<string, unknown>;
    const r3 = await call(app(), 'POST', '/api/v1/account/passkey/signin', {
      ceremony: o3.body.ceremony,
      response: { ...swapped, id: other.credentialId, rawId: other.credentialId },
    });
    expect(r3).toMatchObject({ status: 401, body: { error: { code: 'sign-in-failed' } } });
    // A passkey for another site's origin: refused.
    const elsewhere = new SoftPasskey('http://localhost:1');
    const o4 = await call(app(), 'POST', '/api/v1/account/passkey/register-options', {
      name: fresh('Lia'),
    });
    const r4 = await call(app(), 'POST', '/api/v1/account/passkey/register', {
      ceremony: o4.body.ceremony,
      response: elsewhere.register(o4.body.options),
    });
    expect(r4.body.error.code).toBe('passkey-failed');
  });

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
    expect(joined.body.table.seats[1]).toMatchObject({ name: guest, held: false, taken: true });
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
    expect(refused.body.error).toEqual({ code: 'bad-request', params: { reason: 'confirm' } });
    const gone = await call(app(), 'POST', '/api/v1/account/delete', { name }, { session: s });
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
    expect(summary.body.seats[1]).toMatchObject({ name: rival, zombie: false });
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
    const s = (await signUp(pg, name)).cookie as string;
    expect(await me(pg2, s)).toMatchObject({ name });
    expect((await signUp(pg2, name)).body.error.code).toBe('name-taken');
    const other = (await signIn(pg2, name, 'correct horse')).cookie as string;
    await call(pg2, 'POST', '/api/v1/account/signout-everywhere', {}, { session: other });
    expect(await me(pg, s)).toBeNull();
  });

  it('give the account its seat on either instance', async () => {
    const name = fresh('Teo');
    const s = (await signUp(pg, name)).cookie as string;
    const created = await call(
      pg,
      'POST',
      '/api/v1/tables',
      { ...twoHumans, seat: 0 },
      { session: s },
    );
    const c = await Client.connect(pg2.wsUrl, { cookie: `fathom_session=${s}` });
    expect(await c.hello(created.body.table.id as string)).toMatchObject({
      you: { seat: 0, name },
    });
    c.close();
  });
});

it('limits sign-in attempts per address', async () => {
  const accounts = new Accounts({
    storage: sqlite.storage,
    signInLimits: { perName: { rate: 1, burst: 100 }, perAddress: { rate: 1 / 60, burst: 3 } },
  });
  const codes = [];
  for (let i = 0; i < 4; i++) {
    codes.push(
      await accounts.signIn(fresh('Uma'), 'wrong wrong', '10.0.0.1', null).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      ),
    );
  }
  expect(codes).toEqual(['sign-in-failed', 'sign-in-failed', 'sign-in-failed', 'rate-limited']);
  // Another address is not held back.
  await expect(
    accounts.signIn(fresh('Uma'), 'wrong wrong', '10.0.0.2', null),
  ).rejects.toMatchObject({
    code: 'sign-in-failed',
  });
});
