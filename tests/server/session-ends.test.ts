import { describe, expect, it } from 'vitest';
import { SessionEnds, type SessionSocket } from '../../src/server/accounts/session-ends.js';
import { hashSessionToken } from '../../src/server/accounts/cookies.js';
import type { Storage } from '../../src/server/storage/types.js';
import { Client, until, type TestApp } from './helpers.js';
import { call, fresh, me, signIn, signUp } from './account-calls.js';
import { twoHumans, useAccountApps } from './account-apps.js';

// Sessions end where they are used (issue 40): signing out everywhere, a new password and
// deleting the account close the sockets opened with the account's old cookies, on every
// instance, and the account's seats get new tokens, so a lost device's token holds nothing, while
// a device signed in again keeps the seat. SQLite, and two instances over one PostgreSQL.

const apps = useAccountApps();

/** A socket as a browser opens it, with its close (code and reason) once it comes. */
async function socket(app: TestApp, session?: string) {
  const c = await Client.connect(app.wsUrl, {
    origin: app.url,
    ...(session ? { cookie: `fathom_session=${session}` } : {}),
  });
  const closed = new Promise<[number, string]>((resolve) =>
    c.ws.once('close', (code, reason) => resolve([code, reason.toString()])),
  );
  return { c, closed };
}

/** Ana (two devices signed in, and the seat's token) and Bea at a started table of `app`. */
async function seated(app: TestApp) {
  const ana = fresh('Ana');
  const laptop = (await signUp(app, ana)).cookie as string;
  const phone = (await signIn(app, ana, 'correct horse')).cookie as string;
  const bea = (await signUp(app, fresh('Bea'))).cookie as string;
  const made = await call(
    app,
    'POST',
    '/api/v1/tables',
    { ...twoHumans, seat: 0 },
    {
      session: laptop,
    },
  );
  expect(made.status).toBe(201);
  const id = made.body.table.id as string;
  const token = made.body.token as string;
  expect(
    (await call(app, 'POST', `/api/v1/tables/${id}/join`, { name: 'x' }, { session: bea })).status,
  ).toBe(200);
  return { ana, laptop, phone, id, token };
}

describe.each([['SQLite'], ['PostgreSQL']])('sessions ending on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? apps().sqlite : apps().pg);

  it('closes the sockets of every session, and the seat follows the account, not the old token', async () => {
    const { ana, laptop, phone, id, token } = await seated(app());
    const onPhone = await socket(app(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    // A lost device: the seat's token, not signed in; and one signed in that holds the token.
    const lost = await socket(app());
    expect(await lost.c.hello(id, token)).toMatchObject({ you: { seat: 0 } });
    const both = await socket(app(), laptop);
    expect(await both.c.hello(id, token)).toMatchObject({ you: { seat: 0 } });

    const out = await call(
      app(),
      'POST',
      '/api/v1/account/signout-everywhere',
      {},
      {
        session: laptop,
      },
    );
    expect(out.body).toEqual({ ended: 2 });
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
    expect(await both.closed).toEqual([1008, 'signed-out']);
    // The lost device's socket stays, but its token holds the seat no more.
    expect(await lost.c.request({ type: 'chat', text: 'still here' })).toMatchObject({
      type: 'error',
      code: 'not-seated',
    });
    const again = await socket(app());
    expect(await again.c.hello(id, token)).toMatchObject({ type: 'error', code: 'bad-token' });
    // The old cookie is no session any more: a spectator.
    const stale = await socket(app(), phone);
    expect(await stale.c.hello(id)).toMatchObject({ type: 'welcome', you: null });
    // Signed in again, the account holds its seat (no token needed) and plays.
    const fresh = (await signIn(app(), ana, 'correct horse')).cookie as string;
    const back = await socket(app(), fresh);
    expect(await back.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    expect(await back.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (const s of [lost, again, stale, back]) s.c.close();
  });

  it('closes the old sessions’ sockets at a password change, not the new session’s', async () => {
    const { ana, phone, id } = await seated(app());
    const onPhone = await socket(app(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const changed = await call(
      app(),
      'POST',
      '/api/v1/account/password',
      { current: 'correct horse', password: 'battery staple' },
      { session: phone },
    );
    expect(changed.status).toBe(200);
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
    const now = await socket(app(), changed.cookie as string);
    expect(await now.c.hello(id)).toMatchObject({ you: { seat: 0, name: ana } });
    expect(await now.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    now.c.close();
  });

  it('keeps a signed-in socket its seat when the seat’s token changes under it', async () => {
    const { phone, id, token } = await seated(app());
    const onPhone = await socket(app(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const lost = await socket(app());
    expect(await lost.c.hello(id, token)).toMatchObject({ you: { seat: 0 } });
    // New tokens without an end of sessions: what another instance's socket, opened with the new
    // cookie before it heard of the new token, goes through.
    await app().service.accountSeats.rotateTokens((await me(app(), phone)).id as string);
    expect(await onPhone.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    expect(await lost.c.request({ type: 'chat', text: 'hi' })).toMatchObject({
      code: 'not-seated',
    });
    onPhone.c.close();
    lost.c.close();
  });

  it('closes the sockets of the session signed out on its device, and no other device’s', async () => {
    const { phone, laptop, id } = await seated(app());
    const onPhone = await socket(app(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const onLaptop = await socket(app(), laptop);
    expect(await onLaptop.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const out = await call(app(), 'POST', '/api/v1/account/signout', {}, { session: phone });
    expect(out.status).toBe(200);
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
    // The laptop plays on.
    expect(await onLaptop.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    expect(onLaptop.c.closed).toBe(false);
    onLaptop.c.close();
  });

  it('closes the sockets of an account deleted', async () => {
    const { ana, phone, laptop, id } = await seated(app());
    const onPhone = await socket(app(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const gone = await call(
      app(),
      'POST',
      '/api/v1/account/delete',
      { name: ana },
      {
        session: laptop,
      },
    );
    expect(gone.status).toBe(200);
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
  });
});

describe('sessions ending across two instances over PostgreSQL', () => {
  const [one, two] = [() => apps().pg, () => apps().pg2];

  it('closes the sockets on the other instance, and the lost token there holds nothing', async () => {
    const { laptop, phone, id, token } = await seated(one());
    const onPhone = await socket(two(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const lost = await socket(two());
    expect(await lost.c.hello(id, token)).toMatchObject({ you: { seat: 0 } });
    const out = await call(
      one(),
      'POST',
      '/api/v1/account/signout-everywhere',
      {},
      {
        session: laptop,
      },
    );
    expect(out.status).toBe(200);
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
    expect(await lost.c.request({ type: 'chat', text: 'mine still?' })).toMatchObject({
      type: 'error',
      code: 'not-seated',
    });
    lost.c.close();
  });

  it('closes the socket of a session signed out on the other instance, and only that one', async () => {
    const { laptop, phone, id } = await seated(one());
    const onPhone = await socket(two(), phone);
    expect(await onPhone.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const onLaptop = await socket(two(), laptop);
    expect(await onLaptop.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    expect(
      (await call(one(), 'POST', '/api/v1/account/signout', {}, { session: phone })).status,
    ).toBe(200);
    expect(await onPhone.closed).toEqual([1008, 'signed-out']);
    expect(await onLaptop.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    expect(onLaptop.c.closed).toBe(false);
    onLaptop.c.close();
  });

  it('keeps the new session’s socket open on the other instance after a password change', async () => {
    const { ana, laptop, phone, id } = await seated(one());
    const old = await socket(two(), laptop);
    expect(await old.c.hello(id)).toMatchObject({ you: { seat: 0 } });
    const changed = await call(
      one(),
      'POST',
      '/api/v1/account/password',
      { current: 'correct horse', password: 'battery staple' },
      { session: phone },
    );
    expect(changed.status).toBe(200);
    // Opened with the new cookie at once, likely before the other instance hears of the change.
    const now = await socket(two(), changed.cookie as string);
    expect(await now.c.hello(id)).toMatchObject({ you: { seat: 0, name: ana } });
    // Heard of it: the old session's socket closes there.
    expect(await old.closed).toEqual([1008, 'signed-out']);
    // The new one still acts, for the seat whose token changed meanwhile.
    expect(await now.c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    expect(now.c.closed).toBe(false);
    now.c.close();
  });
});

describe('SessionEnds', () => {
  /** A storage that only carries hints, with the sessions it still has. */
  function fakeStorage(kept: Set<string>) {
    const hooks = {
      ended: (_a: string, _at: number, _session?: string) => {},
      resync: () => {},
    };
    const told: [string, number, string?][] = [];
    const storage = {
      onSessionsEnded: (h: typeof hooks.ended) => (hooks.ended = h),
      onResync: (h: () => void) => (hooks.resync = h),
      sessionsEnded: async (a: string, at: number, one?: string) =>
        void told.push(one === undefined ? [a, at] : [a, at, one]),
      getSession: async (hash: string) =>
        kept.has(hash) ? { tokenHash: hash, expiresAt: Date.now() + 60_000 } : null,
    } as unknown as Storage;
    return { storage, hooks, told };
  }
  const sock = (account: string, since: number, session = `t${since}`) => {
    const s = { account, since, session, out: false, signedOut: () => (s.out = true) };
    return s satisfies SessionSocket;
  };

  it('ends the sessions begun before the end, here and told elsewhere, and no later ones', async () => {
    const { storage, hooks, told } = fakeStorage(new Set());
    const ends = new SessionEnds(storage);
    const [old, young, other] = [sock('a', 100), sock('a', 200), sock('b', 100)];
    for (const s of [old, young, other]) expect(ends.watch(s)).toBe(true);
    // Heard from another instance.
    hooks.ended('a', 150);
    expect([old.out, young.out, other.out]).toEqual([true, false, false]);
    expect([ends.ended('a', 149), ends.ended('a', 150), ends.ended('b', 0)]).toEqual([
      true,
      false,
      false,
    ]);
    // A socket whose session was read before the end, followed after it: closed at once.
    const late = sock('a', 120);
    expect(ends.watch(late)).toBe(false);
    expect(late.out).toBe(true);
    // Ended here: told to the others, and this instance's sockets close.
    await ends.endAll('a', 300);
    expect(told).toEqual([['a', 300]]);
    expect(young.out).toBe(true);
    expect(ends.ended('a', 250)).toBe(true);
  });

  it('ends one session: its sockets, here and told elsewhere, even one followed after', async () => {
    const { storage, hooks, told } = fakeStorage(new Set());
    const ends = new SessionEnds(storage);
    const [phone, laptop] = [sock('a', 1, 'phone'), sock('a', 2, 'laptop')];
    ends.watch(phone);
    ends.watch(laptop);
    await ends.endOne('a', hashSessionToken('phone'));
    expect([phone.out, laptop.out]).toEqual([true, false]);
    expect(told).toEqual([['a', expect.any(Number), hashSessionToken('phone')]]);
    // The account's sessions have not ended: frames of the laptop go on.
    expect(ends.ended('a', 2)).toBe(false);
    // Heard from elsewhere; and a socket of that session whose hello was in flight meanwhile.
    const tablet = sock('a', 3, 'tablet');
    ends.watch(tablet);
    hooks.ended('a', Date.now(), hashSessionToken('tablet'));
    expect([tablet.out, laptop.out]).toEqual([true, false]);
    const late = sock('a', 1, 'phone');
    expect(ends.watch(late)).toBe(false);
    expect(late.out).toBe(true);
  });

  it('reads every followed session again once lost hints may have been missed', async () => {
    const kept = new Set([hashSessionToken('alive')]);
    const { storage, hooks } = fakeStorage(kept);
    const ends = new SessionEnds(storage);
    const [alive, gone] = [sock('a', 1, 'alive'), sock('a', 2, 'gone')];
    ends.watch(alive);
    ends.watch(gone);
    hooks.resync();
    await until(() => gone.out);
    expect(alive.out).toBe(false);
  });
});
