// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { LAPTOP, openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';
import { postFrom } from './page-api.js';

// Friends (issue 42): Ana asks Bea from her profile, Bea accepts on her home (a phone, 375 px);
// each sees the other online on their home; Ana invites Bea to her waiting table in two clicks,
// and Bea finds the invitation on her home. With axe on every screen, and in French and Spanish.

const server = useGameServer('fathom-friends-e2e-');

/** How long a check waits for a server's answer on a loaded machine (expect.poll's own is short). */
const WAIT = { timeout: 15_000 };

/** A new account, made from `page` (its session cookie is the page's), then the home again. */
async function signUp(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/?pace=0`);
  const made = await postFrom(page, '/api/v1/account/signup', { name, password: 'correct horse' });
  expect(made.status).toBe(201);
  // The lobby notes the account (whoAmI) on its next load: the home shows it from then on.
  await page.reload();
}

/** From `page`, "Add friend" on the profile of `name`, until the request is said sent. */
async function askFromProfile(page: Page, name: string, add: string, sent: string) {
  await page.goto(`${server.url}/u/${name}?pace=0`);
  await page.getByRole('button', { name: add }).click();
  await expect
    .poll(() => page.locator('.profile-friend [role="status"]').textContent(), WAIT)
    .toBe(sent);
}

/** The friends section of a home, and one friend's line there. */
const friendsOf = (page: Page) => page.locator('section.home-friends');
const lineOf = (page: Page, name: string) => friendsOf(page).locator(`li[data-friend="${name}"]`);

/** The page is no wider than its screen: nothing to scroll sideways. */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('two friends see each other online, and one invites the other to a waiting table in two clicks', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [ana, bea] = [`Ana${stamp}`, `Bea${stamp}`];
  const [laptop, phone] = (await Promise.all([
    openPage(server, { ...LAPTOP, bypassCSP: true }),
    openPage(server, { ...PHONE, bypassCSP: true }),
  ])) as [Page, Page];
  await signUp(laptop, ana);
  await signUp(phone, bea);

  // Ana, on Bea's profile: "Add friend", then the request said sent.
  await askFromProfile(laptop, bea, 'Add friend', 'Friend request sent');
  await expect(laptop.getByRole('button', { name: 'Block' }).count()).resolves.toBe(1);
  await expect(axeFindings(laptop)).resolves.toEqual([]);

  // Ana's home (read now: she is online for Bea).
  await laptop.goto(`${server.url}/?pace=0`);
  await friendsOf(laptop).getByRole('heading', { name: 'Friends' }).waitFor(WAIT);

  // Bea's phone: the request on her home, accepted by its button; Ana is then a friend, online.
  await phone.goto(`${server.url}/?pace=0`);
  const accept = phone.getByRole('button', { name: `Accept the friend request of ${ana}` });
  await accept.waitFor(WAIT);
  await expect(axeFindings(phone)).resolves.toEqual([]);
  await accept.click();
  await expect.poll(() => lineOf(phone, ana).textContent(), WAIT).toContain('Online');
  await expect(
    lineOf(phone, ana).getByRole('link', { name: ana }).getAttribute('href'),
  ).resolves.toBe(`/u/${ana}`);
  await expect(fits(phone)).resolves.toBe(true);
  await expect(axeFindings(phone)).resolves.toEqual([]);
  await friendsOf(phone).screenshot({ path: `${SCREENSHOTS}/friends-home-phone.png` });

  // Ana's home, read again: Bea online.
  await laptop.reload();
  await expect.poll(() => lineOf(laptop, bea).textContent(), WAIT).toContain('Online');

  // Ana opens a table for two, waiting for its second player: "Invite a friend", then Bea.
  await openOnlineTable(laptop, server, { players: 2, others: ['human'] });
  const menu = laptop.getByRole('button', { name: 'Invite a friend' });
  await menu.click();
  await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
  const pick = laptop.getByRole('button', { name: `Invite ${bea} to seat 2` });
  await pick.waitFor(WAIT);
  await expect(axeFindings(laptop)).resolves.toEqual([]);
  await pick.click();
  await expect
    .poll(() => laptop.locator('.friend-invite [role="status"]').textContent(), WAIT)
    .toBe(`Seat 2 is kept for ${bea}.`);
  await expect
    .poll(() => laptop.locator('.presence li[data-seat="1"]').textContent(), WAIT)
    .toContain(`${bea} seat kept for them`);

  // Bea's home: the invitation, whose button takes her to the table.
  await phone.reload();
  await phone.getByRole('button', { name: 'Take the seat' }).waitFor(WAIT);
  await expect(fits(phone)).resolves.toBe(true);
  for (const p of [laptop, phone]) await p.context().close();
});

test('in French and Spanish: the friends section and the profile buttons speak the reader’s language', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [cy, dee] = [`Cy${stamp}`, `Dee${stamp}`];
  const fr = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
  const es = await openPage(server, { ...PHONE, locale: 'es-ES', bypassCSP: true });
  await signUp(fr, cy);
  await signUp(es, dee);
  // Dee (Spanish) asks Cy from his profile; Cy sees the request in French and declines it.
  await askFromProfile(es, cy, 'Añadir amigo', 'Solicitud de amistad enviada');
  await expect(axeFindings(es)).resolves.toEqual([]);
  await fr.goto(`${server.url}/?pace=0`);
  await friendsOf(fr).getByRole('heading', { name: 'Demandes d’ami' }).waitFor(WAIT);
  await friendsOf(fr).getByRole('heading', { name: 'Amis' }).waitFor();
  await expect(
    friendsOf(fr).getByText('Pas encore d’amis', { exact: false }).count(),
  ).resolves.toBe(1);
  await fr.getByRole('button', { name: `Refuser la demande d’ami de ${dee}` }).click();
  await expect.poll(() => friendsOf(fr).locator('li[data-request]').count(), WAIT).toBe(0);
  await expect(fits(fr)).resolves.toBe(true);
  await expect(axeFindings(fr)).resolves.toEqual([]);
  // Cy blocks Dee from her profile: said in French, with the way back.
  await fr.goto(`${server.url}/u/${dee}?pace=0`);
  await fr.getByRole('button', { name: 'Bloquer' }).click();
  await fr.getByRole('button', { name: 'Débloquer' }).waitFor(WAIT);
  await expect(fr.locator('.profile-friend p').first().textContent()).resolves.toContain(
    `Vous bloquez ${dee}`,
  );
  await expect(axeFindings(fr)).resolves.toEqual([]);
  for (const p of [fr, es]) await p.context().close();
});
