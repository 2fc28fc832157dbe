import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import {
  awaited,
  call,
  env,
  handTurnTo,
  signUp,
  since,
  table,
  useEmailServer,
  verified,
} from './email-harness.js';
import { Client, usePostgres, until } from './helpers.js';
import { startPushService, subscription, type PushService } from './push-service.js';

// Issue 40: chat read per account (every device of one account agrees, in storage), chat notices
// at turn-based tables (off by default, per account, never the words) and the account's choice of
// each kind of notice for push and e-mail, honored by both senders. Over SQLite and PostgreSQL.

for (const engine of ['sqlite', 'postgres'] as const) {
  describe(`chat read and notice settings (${engine})`, () => {
    const pg = engine === 'postgres' ? usePostgres() : null;
    let push: PushService;
    beforeAll(async () => {
      push = await startPushService();
    });
    afterAll(async () => {
      await push?.close();
    });
    useEmailServer({ digestCheckMs: 3_600_000 }, () => ({
      push: { allowHttp: true, allowPrivate: true },
      ...(pg ? { databaseUrl: pg.url } : {}),
    }));
    beforeAll(async () => {
      push.publicKey = (await call('GET', '/api/v1/push')).body.publicKey as string;
    });

    /** The account's unread count at the table, as its "your tables" says it. */
    const unread = async (session: string, id: string) => {
      const r = await call('GET', '/api/v1/account/tables', undefined, session);
      expect(r.status).toBe(200);
      const entry = (r.body.tables as { table: { id: string }; unread: number }[]).find(
        (e) => e.table.id === id,
      );
      return entry?.unread;
    };
    /** Waits for the account's count to be `n` (the read marks are written after the line). */
    const unreadIs = async (session: string, id: string, n: number, what: string) => {
      for (let i = 0; (await unread(session, id)) !== n; i++) {
        if (i > 500) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const say = async (c: Client, text: string) =>
      expect(await c.request({ type: 'chat', text })).toMatchObject({ type: 'ack' });

    it('counts the chat unread per account, the same on two devices, cleared by a visible page', async () => {
      const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
      // Ana's second device: another session of the same account.
      const phone = (
        await call('POST', '/api/v1/account/signin', { name: ana.name, password: 'correct horse' })
      ).cookie as string;
      const t = await table(ana, ben);
      await say(t.c[1], 'hello');
      await say(t.c[1], 'are you there?');
      expect(await unread(ana.s, t.id)).toBe(2);
      expect(await unread(phone, t.id)).toBe(2);
      // One's own lines are never unread.
      expect(await unread(ben.s, t.id)).toBe(0);

      // The phone opens the table (its session holds the seat) and is seen: read on both.
      const p = await Client.connect(env.app.wsUrl, {
        cookie: `fathom_session=${phone}`,
        origin: env.app.url,
      });
      expect(await p.hello(t.id)).toMatchObject({ you: { seat: 0, chatRead: 0 } });
      p.send({ type: 'visible', visible: true });
      await unreadIs(ana.s, t.id, 0, 'read on the laptop');
      expect(await unread(phone, t.id)).toBe(0);
      // A line reaching the visible page is read at once.
      await say(t.c[1], 'ok');
      await unreadIs(ana.s, t.id, 0, 'the line read');

      // Hidden: the next line is unread again; the laptop's welcome says how far she read.
      p.send({ type: 'visible', visible: false });
      await say(t.c[1], 'your move');
      await unreadIs(phone, t.id, 1, 'one unread');
      const again = await Client.connect(env.app.wsUrl, {
        cookie: `fathom_session=${ana.s}`,
        origin: env.app.url,
      });
      const w = await again.hello(t.id);
      const chat = w.chat as { id: number; text: string }[];
      const read = (w.you as { chatRead: number }).chatRead;
      expect(chat.filter((l) => l.id > read).map((l) => l.text)).toEqual(['your move']);
      // Writing answers what one read: her line clears her count, and is Ben's to read.
      await say(t.c[0], 'coming');
      await unreadIs(ana.s, t.id, 0, 'read by writing');
      expect(await unread(ben.s, t.id)).toBe(1);
      for (const c of [p, again, ...t.c]) c.close();
    });

    it('tells of chat only to who chose it, once an hour, without the words; each kind honored for push and e-mail', async () => {
      const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
      await verified(ben.s, `ben.chat.${engine}@example.org`, 'en');
      const t = await table(ana, ben);
      const d = push.device(`chat-${engine}-${t.id}`);
      const sub = await call('POST', `/api/v1/tables/${t.id}/push`, subscription(d), ben.s);
      expect(sub.status).toBe(201);
      const pushes = (tag: string) =>
        push.received.filter((r) => r.device === d.name && r.payload.tag === `${t.id}:${tag}`);
      const idle = async () => {
        await env.app.push.idle();
        await env.app.email!.sender.idle();
      };

      // The defaults: everything on but chat.
      const got = await call('GET', '/api/v1/account/notices', undefined, ben.s);
      expect(got.body.notices.push).toMatchObject({ turn: true, started: true, chat: false });
      expect(got.body.notices.email).toMatchObject({ turn: true, invited: true, chat: false });
      let from = env.smtp.mails.length;
      await say(t.c[0], 'the secret plan');
      await idle();
      expect(pushes('chat')).toHaveLength(0);
      expect(await since(from)).toHaveLength(0);

      // Malformed settings: a clear 400, nothing changed.
      for (const body of [[], { push: { chat: 'yes' } }, { sms: {} }, { push: { lunch: true } }]) {
        const bad = await call('POST', '/api/v1/account/notices', body, ben.s);
        expect(bad.status).toBe(400);
        expect(bad.body.error.code).toBe('bad-request');
      }
      expect((await call('POST', '/api/v1/account/notices', {}, undefined)).status).toBe(401);

      // Chat on for both; turns off for both.
      const set = await call(
        'POST',
        '/api/v1/account/notices',
        { push: { chat: true, turn: false }, email: { chat: true, turn: false } },
        ben.s,
      );
      expect(set.status).toBe(200);
      expect(set.body.notices.push).toMatchObject({ chat: true, turn: false, started: true });
      // Kept: in the account's data too.
      const data = await call('GET', '/api/v1/account/data', undefined, ben.s);
      expect(data.body.notices.email).toMatchObject({ chat: true, turn: false, ended: true });
      from = env.smtp.mails.length;
      await say(t.c[0], 'the secret plan');
      await until(() => pushes('chat').length === 1, 5000, 'a chat push');
      const [mail] = await since(from);
      expect(mail?.subject).toBe('A new chat message · Fathom');
      for (const text of [mail?.text ?? '', pushes('chat')[0]?.text ?? '']) {
        expect(text).toContain(ana.name);
        expect(text).not.toContain('secret');
      }
      // The writer is never told of their own line; a second line within the hour: nothing.
      await say(t.c[1], 'fine');
      await say(t.c[0], 'again');
      await idle();
      expect(pushes('chat')).toHaveLength(1);
      expect((await since(from)).filter((m) => m.subject.includes('chat'))).toHaveLength(1);

      // The game starts ("started" is on): Ben's turns are neither pushed nor mailed.
      from = env.smtp.mails.length;
      expect(await t.c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => awaited(t.c[0]).length > 0, 5000, 'the first turn');
      if (!awaited(t.c[0]).includes(1)) await handTurnTo(t.c, 1);
      await idle();
      expect(pushes('started')).toHaveLength(1);
      expect(pushes('turn')).toHaveLength(0);
      const subjects = (await since(from)).map((m) => m.subject);
      expect(subjects).toContain('The game has started · Fathom');
      expect(subjects).not.toContain('Your turn · Fathom');
      for (const c of t.c) c.close();
    });
  });
}
