import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/server/accounts/cookies.js';
import { Accounts } from '../../src/server/accounts/service.js';
import { SoftPasskey } from './soft-passkey.js';
import { call, fresh, me, passkeySignUp, signIn, signUp } from './account-calls.js';
import { twoHumans, useAccountApps } from './account-apps.js';

// Accounts (issue 26) over HTTP and WebSocket, on SQLite and on PostgreSQL: every bad input and
// attack the issue lists. Seats that follow their account: accounts-seats.test.ts.

const apps = useAccountApps();
const sqlite = () => apps().sqlite;
const pg = () => apps().pg;

describe.each([['SQLite'], ['PostgreSQL']])('accounts on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? sqlite() : pg());

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
});

it('limits sign-in attempts per address', async () => {
  const accounts = new Accounts({
    storage: sqlite().storage,
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
