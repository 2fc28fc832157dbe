// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { DESK, openPage, PHONE, useGameServer } from './harness.js';
import { postFrom as post, twoAccountsAtATable } from './page-api.js';

// Issue 42: a player who comes back opens the lobby on their invitations and tables, then Play now
// with each game's art, all of it on a phone's first screen, and the new table's form folded;
// a newcomer's first screen is still the games.

const server = useGameServer('fathom-home-e2e-');

/**
 * Two accounts, friends, at a turn-based table, started (so whose turn and the time left are
 * known), and a table of the second's that keeps a seat for the first (an invitation). The first account's
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
  // And friends: Ana asks, Bea accepts.
  const friend = { name: `Bea${stamp}` };
  expect((await post(ana, '/api/v1/account/friends/request', friend)).status).toBe('requested');
  expect((await post(bea, '/api/v1/account/friends/accept', { name })).status).toBe('friends');
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
  test("a returning player's first screen, on a second device, is their invitations and tables, then Play now", async () => {
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
    // Its next visit: the device knows it is signed in, and the form comes folded at once.
    await page.reload();
    await row.waitFor({ timeout: 10_000 });
    // Whose turn (the start player is drawn) and the time left to the move (an hour a move).
    await expect(row.locator('.your-table-turn').innerText()).resolves.toBeTruthy();
    await expect(row.locator('.your-table-clock').innerText()).resolves.toMatch(left);
    const invitation = page.locator(`.home-invitations li[data-table="${invited}"]`);
    await invitation.waitFor();
    await page.locator(`.home-friends li[data-friend="Bea${stamp}"]`).waitFor();
    // In this order: invitations, tables, then Play now; the creation form below, folded.
    const fold = options.viewport.height;
    await page.locator('.play-now form').waitFor();
    const [inv, tables, playNow, form] = await Promise.all([
      bottomOf(page, '.home-invitations'),
      bottomOf(page, '.home .your-tables'),
      bottomOf(page, '.play-now button[type=submit]'),
      page.locator('form.lobby').evaluate((e) => e.getBoundingClientRect().top + scrollY),
    ]);
    expect(inv).toBeLessThan(tables);
    const playNowTop = await page
      .locator('.play-now')
      .evaluate((e) => e.getBoundingClientRect().top + scrollY);
    expect(tables).toBeLessThanOrEqual(playNowTop);
    // Play now and its games on the first screen; its button too where there is room.
    expect(await bottomOf(page, '.play-now-games')).toBeLessThanOrEqual(fold);
    if (size === 'desk') expect(playNow).toBeLessThanOrEqual(fold);
    expect(playNow).toBeLessThanOrEqual(form);
    // Each game of Play now by its drawn emblem, one chosen.
    await expect(page.locator('.play-now-game svg.game-emblem').count()).resolves.toBe(3);
    await expect(page.locator('.play-now-game input:checked').count()).resolves.toBe(1);
    // "New table" said once (the form's heading), not as a button above it too.
    await expect(page.getByRole('button', { name: newTable, exact: true }).count()).resolves.toBe(
      0,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: newTable, exact: true }).count(),
    ).resolves.toBe(1);
    // No line of a list starts with a separator: each dot ends the part before it.
    const texts = await page
      .locator('.home li')
      .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText));
    for (const text of texts)
      for (const line of text.split('\n')) expect(line.trim().startsWith('·')).toBe(false);
    // Nothing to scroll sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(
      options.viewport.width,
    );
    expect(await axeFindings(page)).toEqual([]);
    if (locale === 'en-GB')
      await page.screenshot({ path: `${SCREENSHOTS}/home${size === 'phone' ? '-phone' : ''}.png` });
    // The form's choices are folded under "More options"; opened, the games are there.
    const games = page.locator('form.lobby input[name=game]:checked');
    await expect(games.isVisible()).resolves.toBe(false);
    await page.locator('form.lobby details.lobby-more > summary').click();
    await expect(games.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(
      options.viewport.width,
    );
    expect(await axeFindings(page)).toEqual([]);
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
