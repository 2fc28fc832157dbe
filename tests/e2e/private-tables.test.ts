// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { api } from '../server/helpers.js';
import { openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';

// Private tables (issue 30) from the lobby: an unlisted table, and a seat reserved for a named
// person whom only their own link seats; on a phone, with axe's audit of the new controls.

const server = useGameServer('fathom-private-e2e-');
const PHONE_AUDITED = { ...PHONE, bypassCSP: true };
const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test('a private table with a seat kept for Bea: not listed, her link seats her, the table link does not', async () => {
  const ana = await openPage(server, PHONE_AUDITED);
  const id = await openOnlineTable(ana, server, {
    others: ['human'],
    names: ['Ana', 'Bea'],
    check: async (page) => {
      // Listed unless asked otherwise; no seat kept unless asked.
      await expect(page.getByLabel(/Private table/).isChecked()).resolves.toBe(false);
      await expect(page.getByLabel(/Keep the other people/).isChecked()).resolves.toBe(false);
      await page.getByLabel(/Private table/).check();
      await page.getByLabel(/Keep the other people/).check();
      await expect(axeFindings(page)).resolves.toEqual([]);
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    },
  });

  // Ana is shown the table's link and Bea's own, to send her.
  const beaBox = ana.getByLabel('Link for Bea (seat 2), to send to them alone');
  const beaLink = await beaBox.inputValue();
  expect(beaLink).toMatch(new RegExp(`/t/${id}#invite=[A-Za-z0-9_-]{40,}$`));
  const tableLink = await ana.getByLabel('Invitation link', { exact: true }).inputValue();
  expect(tableLink).toBe(`${server.url}/t/${id}`);
  await expect(axeFindings(ana)).resolves.toEqual([]);
  await expect(overflow(ana)).resolves.toBeLessThanOrEqual(0);

  // Zoe's lobby does not list it, and says how long a waiting table stays listed.
  const zoe = await openPage(server, PHONE_AUDITED);
  const listed = zoe.waitForResponse((r) => r.url().includes('/api/v1/tables?status=open'));
  await zoe.goto(`${server.url}/?pace=0`);
  const open = (await (await listed).json()) as { tables: { id: string }[] };
  expect(open.tables.map((t) => t.id)).not.toContain(id);
  await expect(zoe.locator('.tables-expire').textContent()).resolves.toMatch(/30 minutes/);
  await expect(zoe.locator(`.open-tables li[data-table="${id}"]`).count()).resolves.toBe(0);

  // With the table's link, Zoe finds Bea's seat kept: nothing to join, only to watch.
  await zoe.goto(tableLink);
  await zoe.waitForSelector('.join-seats li[data-seat="1"]');
  await expect(zoe.locator('.join-seats li[data-seat="1"]').textContent()).resolves.toContain(
    'Bea',
  );
  await expect(zoe.getByRole('button', { name: 'Join' }).count()).resolves.toBe(0);
  await expect(zoe.getByRole('button', { name: 'Watch' }).count()).resolves.toBe(1);

  // Bea, with her own link, is told her seat is kept and takes it; Ana may start.
  const bea = await openPage(server, PHONE_AUDITED);
  await bea.goto(beaLink);
  await bea.waitForSelector('.join-invited');
  await expect(axeFindings(bea)).resolves.toEqual([]);
  await expect(overflow(bea)).resolves.toBeLessThanOrEqual(0);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await Promise.all([ana.waitForSelector('.itb-board'), bea.waitForSelector('.itb-board')]);
  for (const p of [ana, zoe, bea]) await p.context().close();
}, 120_000);

test('a players-only table from the lobby, by keyboard: unlisted, and a spectator with its link is refused', async () => {
  const ana = await openPage(server, PHONE_AUDITED);
  const id = await openOnlineTable(ana, server, {
    others: ['human'],
    names: ['Ana'],
    check: async (page) => {
      // Offered once the table is private (players only implies unlisted), ticked by keyboard.
      await expect(page.getByLabel(/^Players only/).count()).resolves.toBe(0);
      await page.getByLabel(/Private table/).focus();
      await page.keyboard.press('Space');
      const playersOnly = page.getByLabel(/^Players only/);
      await expect(playersOnly.isChecked()).resolves.toBe(false);
      await page.keyboard.press('Tab');
      await expect(playersOnly.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Space');
      await expect(playersOnly.isChecked()).resolves.toBe(true);
      await expect(
        page.getByText('Nobody may watch it, and its chat is for its seated players.').count(),
      ).resolves.toBe(1);
      await expect(axeFindings(page)).resolves.toEqual([]);
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    },
  });
  const summary = await api(server.url, 'GET', `/api/v1/tables/${id}`);
  expect(summary.body).toMatchObject({ playersOnly: true });
  const open = await api(server.url, 'GET', '/api/v1/tables?status=open');
  expect((open.body.tables as { id: string }[]).map((t) => t.id)).not.toContain(id);

  // Zoe, in a browser of her own, opens the table's link and asks to watch: she is told why not.
  const zoe = await openPage(server, PHONE_AUDITED);
  await zoe.goto(`${server.url}/t/${id}`);
  await zoe.getByRole('button', { name: 'Watch' }).click();
  const refused = zoe.getByText('This table is for its players only: nobody may watch it.');
  await refused.waitFor();
  await expect(axeFindings(zoe)).resolves.toEqual([]);
  for (const p of [ana, zoe]) await p.context().close();
}, 120_000);

test('the lobby says who may come to an online table in Spanish and French too', async () => {
  const words = {
    'es-ES': [/Mesa privada/, /Guardar los asientos/, /30 minutos/, /^Solo jugadores/],
    'fr-FR': [/Table privée/, /Garder les places/, /30 minutes/, /^Joueurs seulement/],
  };
  for (const [locale, [priv, reserve, expiry, playersOnly]] of Object.entries(words)) {
    const page = await openPage(server, { ...PHONE_AUDITED, locale });
    await page.goto(`${server.url}/?pace=0`);
    await page.locator('.seats select').nth(1).selectOption('human');
    await expect(page.getByLabel(priv as RegExp).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel(reserve as RegExp).isChecked()).resolves.toBe(false);
    await expect(page.locator('.tables-expire').textContent()).resolves.toMatch(expiry as RegExp);
    await page.getByLabel(priv as RegExp).check();
    await expect(page.getByLabel(playersOnly as RegExp).isChecked()).resolves.toBe(false);
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await page.context().close();
  }
}, 60_000);
