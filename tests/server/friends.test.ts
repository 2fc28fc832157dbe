import { describe, expect, it } from 'vitest';
import { call, fresh, signUp, type Answer } from './account-calls.js';
import { Client, sleep, startTestApp, usePostgres, useTestApp, type TestApp } from './helpers.js';

// Friends, blocks and presence (issue 42): requests accepted both ways, declined, removed; a
// friends list with who is online (a socket on any instance, or the home read lately) and the
// listed table they play at; blocks that stop requests, invitations and chat. On SQLite, and on
// two instances over one PostgreSQL.

const signInLimits = { perName: { rate: 1, burst: 100 }, perAddress: { rate: 100, burst: 1000 } };
const friends = { requestsPerDay: 3 };
const pg = usePostgres();
const apps = {
  sqlite: useTestApp({ signInLimits, friends }),
  pg: useTestApp(() => ({ databaseUrl: pg.url, signInLimits, friends })),
  pg2: useTestApp(() => ({ databaseUrl: pg.url, signInLimits, friends })),
};

const seats = [{ kind: 'human' }, { kind: 'human' }];

/** Polls `read` until `ok` says its answer is the one awaited (states, never times). */
async function eventually<T>(read: () => Promise<T>, ok: (t: T) => boolean): Promise<T> {
  // A cap, not a pace: a loaded machine takes long to write and read presence.
  const end = Date.now() + 45_000;
  for (;;) {
    const t = await read();
    if (ok(t) || Date.now() > end) return t;
    await sleep(25);
  }
}

describe.each([['SQLite'], ['PostgreSQL']])('friends on %s', (engine) => {
  const app = (): TestApp => (engine === 'SQLite' ? apps.sqlite : apps.pg);
  // Another instance, where there is one.
  const other = (): TestApp => (engine === 'SQLite' ? apps.sqlite : apps.pg2);
  const account = async (base: string) => {
    const name = fresh(base);
    return { name, session: (await signUp(app(), name)).cookie as string };
  };
  type Who = Awaited<ReturnType<typeof account>>;
  const post = (on: TestApp, who: Who, path: string, name: string) =>
    call(on, 'POST', `/api/v1/account/${path}`, { name }, { session: who.session });
  const list = (on: TestApp, who: Who, page = 1) =>
    call(on, 'GET', `/api/v1/account/friends?page=${page}`, undefined, { session: who.session });
  const names = (a: Answer) => a.body.friends.map((f: { name: string }) => f.name);
  const friendOf = (a: Answer, name: string) =>
    a.body.friends.find((f: { name: string }) => f.name === name);
  const befriend = async (a: Who, b: Who) => {
    expect((await post(app(), a, 'friends/request', b.name)).body).toEqual({ status: 'requested' });
    expect((await post(other(), b, 'friends/accept', a.name)).body).toEqual({ status: 'friends' });
  };
  const table = async (on: TestApp, who: Who, extra: Record<string, unknown> = {}) => {
    const made = await call(
      on,
      'POST',
      '/api/v1/tables',
      { game: 'into-the-blue', seats, seat: 0, name: 'x', ...extra },
      { session: who.session },
    );
    expect(made.status).toBe(201);
    return made.body.table.id as string;
  };
  const socket = async (on: TestApp, who: Who, id: string) => {
    const c = await Client.connect(on.wsUrl, { cookie: `fathom_session=${who.session}` });
    expect((await c.hello(id)).type).toBe('welcome');
    return c;
  };

  it('a request accepted makes friends both ways; declined or removed, none', async () => {
    const [ann, bo, cy] = [await account('Ann'), await account('Bo'), await account('Cy')];
    await befriend(ann, bo);
    expect(names(await list(app(), ann))).toEqual([bo.name]);
    expect(names(await list(other(), bo))).toEqual([ann.name]);
    // Cy asks Ann: Ann sees the request, declines it; nothing is left.
    await post(app(), cy, 'friends/request', ann.name);
    const withCy = await list(other(), ann);
    expect(withCy.body.requests.map((r: { name: string }) => r.name)).toEqual([cy.name]);
    expect((await post(app(), ann, 'friends/decline', cy.name)).status).toBe(200);
    expect((await list(app(), ann)).body.requests).toEqual([]);
    expect((await post(app(), ann, 'friends/accept', cy.name)).body).toEqual({
      error: { code: 'no-friend-request', params: { name: cy.name } },
    });
    // Asking someone who asked you makes friends at once.
    await post(app(), cy, 'friends/request', bo.name);
    expect((await post(other(), bo, 'friends/request', cy.name)).body).toEqual({
      status: 'friends',
    });
    expect(names(await list(app(), cy))).toEqual([bo.name]);
    // Either may remove the other: gone both ways.
    expect((await post(other(), bo, 'friends/remove', ann.name)).status).toBe(200);
    expect(names(await list(app(), ann))).toEqual([]);
    expect(names(await list(app(), bo))).toEqual([cy.name]);
    // The profile's view of the relation.
    const rel = await call(
      app(),
      'GET',
      `/api/v1/account/friends/with?name=${encodeURIComponent(cy.name)}`,
      undefined,
      { session: bo.session },
    );
    expect(rel.body).toEqual({
      name: cy.name,
      friends: true,
      asked: false,
      askedBy: false,
      blocks: false,
    });
  });

  it('refuses the signed out, unknown names, oneself, pages out of range', async () => {
    const ann = await account('Ann');
    expect((await call(app(), 'GET', '/api/v1/account/friends')).status).toBe(401);
    expect((await post(app(), ann, 'friends/request', 'Nobody here')).body).toEqual({
      error: { code: 'no-account', params: { name: 'Nobody here' } },
    });
    expect((await post(app(), ann, 'friends/request', ann.name)).body.error.code).toBe(
      'bad-request',
    );
    expect((await list(app(), ann, 11)).body).toEqual({
      error: { code: 'bad-request', params: { reason: 'page' } },
    });
  });

  it('sends at most so many requests a day', async () => {
    const ann = await account('Ann');
    for (let i = 0; i < 3; i++) {
      const b = await account('To');
      expect((await post(i % 2 ? other() : app(), ann, 'friends/request', b.name)).status).toBe(
        200,
      );
    }
    const last = await account('To');
    const refused = await post(app(), ann, 'friends/request', last.name);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'requests-full', params: { max: 3 } } });
  });

  it('shows friends online on any instance, first, with the listed table they play at only', async () => {
    const [ann, bo, cy] = [await account('Ann'), await account('Bo'), await account('Cy')];
    await befriend(ann, bo);
    await befriend(ann, cy);
    // Neither has a socket nor read their friends: offline.
    const before = await list(app(), ann);
    expect(before.body.friends.map((f: { online: boolean }) => f.online)).toEqual([false, false]);
    // Cy plays at a listed table on the other instance: online, first, with the table.
    const listed = await table(other(), cy);
    const c = await socket(other(), cy, listed);
    const seen = await eventually(
      () => list(app(), ann),
      (a) => friendOf(a, cy.name).playing !== undefined,
    );
    expect(names(seen)[0]).toBe(cy.name);
    expect(friendOf(seen, cy.name)).toEqual({
      name: cy.name,
      online: true,
      playing: { table: listed, game: 'into-the-blue' },
    });
    c.close();
    const gone = await eventually(
      () => list(app(), ann),
      (a) => !friendOf(a, cy.name).online,
    );
    expect(friendOf(gone, cy.name)).toEqual({ name: cy.name, online: false });
    // Bo at a private table: online, the table never told.
    const hidden = await table(app(), bo, { listed: false });
    const b = await socket(app(), bo, hidden);
    const boOn = await eventually(
      () => list(other(), ann),
      (a) => friendOf(a, bo.name).online,
    );
    expect(friendOf(boOn, bo.name)).toEqual({ name: bo.name, online: true });
    expect(JSON.stringify(boOn.body)).not.toContain(hidden);
    b.close();
    // Reading one's friends (the home) is being online too.
    await list(other(), cy);
    expect(friendOf(await list(app(), ann), cy.name).online).toBe(true);
  });

  it("an instance's presence expires when it stops refreshing it", async () => {
    const [ann, bo] = [await account('Ann'), await account('Bo')];
    await befriend(ann, bo);
    const boId = (await call(app(), 'GET', '/api/v1/account', undefined, { session: bo.session }))
      .body.account.id as string;
    // A row of an instance that died long ago: not online.
    await app().storage.friends.present('dead', [{ account: boId, table: null, game: null }], 1);
    expect(friendOf(await list(app(), ann), bo.name).online).toBe(false);
    // The same, fresh: online, until pruned as expired.
    await app().storage.friends.present(
      'alive',
      [{ account: boId, table: null, game: null }],
      Date.now(),
    );
    expect(friendOf(await list(other(), ann), bo.name).online).toBe(true);
    await app().storage.friends.prunePresence(Date.now() + 1);
    expect(friendOf(await list(app(), ann), bo.name).online).toBe(false);
  });

  it('a block ends the friendship, and stops requests, invitations and chat from the blocked', async () => {
    const [ann, bo] = [await account('Ann'), await account('Bo')];
    await befriend(ann, bo);
    // Bo's table where Ann sits, before the block.
    const id = await table(app(), bo);
    expect(
      (
        await call(
          app(),
          'POST',
          `/api/v1/tables/${id}/invite`,
          { seat: 1, name: ann.name },
          {
            session: bo.session,
          },
        )
      ).status,
    ).toBe(200);
    expect((await post(other(), ann, 'block', bo.name)).status).toBe(200);
    expect(names(await list(app(), ann))).toEqual([]);
    expect(names(await list(app(), bo))).toEqual([]);
    const blocks = await call(app(), 'GET', '/api/v1/account/blocks', undefined, {
      session: ann.session,
    });
    expect(blocks.body).toEqual({ blocks: [{ name: bo.name }], more: false });
    // Bo's request is answered as sent (a block is never told), and reaches nobody.
    expect((await post(app(), bo, 'friends/request', ann.name)).body).toEqual({
      status: 'requested',
    });
    expect((await list(app(), ann)).body.requests).toEqual([]);
    // Ann cannot ask Bo either while she blocks him.
    expect((await post(app(), ann, 'friends/request', bo.name)).body.error.code).toBe('you-block');
    // No invitation from Bo.
    const second = await table(other(), bo);
    const invite = await call(
      other(),
      'POST',
      `/api/v1/tables/${second}/invite`,
      { seat: 1, name: ann.name },
      { session: bo.session },
    );
    expect(invite.body).toEqual({ error: { code: 'invite-refused', params: { name: ann.name } } });
    // At the table they share, Bo's chat is refused; Ann's is not.
    const joined = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { seat: 1, name: 'a' },
      {
        session: ann.session,
      },
    );
    expect(joined.status).toBe(200);
    const b = await socket(app(), bo, id);
    const refused = await b.request({ type: 'chat', text: 'hi' });
    expect(refused).toMatchObject({ type: 'error', code: 'chat-refused' });
    const a = await socket(other(), ann, id);
    expect(await a.request({ type: 'chat', text: 'hello' })).toMatchObject({ type: 'ack' });
    // Unblocked: Bo may ask again.
    expect((await post(app(), ann, 'unblock', bo.name)).status).toBe(200);
    await post(app(), bo, 'friends/request', ann.name);
    expect((await list(app(), ann)).body.requests.map((r: { name: string }) => r.name)).toEqual([
      bo.name,
    ]);
    a.close();
    b.close();
  });

  it('a friend is never a stranger: their second invitation is not held back', async () => {
    const [ann, bo] = [await account('Ann'), await account('Bo')];
    await befriend(ann, bo);
    const invite = async (on: TestApp) => {
      const id = await table(on, ann);
      return call(
        on,
        'POST',
        `/api/v1/tables/${id}/invite`,
        { seat: 1, name: bo.name },
        {
          session: ann.session,
        },
      );
    };
    expect((await invite(app())).status).toBe(200);
    expect((await invite(other())).status).toBe(200);
  });
});

describe('presence on PostgreSQL', () => {
  it('an instance that stops takes its players offline at once, for every instance', async () => {
    const third = await startTestApp({ databaseUrl: pg.url, signInLimits, friends });
    let stopped = false;
    try {
      const [ann, bo] = [fresh('Ann'), fresh('Bo')];
      const a = (await signUp(apps.pg, ann)).cookie as string;
      const b = (await signUp(apps.pg, bo)).cookie as string;
      await call(apps.pg, 'POST', '/api/v1/account/friends/request', { name: bo }, { session: a });
      await call(apps.pg2, 'POST', '/api/v1/account/friends/accept', { name: ann }, { session: b });
      // Bo plays on the third instance.
      const made = await call(
        third,
        'POST',
        '/api/v1/tables',
        { game: 'into-the-blue', seats, seat: 0, name: 'x' },
        { session: b },
      );
      const c = await Client.connect(third.wsUrl, { cookie: `fathom_session=${b}` });
      expect((await c.hello(made.body.table.id as string)).type).toBe('welcome');
      const read = () =>
        call(apps.pg2, 'GET', '/api/v1/account/friends', undefined, { session: a }).then(
          (r) => r.body.friends[0] as { online: boolean },
        );
      expect((await eventually(read, (f) => f.online)).online).toBe(true);
      // The instance stops (its sockets close, its rows go): offline long before rows expire.
      await third.stop();
      stopped = true;
      // Within 15 s (eventually's bound), well before a row's 60 s time to live.
      expect((await eventually(read, (f) => !f.online)).online).toBe(false);
    } finally {
      if (!stopped) await third.stop();
    }
  });
});
