import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiFrom, pageCall, startTestApp, type TestApp } from './helpers.js';
import { startPushService, subscription, type PushService } from './push-service.js';
import { startSmtp, type Mail, type SmtpReceiver } from './smtp-receiver.js';

/**
 * An account invited to a seat is told (push on its devices, e-mail if it chose it): by whom, to
 * which game, with the table's join page; every invitation once (issue 40); never if it opted out. One
 * server for the file, with a real SMTP exchange (smtp-receiver.ts) and a push service that
 * decrypts what it receives as a browser would (push-service.ts), on SQLite.
 */

const PUBLIC = 'https://fathom.test';
let app: TestApp;
let smtp: SmtpReceiver;
let push: PushService;

beforeAll(async () => {
  // The push service starts first and closes last: nothing the app sends meets a closed port.
  push = await startPushService();
  smtp = await startSmtp();
  app = await startTestApp({
    push: { allowHttp: true, allowPrivate: true },
    email: { settings: { smtpUrl: smtp.url, publicUrl: PUBLIC, from: 'f@fathom.test' } },
  });
  push.publicKey = (await api(app.url, 'GET', '/api/v1/push')).body.publicKey as string;
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  await push?.close();
});

const call = (method: string, path: string, body?: unknown, session?: string) =>
  pageCall(app, method, path, body, session);

let n = 0;
async function signUp(name: string) {
  const r = await call('POST', '/api/v1/account/signup', {
    name: `${name}${++n}`,
    password: 'x'.repeat(12),
  });
  expect(r.status).toBe(201);
  return { name: r.body.account.name as string, s: r.cookie as string };
}

/** An account with its address verified (mails in `lang`) and a device notified at its own table. */
async function invitee(name: string, lang: 'es' | 'fr', pushLang: 'es' | 'fr') {
  const who = await signUp(name);
  const address = `${who.name.toLowerCase()}@example.org`;
  const mark = smtp.mails.length;
  expect((await call('POST', '/api/v1/account/email', { address, lang }, who.s)).status).toBe(200);
  const [link] = await mails(mark);
  const token = /email-token=([\w-]+)/.exec(link!.text)![1];
  expect((await call('POST', '/api/v1/account/email/verify', { token })).status).toBe(200);
  const own = await call('POST', '/api/v1/tables', waiting(who.name), who.s);
  expect(own.status).toBe(201);
  const device = push.device(who.name);
  const sub = await api(
    app.url,
    'POST',
    `/api/v1/tables/${own.body.table.id as string}/push`,
    subscription(device, pushLang),
    own.body.token as string,
  );
  expect(sub.status).toBe(201);
  return {
    ...who,
    address,
    device,
    own: { id: own.body.table.id as string, token: own.body.token as string },
  };
}

/** A waiting Into the Blue table of three people, its creator at seat 0. */
const waiting = (name: string, reserve?: unknown) => ({
  game: 'into-the-blue',
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
  seat: 0,
  name,
  ...(reserve ? { reserve } : {}),
});

/** What arrived since the marks, once nothing is left to send. */
async function mails(from: number): Promise<Mail[]> {
  await new Promise((r) => setImmediate(r));
  await app.push.idle();
  await app.email!.sender.idle();
  return smtp.mails.slice(from);
}
const pushes = async (from: number) => {
  await mails(smtp.mails.length);
  return push.received.slice(from);
};

const invite = (id: string, token: string, seat: number, name: string) =>
  api(app.url, 'POST', `/api/v1/tables/${id}/invite`, { seat, name }, token);

/** `fathom_pushes_total{outcome}` as /metrics serves it now. */
async function pushesMetric(outcome: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const line = new RegExp(`^fathom_pushes_total\\{outcome="${outcome}"[^}]*\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? NaN);
}

describe('an account invited to a seat is told', () => {
  it('on its devices and by mail, each in its language: who invites, the game, the join page; every invitation, a second table within the hour too', async () => {
    const ana = await signUp('Ana');
    const ben = await invitee('Ben', 'fr', 'es');
    const table = await call('POST', '/api/v1/tables', waiting(ana.name), ana.s);
    const id = table.body.table.id as string;
    const host = push.device(`${ana.name}-host`);
    await api(app.url, 'POST', `/api/v1/tables/${id}/push`, subscription(host), table.body.token);
    const [m, p] = [smtp.mails.length, push.received.length];
    expect((await invite(id, table.body.token as string, 2, ben.name)).status).toBe(200);
    const got = await pushes(p);
    // Ben's device alone (his other table's), never the host's, in the device's language.
    expect(got.map((r) => [r.device, r.payload])).toEqual([
      [
        ben.name,
        {
          title: 'Una invitación a jugar',
          body: `Into the Blue: ${ana.name} te invita y te guarda un asiento.`,
          url: `/t/${id}`,
          tag: `${id}:invited`,
        },
      ],
    ]);
    const [mail, ...more] = await mails(m);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([ben.address]);
    expect(mail!.subject).toBe('Une invitation à jouer · Fathom');
    const lines = mail!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      // A mail quotes the inviter's name (email/texts.ts quotedName); the push says it plain.
      `Into the Blue : « ${ana.name} » vous invite et vous garde une place.`,
      '',
      `Ouvrir la table : ${PUBLIC}/t/${id}`,
    ]);
    // Ana's second table within the hour: Ben's seat is kept, and he is told of it too (before,
    // one invitation an hour per inviter reached him: the second table's was silent). He
    // declined the first: a stranger has one invitation pending to an account at most.
    expect((await call('POST', `/api/v1/tables/${id}/decline`, {}, ben.s)).status).toBe(200);
    const again = await call('POST', '/api/v1/tables', waiting(ana.name), ana.s);
    const [m2, p2] = [smtp.mails.length, push.received.length];
    const kept = await invite(
      again.body.table.id as string,
      again.body.token as string,
      1,
      ben.name,
    );
    expect(kept.body.table.seats[1]).toMatchObject({ name: ben.name, held: true });
    expect((await pushes(p2)).map((r) => r.payload.url)).toEqual([`/t/${again.body.table.id}`]);
    expect((await mails(m2)).map((x) => x.subject)).toEqual(['Une invitation à jouer · Fathom']);
    expect(app.push.capped).toBe(0);
    // Served on /metrics (docs/operating.md).
    expect(await pushesMetric('capped')).toBe(0);
    expect(await pushesMetric('sent')).toBeGreaterThanOrEqual(2);
    // Another person's invitation (a table created from another address) is told.
    const other = await apiFrom('127.0.0.2', app.url, 'POST', '/api/v1/tables', waiting('Cy'));
    expect(other.status).toBe(201);
    const [m3, p3] = [smtp.mails.length, push.received.length];
    expect(
      (await invite(other.body.table.id as string, other.body.token as string, 1, ben.name)).status,
    ).toBe(200);
    expect((await pushes(p3)).map((r) => r.payload.body)).toEqual([
      'Into the Blue: Cy te invita y te guarda un asiento.',
    ]);
    expect((await mails(m3)).map((x) => x.subject)).toEqual(['Une invitation à jouer · Fathom']);
  }, 30_000);

  it('when invited at the table’s creation too; not by mail once it turned e-mail off, nor on a device turned off', async () => {
    const ana = await signUp('Ana');
    const [dan, eve] = [await invitee('Dan', 'es', 'fr'), await invitee('Eve', 'fr', 'fr')];
    // Eve turns her e-mail off, and her device off at her table.
    expect(
      (await call('POST', '/api/v1/account/email/notify', { notify: false, lang: 'fr' }, eve.s))
        .status,
    ).toBe(200);
    const off = await api(
      app.url,
      'DELETE',
      `/api/v1/tables/${eve.own.id}/push`,
      { endpoint: eve.device.endpoint },
      eve.own.token,
    );
    expect(off.status).toBe(200);
    const [m, p] = [smtp.mails.length, push.received.length];
    const reserve = [
      { seat: 1, name: dan.name, account: true },
      { seat: 2, name: eve.name, account: true },
    ];
    const table = await call('POST', '/api/v1/tables', waiting(ana.name, reserve), ana.s);
    expect(table.status).toBe(201);
    const id = table.body.table.id as string;
    expect((await pushes(p)).map((r) => [r.device, r.payload.title, r.payload.url])).toEqual([
      [dan.name, 'Une invitation à jouer', `/t/${id}`],
    ]);
    const got = await mails(m);
    expect(got.map((x) => [x.to, x.subject])).toEqual([
      [[dan.address], 'Una invitación a jugar · Fathom'],
    ]);
    expect(got[0]!.text).toContain(
      `Into the Blue: «${ana.name}» te invita y te guarda un asiento.\n\nAbre la mesa: ${PUBLIC}/t/${id}\n`,
    );
  }, 30_000);
});
