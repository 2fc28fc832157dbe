import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSettings } from '../../src/server/email/settings.js';
import { UnsubscribeTokens } from '../../src/server/email/tokens.js';
import { Client, pageCall, startTestApp, until, type TestApp } from './helpers.js';
import { startSmtp, type Mail, type SmtpReceiver } from './smtp-receiver.js';

/**
 * E-mail notifications end to end over a real SMTP exchange: smtp-server, started here on
 * 127.0.0.1, receives what the server's nodemailer sends.
 */

const PUBLIC = 'https://fathom.test';
let app: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    email: { settings: { smtpUrl: smtp.url, publicUrl: PUBLIC, from: 'Fathom <f@fathom.test>' } },
  });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

const call = (method: string, path: string, body?: unknown, session?: string) =>
  pageCall(app, method, path, body, session);

let n = 0;
async function signUp(name: string) {
  const r = await call('POST', '/api/v1/account/signup', {
    name: `${name}${++n}`,
    password: 'correct horse',
  });
  expect(r.status).toBe(201);
  return { id: r.body.account.id as string, name: r.body.account.name as string, s: r.cookie! };
}

/** The mails that arrived since `from`, once nothing is left to send. */
async function since(from: number): Promise<Mail[]> {
  await new Promise((r) => setImmediate(r));
  await app.push.idle();
  await app.email!.sender.idle();
  return smtp.mails.slice(from);
}

/** Adds the address (in `lang`) and follows the link mailed to it. */
async function verified(s: string, address: string, lang: string) {
  const from = smtp.mails.length;
  expect((await call('POST', '/api/v1/account/email', { address, lang }, s)).status).toBe(200);
  const [mail] = await since(from);
  const token = /email-token=([\w-]+)/.exec(mail!.text)![1];
  expect((await call('POST', '/api/v1/account/email/verify', { token })).status).toBe(200);
}

const awaited = (x: Client) =>
  ((x.latest()?.toMove as unknown[]) ?? []).filter((a) => typeof a === 'number') as number[];

/** Plays one legal move for whoever is awaited; their seat. */
async function moveAwaited(c: readonly Client[]): Promise<number> {
  const hasLegal = (x: Client) => ((x.latest()?.legal as unknown[] | undefined) ?? []).length > 0;
  const same = () => c.every((x) => x.lastSeq() === c[0]?.lastSeq());
  await until(() => same() && c.some(hasLegal), 5000, 'a player awaited');
  const seat = c.findIndex(hasLegal);
  const who = c[seat]!;
  const legal = who.latest()?.legal as unknown[];
  expect(await who.request({ type: 'move', seq: who.lastSeq(), move: legal[0] })).toMatchObject({
    type: 'ack',
  });
  await until(() => c.every((x) => x.lastSeq() === who.lastSeq()), 5000, 'the move');
  return seat;
}

/** The table's two seats connected again (to a restarted server). */
async function backAt(id: string, tokens: readonly [string, string]) {
  const c = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)] as const;
  await c[0].hello(id, tokens[0]);
  await c[1].hello(id, tokens[1]);
  return c;
}

/** Plays on until the other player's move hands `seat` the turn. */
async function handTurnTo(c: readonly Client[], seat: number): Promise<void> {
  let handed = 0;
  for (let i = 0; i < 60 && handed < 1; i++) {
    const before = awaited(c[0]!);
    const mover = await moveAwaited(c);
    if (mover !== seat && awaited(c[0]!).includes(seat) && !before.includes(seat)) handed++;
  }
  expect(handed).toBe(1);
}

/** A turn-based Survive table of two accounts (seat 0 `a`), each with a socket. */
async function table(a: { id: string; name: string }, b: { id: string; name: string }) {
  const created = await app.service.create(
    {
      game: 'survive',
      options: undefined,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: a.name,
      seat: 0,
      timeControl: { kind: 'async', perMoveMs: 3_600_000 },
    },
    undefined,
    a,
  );
  const id = created.table.id as string;
  const joined = await app.service.join(id, 1, b.name, undefined, b);
  const c = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)] as const;
  await c[0].hello(id, created.token);
  await c[1].hello(id, joined.token);
  return { id, c, tokens: [created.token as string, joined.token] as const };
}

/**
 * `body` on an instance of its own over a data directory of its own: the helpers above speak to
 * it (then to its restart) instead of the shared one. Whatever is open at the end is closed.
 */
async function onOwnApp(
  body: (own: { start(drainMs?: number): Promise<void>; close(): Promise<void> }) => Promise<void>,
): Promise<void> {
  const shared = app;
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-email-'));
  const settings = { smtpUrl: smtp.url, publicUrl: PUBLIC, from: 'f@fathom.test' };
  let open = false;
  try {
    await body({
      async start(drainMs) {
        app = await startTestApp({ dataDir, email: { settings, ...(drainMs ? { drainMs } : {}) } });
        open = true;
      },
      async close() {
        open = false;
        await app.close();
      },
    });
  } finally {
    smtp.stall.ms = 0;
    if (open) await app.close();
    app = shared;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Ana's table, not started, with Ben (his address verified, in English) at seat 1. */
async function benAtTable(address: string) {
  const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
  await verified(ben.s, address, 'en');
  return { ...(await table(ana, ben)), from: smtp.mails.length };
}

describe('e-mail notifications', () => {
  it('verifies an address by the link mailed to it, once; only then is it verified', async () => {
    const ana = await signUp('Ana');
    expect((await call('GET', '/api/v1/account/email', undefined, ana.s)).body).toEqual({
      offered: true,
      email: null,
    });
    const bad = await call('POST', '/api/v1/account/email', { address: 'no at sign' }, ana.s);
    expect(bad.body.error).toEqual({ code: 'bad-request', params: { reason: 'address' } });
    const from = smtp.mails.length;
    const set = await call(
      'POST',
      '/api/v1/account/email',
      { address: 'ana@example.org', lang: 'fr' },
      ana.s,
    );
    expect(set.body.email).toEqual({ address: 'ana@example.org', verified: false, notify: true });
    const [mail, ...more] = await since(from);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual(['ana@example.org']);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail · Fathom');
    expect(mail!.text).toContain(ana.name);
    const token = new RegExp(`${PUBLIC}/account\\?email-token=([\\w-]{43})`).exec(mail!.text)![1]!;
    const wrong = await call('POST', '/api/v1/account/email/verify', { token: `${token}x` });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'email-link-invalid']);
    // No session needed: the link may be opened on another device.
    expect((await call('POST', '/api/v1/account/email/verify', { token })).status).toBe(200);
    const again = await call('POST', '/api/v1/account/email/verify', { token });
    expect(again.body.error.code).toBe('email-link-invalid');
    expect((await call('GET', '/api/v1/account/email', undefined, ana.s)).body.email).toEqual({
      address: 'ana@example.org',
      verified: true,
      notify: true,
    });
    // Each address set mails a link: 3 at once, then one every 10 minutes.
    const cleo = await signUp('Cleo');
    const sets = [];
    for (let i = 0; i < 4; i++)
      sets.push(
        (await call('POST', '/api/v1/account/email', { address: `c${i}@example.org` }, cleo.s))
          .status,
      );
    expect(sets).toEqual([200, 200, 200, 429]);
    const data = await call('GET', '/api/v1/account/data', undefined, ana.s);
    expect(data.body.email).toEqual({
      address: 'ana@example.org',
      verified: true,
      notify: true,
      lang: 'fr',
    });
  });

  it('mails "your turn" once an hour per table, to the awaited verified player only, in their language; never the mover, never without a verified address', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    await verified(ana.s, 'ana.turn@example.org', 'fr');
    // Ben's address is never verified: nothing is sent to it but its link.
    await call('POST', '/api/v1/account/email', { address: 'ben@example.org', lang: 'en' }, ben.s);
    await since(0);
    const { id, c } = await table(ana, ben);
    const from = smtp.mails.length;
    // Ana starts it: she is not told it started. Then moves until Ana has been handed the turn
    // twice (by the island's set-up, or by Ben's move).
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
    let handed = awaited(c[0]).includes(0) ? 1 : 0;
    // That first turn's mail (if Ana's) is sent before the moves below are looked at.
    await since(from);
    for (let i = 0; i < 60 && handed < 2; i++) {
      const mark = smtp.mails.length;
      const before = awaited(c[0]);
      const mover = await moveAwaited(c);
      // Never the mover; never Ben, whose address is not verified.
      const mails = await since(mark);
      if (mover === 0) expect(mails).toEqual([]);
      if (mover === 1 && awaited(c[0]).includes(0) && !before.includes(0)) handed++;
    }
    const got = await since(from);
    expect(handed).toBe(2);
    expect(got).toHaveLength(1);
    const [mail] = got;
    expect(mail!.to).toEqual(['ana.turn@example.org']);
    expect(mail!.subject).toBe('À vous de jouer · Fathom');
    const unsubscribe = mail!.headers['list-unsubscribe']!.replace(/^<|>$/g, '');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC}/api/v1/email/unsubscribe\\?t=`));
    // Exactly these words: nothing of the game's state (a tile, an explorer) can be in them.
    expect(mail!.text).toBe(
      [
        'Survive: Escape from Atlantis! : c’est votre tour.',
        '',
        `Ouvrir la table : ${PUBLIC}/t/${id}`,
        '',
        '-- ',
        `Vous recevez cet e-mail parce que vous avez choisi les avis par e-mail sur Fathom pour le compte ${ana.name}.`,
        `Ne plus recevoir ces e-mails (un clic) : ${unsubscribe}`,
        '',
      ].join('\n'),
    );
    expect(app.email!.sender.counts.capped).toBeGreaterThan(0);
    c.forEach((x) => x.close());
  }, 60_000);

  it('stops mailing once the one-click unsubscribe link is posted to, without a session', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    await verified(ben.s, 'ben.stop@example.org', 'en');
    const link = new URL(`${app.url}/api/v1/email/unsubscribe?t=${app.email!.tokens.sign(ben.id)}`);
    // Opening the link (or a scanner fetching it) changes nothing: it shows a button.
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<button type="submit">Stop the e-mails from Fathom');
    expect((await call('GET', '/api/v1/account/email', undefined, ben.s)).body.email.notify).toBe(
      true,
    );
    // A forged token: refused, nothing changes.
    const forged = new URL(link);
    forged.searchParams.set('t', `${ben.id}.${'A'.repeat(43)}`);
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
    // RFC 8058's one-click: a form post from no page (no Origin, no cookie).
    const posted = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect((await call('GET', '/api/v1/account/email', undefined, ben.s)).body.email).toEqual({
      address: 'ben.stop@example.org',
      verified: true,
      notify: false,
    });
    // Ana starts a table: Ben would be told it started, by e-mail no more.
    const { c } = await table(ana, ben);
    const from = smtp.mails.length;
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
    expect(await since(from)).toEqual([]);
    // Chosen again on the account page: the next table's start is mailed.
    await call('POST', '/api/v1/account/email/notify', { notify: true, lang: 'es' }, ben.s);
    const next = await table(ana, ben);
    expect(await next.c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(next.c[0]).length > 0, 5000, 'the first turn');
    const mails = await since(from);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([
      ['ben.stop@example.org', 'La partida ha empezado · Fathom'],
    ]);
    [...c, ...next.c].forEach((x) => x.close());
  });

  it('a restart does not mail a table again within the hour: the send is kept in storage', async () => {
    await onOwnApp(async (own) => {
      await own.start();
      const { id, c, tokens, from } = await benAtTable('ben.restart@example.org');
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
      expect((await since(from)).map((m) => m.subject)).toEqual(['The game has started · Fathom']);
      c.forEach((x) => x.close());
      await own.close();
      await own.start();
      const again = await backAt(id, tokens);
      await handTurnTo(again, 1);
      expect(await since(from + 1)).toEqual([]);
      expect(app.email!.sender.counts.capped).toBeGreaterThan(0);
      again.forEach((x) => x.close());
    });
  }, 60_000);

  it('a graceful shutdown waits for a mail being sent: it arrives before the server has closed', async () => {
    await onOwnApp(async (own) => {
      await own.start();
      const { c, from } = await benAtTable('ben.drain@example.org');
      const asked = smtp.recipients();
      // A slow mail server: the start's mail to Ben is under way when the server is told to stop.
      smtp.stall.ms = 500;
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => smtp.recipients() > asked, 5000, 'the mail under way');
      c.forEach((x) => x.close());
      await own.close();
      expect(smtp.mails.slice(from).map((m) => [m.to[0], m.subject])).toEqual([
        ['ben.drain@example.org', 'The game has started · Fathom'],
      ]);
      expect(app.email!.sender.counts.unsent).toBe(0);
    });
  }, 60_000);

  it('a mail the SMTP server holds past the drain at shutdown is given up, its hour released: the restart mails the table’s next event', async () => {
    await onOwnApp(async (own) => {
      await own.start(300);
      const { id, c, tokens, from } = await benAtTable('ben.cut@example.org');
      const [asked, sent] = [smtp.recipients(), app.email!.sender.counts.sent];
      // Held far past the drain: the start's mail is cut short.
      smtp.stall.ms = 5_000;
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => smtp.recipients() > asked, 5000, 'the mail under way');
      c.forEach((x) => x.close());
      await own.close();
      expect(app.email!.sender.counts.unsent).toBe(1);
      expect(app.email!.sender.counts.sent).toBe(sent);
      smtp.stall.ms = 0;
      await own.start();
      const again = await backAt(id, tokens);
      await handTurnTo(again, 1);
      // Not held back by the hour of a mail never sent (nor is the one cut short sent late).
      expect((await since(from)).map((m) => [m.to[0], m.subject])).toEqual([
        ['ben.cut@example.org', 'Your turn · Fathom'],
      ]);
      again.forEach((x) => x.close());
    });
  }, 60_000);

  it('a failing SMTP server fails no move: the failure is logged and counted in /metrics', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    await verified(ben.s, 'ben.fail@example.org', 'en');
    smtp.refuse.add('ben.fail@example.org');
    const failed = app.email!.sender.counts.failed;
    const { c } = await table(ana, ben);
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (let i = 0; i < 6; i++) await moveAwaited(c);
    await since(0);
    expect(app.email!.sender.counts.failed).toBe(failed + 1);
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^fathom_emails_total\{outcome="failed"[^}]*\} [1-9]/m);
    smtp.refuse.clear();
    c.forEach((x) => x.close());
  });
});

describe('without SMTP_URL', () => {
  it('offers no e-mail', async () => {
    const plain = await startTestApp();
    try {
      const r = await fetch(`${plain.url}/api/v1/account/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: plain.url },
        body: JSON.stringify({ name: 'Nomail', password: 'correct horse' }),
      });
      const s = /fathom_session=([^;]*)/.exec(r.headers.get('set-cookie') ?? '')![1];
      const headers = { cookie: `fathom_session=${s}`, origin: plain.url };
      const got = await fetch(`${plain.url}/api/v1/account/email`, { headers });
      expect(await got.json()).toEqual({ offered: false, email: null });
      const set = await fetch(`${plain.url}/api/v1/account/email`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ address: 'x@example.org' }),
      });
      expect(set.status).toBe(400);
      expect(plain.email).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});

describe('e-mail settings and links', () => {
  it('needs FATHOM_PUBLIC_URL with SMTP_URL, and nothing without SMTP_URL', () => {
    expect(emailSettings({})).toBeNull();
    expect(() => emailSettings({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      /FATHOM_PUBLIC_URL/,
    );
    expect(
      emailSettings({
        SMTP_URL: 'smtp://m.example.org',
        FATHOM_PUBLIC_URL: 'https://p.example.org/',
      }),
    ).toEqual({
      smtpUrl: 'smtp://m.example.org',
      publicUrl: 'https://p.example.org',
      from: 'Fathom <fathom@p.example.org>',
    });
  });

  it('an unsubscribe token checks for its account only, and no changed token checks', () => {
    const tokens = new UnsubscribeTokens(Buffer.alloc(32, 7));
    const other = new UnsubscribeTokens(Buffer.alloc(32, 8));
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
    fc.assert(
      fc.property(id, fc.nat(), fc.integer({ min: 0, max: 63 }), (account, at, bits) => {
        const token = tokens.sign(account);
        expect(tokens.check(token)).toBe(account);
        expect(other.check(token)).toBeNull();
        // Any one character changed (the account's or the MAC's): refused.
        const i = at % token.length;
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
        const swap = alphabet[bits] === token[i] ? alphabet[(bits + 1) % 64]! : alphabet[bits]!;
        const changed = token.slice(0, i) + swap + token.slice(i + 1);
        expect(tokens.check(changed)).toBeNull();
      }),
    );
  });
});
