// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { LAPTOP, openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';

// A waiting table's creator invites a Fathom account by name (docs/protocol.md, `invite`): the
// form on the waiting page, its refusals in words, the seat kept under the account's name, and
// the invitee's side: the table in "your tables" on their account page, joined from there. A
// signed-in creator has the form on every device of their account, not only where they made it.

const server = useGameServer('fathom-seat-invite-e2e-');

/** A new account, made from `page` with the server's sign-up (its session cookie is the page's). */
async function signUp(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/?pace=0`);
  const status = await page.evaluate(async (n) => {
    const res = await fetch('/api/v1/account/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: n, password: 'correct horse' }),
    });
    return res.status;
  }, name);
  expect(status).toBe(201);
}

/** Signs `page` in to the account `name` with its password, as a second device does. */
async function signIn(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/?pace=0`);
  const status = await page.evaluate(async (n) => {
    const res = await fetch('/api/v1/account/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: n, password: 'correct horse' }),
    });
    return res.status;
  }, name);
  expect(status).toBe(200);
}

/**
 * How long a check waits for what the page changes after a server's answer or a socket's message
 * (expect.poll's own second is short on a loaded two-core machine).
 */
const WAIT = { timeout: 10_000 };

const inviteForm = (page: Page) => page.getByRole('form', { name: 'Invite a player by name' });

test('the creator invites an account by name; the invitee finds the table in their account and joins it', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const bea = `Bea${stamp}`;
  const [ana, beaPage, cleo] = (await Promise.all(
    [0, 1, 2].map(() => openPage(server, { ...LAPTOP, bypassCSP: true })),
  )) as [Page, Page, Page];
  await signUp(beaPage, bea);
  // Ana, anonymous, makes a table for three: her seat's token is what lets her invite.
  const id = await openOnlineTable(ana, server, { players: 3, others: ['human', 'human'] });
  const form = inviteForm(ana);
  await form.waitFor();
  const status = form.getByRole('status');
  const alert = form.getByRole('alert');
  const name = form.getByLabel('Their account name');
  await expect(axeFindings(ana)).resolves.toEqual([]);

  // A name no account has: refused in words, the field marked and described by the refusal.
  await name.fill(`Nobody${stamp}`);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect
    .poll(() => alert.textContent(), WAIT)
    .toBe(`There is no Fathom account named “Nobody${stamp}”: check the spelling.`);
  await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(name.getAttribute('aria-describedby')).resolves.toContain('seat-invite-refused');

  // Bea's name as typed in other letters, seat 3 chosen, sent by the keyboard.
  await form.getByLabel('Seat').selectOption({ label: 'Seat 3' });
  await name.fill(bea.toLowerCase());
  await name.press('Enter');
  await expect
    .poll(() => status.textContent(), WAIT)
    .toBe(
      `Seat 3 is kept for ${bea}: they will find this table in “Your tables” on their account page.`,
    );
  await expect(alert.textContent()).resolves.toBe('');
  await expect(name.inputValue()).resolves.toBe('');
  // The seat shows kept under the account's own spelling; one seat is left, so no seat to pick;
  // the table still waits for two people (the server starts it only once Bea sits).
  const seat3 = ana.locator('.presence li[data-seat="2"]');
  await expect.poll(() => seat3.textContent(), WAIT).toContain(`${bea} seat kept for them`);
  // Kept, not away: no presence dot (the hollow one read as "this person went away"), its words
  // in a tag of their own.
  await expect(seat3.locator('.presence-dot').count()).resolves.toBe(0);
  await expect(seat3.textContent()).resolves.not.toMatch(/away/);
  await expect(seat3.locator('.seat-state.kept').textContent()).resolves.toBe('seat kept for them');
  await ana.locator('.presence').screenshot({ path: `${SCREENSHOTS}/seat-kept.png` });
  await expect(form.getByLabel('Seat').count()).resolves.toBe(0);
  await expect(ana.getByText('Waiting for 2 more people.').count()).resolves.toBe(1);
  await expect(ana.getByRole('button', { name: 'Start the game' }).isDisabled()).resolves.toBe(
    true,
  );
  await expect(axeFindings(ana)).resolves.toEqual([]);

  // Bea's device: the table in "your tables" of her account page, which leads to its join page.
  await beaPage.goto(`${server.url}/account?pace=0`);
  const row = beaPage.locator('.account-tables li').first();
  await expect
    .poll(() => row.textContent(), WAIT)
    .toMatch(/Into the Blue\s*A seat is kept for you/);
  await row.getByRole('link', { name: 'Into the Blue' }).click();
  await beaPage.getByRole('button', { name: 'Join' }).click();
  await beaPage.locator('.presence li[data-seat="2"]').getByText('you').waitFor();
  // Sat: a person there now, connected, the seat no longer marked kept.
  await expect.poll(() => seat3.locator('.presence-dot.here').count(), WAIT).toBe(1);
  await expect(seat3.locator('.seat-state.kept').count()).resolves.toBe(0);
  // Ana sees her there, signed in: her name leads to her profile.
  await expect(seat3.getByRole('link', { name: bea }).getAttribute('href')).resolves.toBe(
    `/u/${bea}`,
  );

  // Cleo, who joins by the link, is not the creator: no form for her. Every seat is now taken.
  await cleo.goto(`${server.url}/t/${id}?pace=0`);
  await cleo.getByLabel('Your name').fill('Cleo');
  await cleo.getByRole('button', { name: 'Join' }).click();
  await cleo.getByRole('heading', { name: /waiting for players/ }).waitFor();
  await expect(inviteForm(cleo).count()).resolves.toBe(0);
  await expect
    .poll(() => form.locator('.hint').last().textContent(), WAIT)
    .toBe('No seat is left open to invite someone to.');
  await ana.getByRole('button', { name: 'Start the game' }).click();
  await beaPage.waitForSelector('.itb-board');
  for (const p of [ana, beaPage, cleo]) await p.context().close();
});

test('a signed-in creator invites from their phone too; another account at the table gets no form', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [ana, bea, cy] = [`Ana${stamp}`, `Bea${stamp}`, `Cy${stamp}`];
  const [laptop, phone, beaPage] = (await Promise.all([
    openPage(server, { ...LAPTOP, bypassCSP: true }),
    openPage(server, { ...PHONE, bypassCSP: true }),
    openPage(server, { ...LAPTOP, bypassCSP: true }),
  ])) as [Page, Page, Page];
  await signUp(laptop, ana);
  await signUp(beaPage, bea);
  // Cy, the one invited, needs only an account (no browser of hers is looked at).
  const made = await fetch(`${server.url}/api/v1/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: cy, password: 'correct horse' }),
  });
  expect(made.status).toBe(201);
  // Ana, signed in on her laptop, makes a table for three: its first seat is her account's.
  const id = await openOnlineTable(laptop, server, { players: 3, others: ['human', 'human'] });
  await inviteForm(laptop).waitFor();

  // Her phone, signed in with her password, holds no token: the table's link opens as hers
  // (her seat, not the join page).
  await signIn(phone, ana);
  await phone.goto(`${server.url}/t/${id}?pace=0`);
  await phone.locator('.presence li[data-seat="0"]').getByText('you').waitFor();
  const form = inviteForm(phone);
  await form.waitFor();
  await expect(axeFindings(phone)).resolves.toEqual([]);
  // From the phone, Cy at seat 2: kept, said there, and shown on the laptop.
  await form.getByLabel('Seat').selectOption({ label: 'Seat 2' });
  await form.getByLabel('Their account name').fill(cy);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect
    .poll(() => form.getByRole('status').textContent(), WAIT)
    .toBe(
      `Seat 2 is kept for ${cy}: they will find this table in “Your tables” on their account page.`,
    );
  await expect(form.getByRole('alert').textContent()).resolves.toBe('');
  await expect
    .poll(() => laptop.locator('.presence li[data-seat="1"]').textContent(), WAIT)
    .toContain(`${cy} seat kept for them`);
  await phone.locator('.presence').screenshot({ path: `${SCREENSHOTS}/seat-kept-phone.png` });

  // Bea, signed in too, joins the last seat by the link: seated, and no form for her (her
  // welcome came with her seat, so the form would be there by now).
  await beaPage.goto(`${server.url}/t/${id}?pace=0`);
  await beaPage.getByRole('button', { name: 'Join' }).click();
  await beaPage.locator('.presence li[data-seat="2"]').getByText('you').waitFor();
  await expect(inviteForm(beaPage).count()).resolves.toBe(0);
  // The laptop's form stays, now with no seat left to offer.
  await expect
    .poll(() => inviteForm(laptop).locator('.hint').last().textContent(), WAIT)
    .toBe('No seat is left open to invite someone to.');
  for (const p of [laptop, phone, beaPage]) await p.context().close();
});

test('on a phone in Spanish: the form fits, and a refusal and a lost network are said in Spanish', async () => {
  const page = await openPage(server, { ...PHONE, locale: 'es-ES', bypassCSP: true });
  await page.goto(`${server.url}/?pace=0`);
  await page.getByLabel('Jugadores').selectOption('2');
  await page.getByLabel('Quién juega en el asiento 2').selectOption('human');
  await page.getByRole('button', { name: 'Abrir una mesa en línea' }).click();
  const form = page.getByRole('form', { name: 'Invitar a alguien por su nombre' });
  await form.waitFor();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  await expect(fits()).resolves.toBe(true);
  await expect(axeFindings(page)).resolves.toEqual([]);
  const name = form.getByLabel('Nombre de su cuenta');
  const alert = form.getByRole('alert');
  // Nothing typed: said, and nothing sent.
  await form.getByRole('button', { name: 'Invitar' }).click();
  await expect
    .poll(() => alert.textContent(), WAIT)
    .toBe('Escribe el nombre de su cuenta de Fathom.');
  await name.fill('Nadie-en-absoluto');
  await form.getByRole('button', { name: 'Invitar' }).click();
  await expect
    .poll(() => alert.textContent(), WAIT)
    .toBe('No hay ninguna cuenta de Fathom llamada «Nadie-en-absoluto»: revisa cómo se escribe.');
  // The request never reaches the server.
  await page.route('**/api/v1/tables/*/invite', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Invitar' }).click();
  await expect
    .poll(() => alert.textContent(), WAIT)
    .toBe(
      'No se ha podido contactar con el servidor: comprueba tu conexión y vuelve a intentarlo.',
    );
  await expect(fits()).resolves.toBe(true);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await page.context().close();
});

test('the invitee declines from their account page; an inviter named like a link is shown as text', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  // A name made to look like a link, as spam would.
  const spam = `Spam http://e.ex ${stamp}`;
  const dee = `Dee${stamp}`;
  const [host, deePage] = (await Promise.all(
    [0, 1].map(() => openPage(server, { ...LAPTOP, bypassCSP: true })),
  )) as [Page, Page];
  await signUp(host, spam);
  await signUp(deePage, dee);
  const id = await host.evaluate(async (name) => {
    const res = await fetch('/api/v1/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seat: 0,
        name: 'x',
        reserve: [{ seat: 1, name, account: true }],
      }),
    });
    return ((await res.json()) as { table: { id: string } }).table.id;
  }, dee);

  // The join page names the inviter as text: no link to what their name says.
  await deePage.goto(`${server.url}/t/${id}?pace=0`);
  await deePage.getByText(spam).first().waitFor();
  await expect(deePage.locator('a[href*="//e.ex"]').count()).resolves.toBe(0);

  await deePage.goto(`${server.url}/account?pace=0`);
  const row = deePage.locator('.account-tables li').first();
  await expect.poll(() => row.textContent(), WAIT).toMatch(/A seat is kept for you/);
  await row.getByRole('button', { name: 'Decline the invitation to Into the Blue' }).click();
  await deePage.getByText('No tables yet', { exact: false }).waitFor(WAIT);
  // The seat is open to anyone again.
  const seat = await host.evaluate(async (t) => {
    const res = await fetch(`/api/v1/tables/${t}`);
    return ((await res.json()) as { seats: { name: string | null; held?: boolean }[] }).seats[1];
  }, id);
  expect(seat?.name ?? null).toBeNull();
  expect(seat?.held).not.toBe(true);
  for (const p of [host, deePage]) await p.context().close();
});
