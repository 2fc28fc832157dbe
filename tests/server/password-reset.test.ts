import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResets, RESET_LIMITS } from '../../src/server/accounts/password-reset.js';
import type { EmailSender, MailJob } from '../../src/server/email/sender.js';
import type { Storage } from '../../src/server/storage/types.js';
import { Client, pageCall, until, usePostgres, useTestApp, type TestApp } from './helpers.js';
import { startSmtp, type Mail, type SmtpReceiver } from './smtp-receiver.js';
import { fresh } from './account-calls.js';
import { twoHumans } from './account-apps.js';

// Password reset by verified e-mail (issue 40), over a real SMTP exchange, on SQLite and on
// PostgreSQL: a link used once, within its time, that ends every session; an answer that never
// tells whether a name or address has an account.

const PUBLIC = 'https://fathom.test';
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
const pgServer = usePostgres();
const email = () => ({
  settings: { smtpUrl: smtp.url, publicUrl: PUBLIC, from: 'Fathom <f@fathom.test>' },
});
// Every request here comes from 127.0.0.1: the per-address limit is tested on its own (below).
const resetLimits = { ...RESET_LIMITS, perAddress: { rate: 100, burst: 1000 } };
const sqlite = useTestApp(() => ({ email: email(), resetLimits }));
const pg = useTestApp(() => ({ databaseUrl: pgServer.url, email: email(), resetLimits }));

/** The mails to `to` once nothing is left to send. */
async function mailsTo(app: TestApp, to: string): Promise<Mail[]> {
  await app.email!.sender.idle();
  return smtp.mails.filter((m) => m.to.includes(to));
}

const linkIn = (m: Mail) =>
  new RegExp(`${PUBLIC}/account\\?reset-token=([\\w-]{43})`).exec(m.text)?.[1];

describe.each([['SQLite'], ['PostgreSQL']])('password reset on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? sqlite : pg);
  const call = (method: string, path: string, body?: unknown, session?: string) =>
    pageCall(app(), method, path, body, session);

  /** An account with a verified address (mails in French): its name and session. */
  async function withAddress(address: string, verify = true) {
    const name = fresh('Ana');
    const made = await call('POST', '/api/v1/account/signup', { name, password: 'correct horse' });
    const s = made.cookie as string;
    expect((await call('POST', '/api/v1/account/email', { address, lang: 'fr' }, s)).status).toBe(
      200,
    );
    // Its verification mail sent (and kept out of the mails counted after).
    const [mail] = await mailsTo(app(), address);
    if (verify) {
      const token = /email-token=([\w-]+)/.exec(mail!.text)![1];
      expect((await call('POST', '/api/v1/account/email/verify', { token })).status).toBe(200);
    }
    return { name, s };
  }

  it('resets once by the link mailed to the verified address, and ends every session', async () => {
    const address = `${fresh('ana')}@example.org`;
    const { name, s } = await withAddress(address);
    // A socket of the old session, seated.
    const made = await call('POST', '/api/v1/tables', { ...twoHumans, seat: 0 }, s);
    const c = await Client.connect(app().wsUrl, {
      cookie: `fathom_session=${s}`,
      origin: app().url,
    });
    const closed = new Promise<string>((r) => c.ws.once('close', (_, why) => r(why.toString())));
    expect(await c.hello(made.body.table.id as string)).toMatchObject({ you: { seat: 0 } });

    const before = (await mailsTo(app(), address)).length;
    expect(await call('POST', '/api/v1/account/password-reset', { who: name })).toEqual({
      status: 200,
      body: { ok: true },
      cookie: undefined,
    });
    const mails = (await mailsTo(app(), address)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Choisissez un nouveau mot de passe · Fathom');
    expect(mails[0]!.text).toContain(name);
    const token = linkIn(mails[0]!)!;
    expect(token).toBeDefined();

    // A password refused leaves the link unused.
    const short = await call('POST', '/api/v1/account/password-reset/finish', {
      token,
      password: 'short',
    });
    expect(short.body.error.code).toBe('bad-password');
    const wrong = await call('POST', '/api/v1/account/password-reset/finish', {
      // Its last character changed (to another one: a token may end in A).
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      password: 'battery staple',
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'reset-link-invalid']);
    const done = await call('POST', '/api/v1/account/password-reset/finish', {
      token,
      password: 'battery staple',
    });
    expect(done.status).toBe(200);
    expect(done.body.account.name).toBe(name);
    expect(done.cookie).toMatch(/^[\w-]{43}$/);
    // Every session ended, its socket too; the new password signs in, the old one not.
    expect((await call('GET', '/api/v1/account', undefined, s)).body.account).toBeNull();
    expect(await closed).toBe('signed-out');
    const signIn = (password: string) => call('POST', '/api/v1/account/signin', { name, password });
    expect((await signIn('correct horse')).status).toBe(401);
    expect((await signIn('battery staple')).status).toBe(200);
    // Once only.
    const again = await call('POST', '/api/v1/account/password-reset/finish', {
      token,
      password: 'another one',
    });
    expect([again.status, again.body.error.code]).toEqual([400, 'reset-link-invalid']);
    // By the address too, in any case.
    expect(
      (await call('POST', '/api/v1/account/password-reset', { who: address.toUpperCase() })).body,
    ).toEqual({ ok: true });
    expect((await mailsTo(app(), address)).length).toBe(before + 2);
  });

  it('answers the same, and mails nothing, without an account or a verified address', async () => {
    const unverified = `${fresh('bo')}@example.org`;
    const { name } = await withAddress(unverified, false);
    const from = smtp.mails.length;
    for (const who of [
      fresh('Nobody'),
      `${fresh('nobody')}@example.org`,
      name,
      unverified,
      'x\u0000',
    ])
      expect(await call('POST', '/api/v1/account/password-reset', { who })).toEqual({
        status: 200,
        body: { ok: true },
        cookie: undefined,
      });
    await app().email!.sender.idle();
    expect(smtp.mails.slice(from)).toEqual([]);
    const none = await call('POST', '/api/v1/account/password-reset', { who: ' ' });
    expect(none.body.error).toEqual({ code: 'bad-request', params: { reason: 'who' } });
  });

  /** The storage calls a request makes, in order, and the links it mailed. */
  function recorder(limits = RESET_LIMITS, ttlMs?: number) {
    const calls: string[] = [];
    const spy = <T extends object>(target: T, prefix = ''): T =>
      new Proxy(target, {
        get(t, k) {
          const v = Reflect.get(t, k) as unknown;
          if (k === 'signIns' || k === 'email') return spy(v as object, `${String(k)}.`);
          if (typeof v !== 'function') return v;
          return (...a: unknown[]) => {
            calls.push(prefix + String(k));
            return (v as (...x: unknown[]) => unknown).apply(t, a);
          };
        },
      });
    const mails: MailJob[] = [];
    const sender = { add: (m: MailJob) => mails.push(m) } as unknown as EmailSender;
    const resets = new PasswordResets(
      spy(app().storage as Storage),
      app().accounts,
      { sender, publicUrl: PUBLIC },
      limits,
      ttlMs,
    );
    return { calls, mails, resets };
  }

  it('does the same work for a name or address with an account and without', async () => {
    const address = `${fresh('cy')}@example.org`;
    const { name } = await withAddress(address);
    const pairs = [
      [name, fresh('Nobody')],
      [address, `${fresh('nobody')}@example.org`],
    ];
    for (const [i, [known, unknown]] of pairs.entries()) {
      const a = recorder();
      await a.resets.request(known, `10.1.${i}.1`);
      const b = recorder();
      await b.resets.request(unknown, `10.1.${i}.2`);
      expect(a.mails).toHaveLength(1);
      expect(b.mails).toHaveLength(0);
      expect(b.calls).toEqual(a.calls);
    }
  });

  it('refuses a link once expired, and limits requests per address and per account', async () => {
    const address = `${fresh('di')}@example.org`;
    const { name } = await withAddress(address);
    const quick = recorder(RESET_LIMITS, 1);
    await quick.resets.request(name, '10.2.0.1');
    const link = (quick.mails[0] as { link: string }).link;
    const issued = Date.now();
    await until(() => Date.now() > issued + 1);
    await expect(
      quick.resets.finish(new URL(link).searchParams.get('reset-token'), 'battery staple'),
    ).rejects.toMatchObject({ code: 'reset-link-invalid' });

    // Per account: 2 mails, then silence (the same answer); per requesting address: refused.
    const other = (await withAddress(`${fresh('ed')}@example.org`)).name;
    const limits = { perAddress: { rate: 1e-6, burst: 3 }, perTarget: { rate: 1e-6, burst: 2 } };
    const r = recorder(limits);
    for (const from of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) await r.resets.request(other, from);
    expect(r.mails).toHaveLength(2);
    for (let i = 0; i < 2; i++) await r.resets.request(fresh('Nobody'), '10.3.0.4');
    await r.resets.request(other, '10.3.0.4');
    await expect(r.resets.request(other, '10.3.0.4')).rejects.toMatchObject({
      code: 'rate-limited',
    });
  });
});
