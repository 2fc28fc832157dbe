// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { LAPTOP, openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';

// Accounts in Chromium (issue 26): a passkey made with Chromium's virtual authenticator, a
// turn-based table created signed in, played from a second context signed in with the password
// (the first sees the move), and an anonymous seat claimed into an account.

const server = useGameServer('fathom-accounts-e2e-');
// Passkeys are for a host name (an RP id), not an address: the site is opened as localhost.
const site = () => ({ url: server.url.replace('127.0.0.1', 'localhost') });
const newPage = (options: BrowserContextOptions = LAPTOP) =>
  openPage(server, { ...options, bypassCSP: true });

/** Chromium's virtual authenticator for this page: a platform passkey, always verified. */
async function withAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signUpWithPassword(page: Page, name: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create an account' }).click();
  await page.getByText(`Signed in as ${name}`).waitFor();
}

/**
 * Plays `name`'s turn at the Into the Blue table on `page`: stops, and places on the first level
 * if the dive succeeded. Each step waits for the server's answer, which the log shows: not for
 * the board's data-my-turn=no, which the page sets the moment a move goes out (no second click
 * meanwhile), and which matched before the answer, so that the place was never clicked. A
 * failed dive passes the turn; a perfect one (a chest) gives another, played the same way.
 */
async function playTurn(page: Page, name: string): Promise<void> {
  for (let stops = 1; ; stops++) {
    await page.waitForSelector('.itb-board[data-my-turn=yes][data-phase=decide]');
    await page.keyboard.press('s');
    await page
      .locator('.log li', { hasText: `${name} stops with` })
      .nth(stops - 1)
      .waitFor();
    if (await page.locator('.place-level').count())
      return page.locator('.place-level').first().click();
    if (!(await page.locator('.dive-of').textContent())?.includes(name)) return;
  }
}

test('a passkey account plays its turn-based seat from a second device; an anonymous seat is claimed', async () => {
  const name = `Ana${Date.now().toString(36).slice(-5)}`;
  const ana = await newPage();
  await withAuthenticator(ana);
  await ana.goto(`${site().url}/account?pace=0`);
  // The page is a chunk of its own: axe looks once it is drawn.
  await ana.getByRole('heading', { level: 1 }).waitFor();
  await expect(axeFindings(ana)).resolves.toEqual([]);
  await ana.locator('#passkey-name').fill(name);
  await ana.getByRole('button', { name: 'Create it with a passkey' }).click();
  await ana.getByText(`Signed in as ${name}`).waitFor();
  // A password too, for the device without the passkey.
  const change = ana.getByRole('form', { name: 'Change the password' });
  await change.getByLabel('New password').fill('correct horse');
  await change.getByRole('button', { name: 'Change the password' }).click();
  // A first password is added, not changed (issue 42).
  await ana.getByText('Password added').waitFor();

  // A turn-based table, created signed in: the first seat is the account's.
  const id = await openOnlineTable(ana, site(), { others: ['human'], time: '1 hour a move' });
  const cleo = await newPage();
  await cleo.goto(`${site().url}/t/${id}?pace=0`);
  await cleo.getByLabel('Your name').fill('Cleo');
  await cleo.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await ana.waitForSelector('.itb-board[data-my-turn=yes]');
  // At the table the account's name leads to its profile; Cleo, anonymous, has no link.
  const seats = cleo.locator('.presence');
  await expect(seats.getByRole('link', { name }).getAttribute('href')).resolves.toBe(`/u/${name}`);
  await expect(seats.getByRole('link', { name: /Cleo/ }).count()).resolves.toBe(0);

  // The second device: signed in with the password, the table from "your tables".
  const phone = await newPage();
  await phone.goto(`${site().url}/account?pace=0`);
  const signIn = phone.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Name').fill(name);
  await signIn.getByLabel('Password').fill('correct horse');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await phone.getByText(`Signed in as ${name}`).waitFor();
  // Whose turn, and the time left to the move (an hour a move): the server's list comes after
  // the page's first drawing.
  await expect
    .poll(() => phone.locator('.account-tables').first().textContent(), { timeout: 10_000 })
    .toMatch(/Into the Blue\s*Your turn · (59 minutes|1 hour).* left/);
  // The lobby lists it too, on this device that never held the seat's token, and opens it.
  await phone.goto(`${site().url}/?pace=0`);
  const row = phone.locator(`.your-tables li[data-table="${id}"]`);
  await row.locator('.your-table-turn', { hasText: 'Your turn' }).waitFor({ timeout: 20_000 });
  await row.getByRole('button', { name: 'Open your table of Into the Blue' }).click();
  // Notifications may be turned on here too: the account's session stands for the token.
  await phone.getByLabel('Notify me on this device', { exact: false }).waitFor();
  await playTurn(phone, name);
  // The first device sees the move: the turn has passed to Cleo.
  await ana.waitForSelector('.itb-board[data-my-turn=no]', { timeout: 20_000 });
  await cleo.waitForSelector('.itb-board[data-my-turn=yes]', { timeout: 20_000 });

  // Cleo sat anonymously: she makes an account and keeps the seat in it.
  await cleo.goto(`${site().url}/account?pace=0`);
  await signUpWithPassword(cleo, `Cleo${Date.now().toString(36).slice(-5)}`, 'battery staple');
  // The account's list comes from the server: "Loading…" stands in that place until it does.
  await expect
    .poll(() => cleo.locator('#your-tables + p').textContent(), { timeout: 10_000 })
    .toBe('No tables yet.');
  await cleo.getByRole('button', { name: 'Keep in my account' }).click();
  await cleo.getByText('In your account').waitFor();
  await cleo.reload();
  // The server's list comes after the page (the device's own list may be drawn first).
  await expect
    .poll(() => cleo.locator('.account-tables').first().textContent(), { timeout: 10_000 })
    .toMatch(/Into the Blue\s*Your turn/);
  await expect(axeFindings(cleo)).resolves.toEqual([]);
  for (const p of [ana, phone, cleo]) await p.context().close();
});

test('what is typed in a form stays when texts come after it is drawn', async () => {
  const page = await newPage();
  // The site's status bar comes once the page is idle, in a chunk of its own with its texts
  // (web/src/main.tsx): held back here until the form is filled in, as a loaded phone or a slow
  // network delays it. Its texts wiped the password typed, and the form, its field empty, was
  // never sent.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/status-[\w-]+\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await page.goto(`${site().url}/account?pace=0`);
  const form = page.getByRole('form', { name: 'Create an account' });
  const name = `Late${Date.now().toString(36).slice(-5)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Password').fill('correct horse');
  await expect.poll(() => held).toBe(true);
  release();
  await page.locator('#site-status').waitFor({ state: 'attached' });
  await expect(form.getByLabel('Password').inputValue()).resolves.toBe('correct horse');
  await form.getByRole('button', { name: 'Create an account' }).click();
  await page.getByText(`Signed in as ${name}`).waitFor();
  await page.context().close();
});

test('the account page fits a phone, signed out and in, with no axe finding', async () => {
  const page = await newPage(PHONE);
  await page.goto(`${site().url}/account`);
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
  await expect(fits()).resolves.toBe(true);
  await expect(axeFindings(page)).resolves.toEqual([]);
  // A bad name is said in words, in the reader's language.
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('ab');
  await form.getByLabel('Password').fill('correct horse');
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(form.getByRole('alert').textContent()).resolves.toMatch(/3 to 24 characters/);
  await signUpWithPassword(page, `Phone${Date.now().toString(36).slice(-5)}`, 'correct horse');
  await expect(fits()).resolves.toBe(true);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await page.context().close();
});

test('a seat kept for an account by name: from the people played with, taken by that account only', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [ana, bea, cleo] = [await newPage(), await newPage(), await newPage()];
  await bea.goto(`${site().url}/account?pace=0`);
  await signUpWithPassword(bea, `Bea${stamp}`, 'battery staple');
  await ana.goto(`${site().url}/account?pace=0`);
  await signUpWithPassword(ana, `Ana${stamp}`, 'correct horse');

  // A name no account has is refused, and said so.
  await ana.goto(`${site().url}/?pace=0&invite=Nobody${stamp}`);
  await ana.locator('form.lobby').getByLabel('Players').selectOption('2');
  await expect(ana.getByLabel(/These are Fathom accounts/).isChecked()).resolves.toBe(true);
  await ana.getByRole('button', { name: 'Open an online table' }).click();
  await expect(ana.locator('form.lobby .error[role=alert]').textContent()).resolves.toBe(
    `There is no account named Nobody${stamp}.`,
  );

  // Bea's: the seat is kept for her account, and the table is in her "your tables".
  await ana.goto(`${site().url}/?pace=0&invite=Bea${stamp}`);
  await ana.locator('form.lobby').getByLabel('Players').selectOption('2');
  await expect(ana.getByLabel('Name at seat 2').inputValue()).resolves.toBe(`Bea${stamp}`);
  await ana.getByRole('button', { name: 'Open an online table' }).click();
  await ana.waitForURL(/\/t\/[\w-]+/);
  const id = new URL(ana.url()).pathname.split('/t/')[1] as string;
  await bea.goto(`${site().url}/account?pace=0`);
  await expect
    .poll(() => bea.locator('.account-tables').first().textContent(), { timeout: 10_000 })
    .toMatch(/Into the Blue/);
  // Anonymous Cleo, with the table's link, cannot take it.
  await cleo.goto(`${site().url}/t/${id}?pace=0`);
  const refused = await cleo.evaluate(async (table) => {
    const res = await fetch(`/api/v1/tables/${table}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seat: 1, name: 'Cleo' }),
    });
    return ((await res.json()) as { error?: { code: string } }).error?.code;
  }, id);
  expect(refused).toBe('seat-held');
  await expect(cleo.getByRole('button', { name: 'Join' }).count()).resolves.toBe(0);
  // Bea, signed in, takes it from the same link: the seat is hers; Ana's name leads to her profile.
  await bea.goto(`${site().url}/t/${id}?pace=0`);
  await expect(
    bea
      .locator('.join-seats')
      .getByRole('link', { name: `Ana${stamp}` })
      .getAttribute('href'),
  ).resolves.toBe(`/u/Ana${stamp}`);
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await bea.waitForSelector('.itb-board');

  // After the game is opened, Ana and Bea have played together: Ana's page lists her, with a
  // link to her profile and one to invite her again.
  await ana.goto(`${site().url}/account?pace=0`);
  const people = ana.getByRole('region', { name: 'People you have played with' });
  await expect(
    people.getByRole('link', { name: `Bea${stamp}` }).getAttribute('href'),
  ).resolves.toBe(`/u/Bea${stamp}`);
  await people.getByRole('link', { name: 'Invite to a new table' }).click();
  await expect(ana.getByLabel('Name at seat 2').inputValue()).resolves.toBe(`Bea${stamp}`);
  await expect(axeFindings(ana)).resolves.toEqual([]);
  for (const p of [ana, bea, cleo]) await p.context().close();
});
