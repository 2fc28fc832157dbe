// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { DESK, openPage, PHONE, useGameServer } from './harness.js';
import { postFrom as post, twoAccountsAtATable } from './page-api.js';

// Issue 42: a player who comes back opens the lobby on their invitations and tables, then "New
// table", all of it on a phone's first screen; a newcomer's first screen is still the games.

const server = useGameServer('fathom-home-e2e-');

/**
 * Two accounts at a turn-based table, started (so whose turn and the time left are known), and
 * a table of the second's that keeps a seat for the first (an invitation). The first account's
 * name, the started table and the invitation's table.
 */
async function aReturningPlayer(
  stamp: string,
): Promise<{ name: string; playing: string; invited: string }> {
  const name = `Ana${stamp}`;
  const [ana, bea] = (await Promise.all([0, 1].map(() => openPage(server)))) as [Page, Page];
  const playing = await twoAccountsAtATable([ana, bea], server, [name, `Bea${stamp}`]);
  const inviting = await post(bea, '/api/v1/tables', {
    game: 'into-the-blue',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seat: 0,
    reserve: [{ seat: 1, name, account: true }],
  });
  expect(inviting.status).toBe(201);
  for (const p of [ana, bea]) await p.context().close();
  return { name, playing, invited: (inviting.table as Msg).id as string };
}

/** The bottom of the element on the page, below the top of the document (px). */
const bottomOf = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().bottom + scrollY);

// Issue 42's "Done when": at 1280 px and at 375 px, in each language.
const WORDS = [
  { locale: 'en-GB', newTable: 'New table', left: /left/ },
  { locale: 'fr-FR', newTable: 'Nouvelle table', left: /reste/ },
  { locale: 'es-ES', newTable: 'Nueva mesa', left: /quedan/ },
] as const;
const CASES = (['desk', 'phone'] as const).flatMap((size) =>
  WORDS.map((w) => ({ size, options: size === 'desk' ? DESK : PHONE, ...w })),
);

describe.each(CASES)('the home ($size, $locale)', ({ size, options, locale, newTable, left }) => {
  test("a returning player's first screen, on a second device, is their invitations and tables, then New table", async () => {
    const stamp = `${Date.now().toString(36).slice(-5)}${size[0]}${locale[0]}`;
    const { name, playing, invited } = await aReturningPlayer(stamp);
    // A second device: signed in with the password, it holds no seat of its own.
    const page = await openPage(server, { ...options, locale, bypassCSP: true });
    await page.goto(`${server.url}/?pace=0`);
    expect(
      (await post(page, '/api/v1/account/signin', { name, password: 'pw-long-1' })).status,
    ).toBe(200);
    await page.reload();
    const row = page.locator(`.your-tables li[data-table="${playing}"]`);
    await row.waitFor({ timeout: 10_000 });
    // Whose turn (the start player is drawn) and the time left to the move (an hour a move).
    await expect(row.locator('.your-table-turn').innerText()).resolves.toBeTruthy();
    await expect(row.locator('.your-table-clock').innerText()).resolves.toMatch(left);
    const invitation = page.locator(`.home-invitations li[data-table="${invited}"]`);
    await invitation.waitFor();
    // In this order, all of it above the fold: invitations, tables, then "New table"; the
    // creation form below.
    const fold = options.viewport.height;
    const [inv, tables, button, form] = await Promise.all([
      bottomOf(page, '.home-invitations'),
      bottomOf(page, '.home .your-tables'),
      bottomOf(page, '.home-actions'),
      page.locator('form.lobby').evaluate((e) => e.getBoundingClientRect().top + scrollY),
    ]);
    expect(inv).toBeLessThan(tables);
    // The whole "Your tables" section comes before the "New table" one starts.
    const newTableTop = await page
      .locator('.home-actions')
      .evaluate((e) => e.getBoundingClientRect().top + scrollY);
    expect(tables).toBeLessThanOrEqual(newTableTop);
    expect(tables).toBeLessThan(button);
    expect(button).toBeLessThanOrEqual(fold);
    expect(button).toBeLessThanOrEqual(form);
    expect(await axeFindings(page)).toEqual([]);
    if (locale === 'en-GB')
      await page.screenshot({ path: `${SCREENSHOTS}/home${size === 'phone' ? '-phone' : ''}.png` });
    // "New table" leads to the form: its game chosen has the focus, in view.
    await page.getByRole('button', { name: newTable, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('game');
    await expect(page.locator('form.lobby input[name=game]:checked').isVisible()).resolves.toBe(
      true,
    );
    // The invitation's one button takes the seat: the table's page, where the account joins.
    await page.goto(`${server.url}/?pace=0`);
    await invitation.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/t/${invited}`);
    await page.context().close();
  });

  test("a newcomer's first screen is the games", async () => {
    const page = await openPage(server, { ...options, locale, bypassCSP: true });
    // The lobby asks who is signed in: nobody, so no home, whatever comes after.
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/v1/account'));
    await page.goto(`${server.url}/?pace=0`);
    await asked;
    await page.locator('.open-tables').waitFor();
    expect(await page.locator('.home').count()).toBe(0);
    const games = await bottomOf(page, 'fieldset.games legend');
    expect(games).toBeLessThanOrEqual(options.viewport.height);
    await expect(page.locator('.rules-links').isVisible()).resolves.toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await page.context().close();
  });
});
