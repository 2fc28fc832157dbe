import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSettings } from '../../src/server/email/settings.js';
import { UnsubscribeTokens } from '../../src/server/email/tokens.js';
import {
  awaited,
  call,
  env,
  moveAwaited,
  PUBLIC,
  signUp,
  since,
  table,
  useEmailServer,
  verified,
} from './email-harness.js';
import { startTestApp, until } from './helpers.js';

/** E-mail over a real SMTP exchange: addresses, "your turn", unsubscribing, failures, settings. */
useEmailServer();

describe('e-mail notifications', () => {
  it('verifies an address by the link mailed to it, once; only then is it verified', async () => {
    const ana = await signUp('Ana');
    expect((await call('GET', '/api/v1/account/email', undefined, ana.s)).body).toEqual({
      offered: true,
      email: null,
    });
    const bad = await call('POST', '/api/v1/account/email', { address: 'no at sign' }, ana.s);
    expect(bad.body.error).toEqual({ code: 'bad-request', params: { reason: 'address' } });
    const from = env.smtp.mails.length;
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
    const from = env.smtp.mails.length;
    // Ana starts it: she is not told it started. Then moves until Ana has been handed the turn
    // twice (by the island's set-up, or by Ben's move).
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
    let handed = awaited(c[0]).includes(0) ? 1 : 0;
    // That first turn's mail (if Ana's) is sent before the moves below are looked at.
    await since(from);
    for (let i = 0; i < 60 && handed < 2; i++) {
      const mark = env.smtp.mails.length;
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
        `Vous recevez cet e-mail parce que vous avez choisi les avis par e-mail sur Fathom pour le compte « ${ana.name} ».`,
        `Ne plus recevoir ces e-mails (un clic) : ${unsubscribe}`,
        '',
      ].join('\n'),
    );
    // The second turn is held back for a digest, not dropped (email-digest.test.ts).
    expect(env.app.email!.sender.counts.held).toBeGreaterThan(0);
    c.forEach((x) => x.close());
  }, 60_000);

  it('stops mailing once the one-click unsubscribe link is posted to, without a session', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    await verified(ben.s, 'ben.stop@example.org', 'en');
    const link = new URL(
      `${env.app.url}/api/v1/email/unsubscribe?t=${env.app.email!.tokens.sign(ben.id)}`,
    );
    // Opening the link (or a scanner fetching it) changes nothing: it shows a button.
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toMatch(/<button type="submit"[^>]*>Stop the e-mails from Fathom/);
    // Styled as the site is (issue 42: it was bare HTML), with style attributes only: the
    // Content-Security-Policy allows no <style> element nor a style sheet of its own.
    expect(shown.headers.get('content-security-policy')).toContain(
      "style-src-attr 'unsafe-inline'",
    );
    expect(html).not.toMatch(/<style|<link/);
    for (const tag of ['body', 'main', 'h1', 'button'])
      expect(html).toMatch(new RegExp(`<${tag}[^>]* style=["'][^"']*(background|font|margin)`));
    expect(html).toContain('<a href="/"');
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
    const from = env.smtp.mails.length;
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
    expect(await since(from)).toEqual([]);
    // Chosen again on the account page: the next table's start is mailed.
    await call('POST', '/api/v1/account/email/notify', { notify: true, lang: 'es' }, ben.s);
    const next = await table(ana, ben);
    expect(await next.c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => awaited(next.c[0]).length > 0, 5000, 'the first turn');
    const mails = await since(from);
    // The start, and Ben's first turn if the start handed it to him (each kind has its hour).
    const told = mails.map((m) => [m.to[0], m.subject]);
    expect(told).toContainEqual(['ben.stop@example.org', 'La partida ha empezado · Fathom']);
    expect(told.filter(([, s]) => s !== 'Te toca · Fathom')).toHaveLength(1);
    [...c, ...next.c].forEach((x) => x.close());
  });

  it('a failing SMTP server fails no move: the failure is logged and counted in /metrics', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    await verified(ben.s, 'ben.fail@example.org', 'en');
    env.smtp.refuse.add('ben.fail@example.org');
    const failed = env.app.email!.sender.counts.failed;
    const { c } = await table(ana, ben);
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (let i = 0; i < 6; i++) await moveAwaited(c);
    await since(0);
    // "Started", and Ben's first turn (each has its own hour); his later turns wait for a digest.
    expect(env.app.email!.sender.counts.failed).toBe(failed + 2);
    const metrics = await (await fetch(`${env.app.url}/metrics`)).text();
    expect(metrics).toMatch(/^fathom_emails_total\{outcome="failed"[^}]*\} [1-9]/m);
    env.smtp.refuse.clear();
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
