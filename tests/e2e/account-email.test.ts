// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { LAPTOP, openPage, useGameServer } from './harness.js';
import { startSmtp, type SmtpReceiver } from '../server/smtp-receiver.js';

// E-mail on the account page (issue 27), in French: an address added, the link mailed to it
// opened, the choice of e-mail turned off. The mails go over SMTP to smtp-server on 127.0.0.1.

let smtp: SmtpReceiver | undefined;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

const PUBLIC = 'https://fathom.test';
const server = useGameServer('fathom-email-e2e-', {
  email: {
    settings: { smtpUrl: 'smtp://unused', publicUrl: PUBLIC, from: 'Fathom <f@fathom.test>' },
    // The SMTP server starts with the file's hooks; its port is known only then.
    transport: {
      sendMail: (mail) => nodemailer.createTransport(smtp!.url).sendMail(mail),
      close: () => {},
    },
  },
});

test('adds an address, confirms it by the mailed link, and turns e-mail off, in French', async () => {
  const page = await openPage(server, { ...LAPTOP, locale: 'fr-FR', bypassCSP: true });
  await page.goto(`${server.url}/account`);
  const name = `Ana${Date.now().toString(36).slice(-5)}`;
  const signUp = page.getByRole('form', { name: 'Créer un compte' });
  await signUp.getByLabel('Nom').fill(name);
  await signUp.getByLabel('Mot de passe').fill('correct horse');
  await signUp.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByRole('heading', { name: 'Avis par e-mail' }).waitFor();
  await expect(axeFindings(page)).resolves.toEqual([]);

  const form = page.getByRole('form', { name: 'Avis par e-mail' });
  await form.getByLabel('Adresse e-mail').fill('ana@example.org');
  await form.getByRole('button', { name: 'M’envoyer un lien pour la confirmer' }).click();
  await page.getByText('Nous avons envoyé un lien à ana@example.org').waitFor();
  await page.getByText('ana@example.org : en attente de l’ouverture du lien envoyé.').waitFor();

  await expect.poll(() => smtp!.mails.length, { timeout: 10_000 }).toBe(1);
  const mail = smtp!.mails[0]!;
  expect(mail.subject).toBe('Confirmez votre adresse e-mail · Fathom');
  const link = new RegExp(`${PUBLIC}(/account\\?email-token=[\\w-]+)`).exec(mail.text)![1]!;
  await page.goto(`${server.url}${link}`);
  await page.getByText('Votre adresse e-mail est confirmée.').waitFor();
  await page.getByText('ana@example.org : confirmée.').waitFor();
  // The token is taken out of the address bar (and of the history).
  expect(new URL(page.url()).search).toBe('');

  const choice = page.getByLabel('M’envoyer ces avis par e-mail');
  await expect(choice.isChecked()).resolves.toBe(true);
  await choice.uncheck();
  const stored = () =>
    page.evaluate(() =>
      fetch('/api/v1/account/email')
        .then((r) => r.json())
        .then((r: { email: { notify: boolean } }) => r.email.notify),
    );
  await expect.poll(stored, { timeout: 5000 }).toBe(false);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await page.context().close();
});

test('gets back into a password account by a link mailed to its address, once, in Spanish', async () => {
  const page = await openPage(server, { ...LAPTOP, locale: 'es-ES', bypassCSP: true });
  await page.goto(`${server.url}/account`);
  const name = `Bea${Date.now().toString(36).slice(-5)}`;
  const address = `${name.toLowerCase()}@example.org`;
  const mailsTo = () => smtp!.mails.filter((m) => m.to.includes(address));
  // An account with a confirmed address (through the API: the page's part is tested above).
  const post = (path: string, body: unknown) =>
    page.evaluate(
      ([p, b]) =>
        fetch(`/api/v1/account/${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        }).then((r) => r.status),
      [path, body] as const,
    );
  expect(await post('signup', { name, password: 'correct horse' })).toBe(201);
  expect(await post('email', { address, lang: 'es' })).toBe(200);
  await expect.poll(() => mailsTo().length, { timeout: 10_000 }).toBe(1);
  const token = /email-token=([\w-]+)/.exec(mailsTo()[0]!.text)![1]!;
  expect(await post('email/verify', { token })).toBe(200);
  expect(await post('signout', {})).toBe(200);

  await page.reload();
  await page.getByText('¿Olvidaste tu contraseña?').click();
  const ask = page.getByRole('form', { name: 'Envíame un enlace' });
  await ask.getByLabel('Tu nombre o dirección de correo').fill(name);
  await ask.getByRole('button', { name: 'Envíame un enlace' }).click();
  await page.getByText('Si alguna cuenta tiene este nombre').waitFor();
  await expect(axeFindings(page)).resolves.toEqual([]);
  await expect.poll(() => mailsTo().length, { timeout: 10_000 }).toBe(2);
  expect(mailsTo()[1]!.subject).toBe('Elige una contraseña nueva · Fathom');
  const link = new RegExp(`${PUBLIC}(/account\\?reset-token=[\\w-]+)`).exec(
    mailsTo()[1]!.text,
  )![1]!;

  await page.goto(`${server.url}${link}`);
  const choose = page.getByRole('form', { name: 'Elige una contraseña nueva' });
  await choose.waitFor();
  // The token leaves the address bar once the page has it: it works once.
  expect(new URL(page.url()).search).toBe('');
  await choose.getByLabel('Contraseña nueva').fill('battery staple');
  await choose.getByRole('button', { name: 'Elige una contraseña nueva' }).click();
  await page.getByText('Tu contraseña ha cambiado y has iniciado sesión.').waitFor();
  await page.getByText(`Sesión iniciada como ${name}`).waitFor();
  await expect(axeFindings(page)).resolves.toEqual([]);

  // The same link again: refused, in Spanish.
  await page.goto(`${server.url}${link}`);
  const again = page.getByRole('form', { name: 'Elige una contraseña nueva' });
  await again.getByLabel('Contraseña nueva').fill('another one');
  await again.getByRole('button', { name: 'Elige una contraseña nueva' }).click();
  await page.getByText('Este enlace ya no es válido').waitFor();
  await page.context().close();
});
