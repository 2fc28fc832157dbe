import { describe, expect, it } from 'vitest';
import type { Session } from '../../src/server/accounts/service.js';
import { Accounts } from '../../src/server/accounts/service.js';
import { EmailService, recipientKey } from '../../src/server/email/service.js';
import type { Transport } from '../../src/server/email/sender.js';
import { quotedName } from '../../src/server/email/texts.js';
import type { Storage } from '../../src/server/storage/types.js';
import { fresh } from './account-calls.js';
import { useAccountApps } from './account-apps.js';

// Verification mails are limited per recipient and per account, in storage (every instance
// spends from the same buckets), and the account's name in a mail is quoted and defused (issue
// 39, item 5). On SQLite and on PostgreSQL.

const apps = useAccountApps();
const settings = { smtpUrl: 'smtp://unused', publicUrl: 'https://fathom.test', from: 'f@x.test' };

/** A transport that keeps what it is given. */
function keeper(): Transport & { mails: { to: string; text: string }[] } {
  const mails: { to: string; text: string }[] = [];
  return {
    mails,
    sendMail: async (m) => {
      mails.push({ to: m.to, text: m.text });
    },
    close: () => {},
  };
}

/** A new account, signed in (a session as the routes give one). */
async function account(storage: Storage, name = fresh('Mia')): Promise<Session> {
  const accounts = new Accounts({ storage, signInLimits: { perAddress: { rate: 0, burst: 0 } } });
  const made = await accounts.signUp(name, 'correct horse', '10.5.0.1', null);
  return { account: made.account, tokenHash: '', createdAt: Date.now() };
}

/** What setting the address answered: 'ok' or the error's code. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

describe.each([['SQLite'], ['PostgreSQL']])('verification mails on %s', (engine) => {
  const storage = () => (engine === 'SQLite' ? apps().sqlite : apps().pg).storage;

  it('mails one recipient 3 times, whichever accounts ask and however the address is written', async () => {
    const transport = keeper();
    const email = await EmailService.start(storage(), settings, { transport });
    const inbox = `victim.${engine}.${Date.now()}@example.org`;
    const written = [inbox, inbox.toUpperCase(), inbox.replace('@', '+1@'), inbox, inbox];
    const codes = [];
    for (const address of written)
      codes.push(await outcome(email.setAddress(await account(storage()), address, 'en', true)));
    expect(codes).toEqual(['ok', 'ok', 'ok', 'rate-limited', 'rate-limited']);
    await email.sender.idle();
    expect(transport.mails).toHaveLength(3);
    // Another inbox is not held back.
    const other = `other.${engine}.${Date.now()}@example.org`;
    expect(await outcome(email.setAddress(await account(storage()), other, 'en', true))).toBe('ok');
    await email.sender.close();
  });

  it('holds an account to 3 addresses at once across instances', async () => {
    const [one, two] = await Promise.all([
      EmailService.start(storage(), settings, { transport: keeper() }),
      EmailService.start(storage(), settings, { transport: keeper() }),
    ]);
    const s = await account(storage());
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        await outcome(
          (i % 2 ? two : one).setAddress(s, `m${i}.${Date.now()}@example.org`, 'en', true),
        ),
      );
    expect(codes).toEqual(['ok', 'ok', 'ok', 'rate-limited']);
    await Promise.all([one.sender.close(), two.sender.close()]);
  });

  it("quotes and defuses the account's name in the verification mail", async () => {
    const transport = keeper();
    const email = await EmailService.start(storage(), settings, { transport });
    const name = `Go https://ev.il ${Date.now() % 1000}`;
    const s = await account(storage(), name);
    await email.setAddress(s, `q.${engine}.${Date.now()}@example.org`, 'fr', true);
    await email.sender.idle();
    const [mail] = transport.mails;
    expect(mail!.text).toContain(`au compte Fathom « Go https[:][/][/]ev[.]il ${name.slice(17)} »`);
    // No link but the verification link: the name's is not one any more.
    expect(mail!.text.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^https:\/\/fathom\.test\/account\?email-token=/),
    ]);
    await email.sender.close();
  });
});

describe('quotedName and recipientKey', () => {
  it('quote in each language, escape quotation marks, and fold an inbox written otherwise', () => {
    expect(quotedName('en', 'Ana')).toBe('“Ana”');
    expect(quotedName('es', 'Ana')).toBe('«Ana»');
    expect(quotedName('fr', 'Ana')).toBe('« Ana »');
    expect(quotedName('en', 'a” b “c')).toBe('“a\\” b \\“c”');
    expect(quotedName('en', 'x@evil.example')).toBe('“x[@]evil[.]example”');
    expect(recipientKey('Ana+news@Example.ORG')).toBe('ana@example.org');
    expect(recipientKey('a+b+c@x.org')).toBe('a@x.org');
  });
});
