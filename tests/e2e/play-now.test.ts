// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { DESK, openPage, PHONE, useGameServer } from './harness.js';

// Issue 42: "Play now" seats two browsers at one table, and a lone player's table fills with a
// bot after the wait and starts. A second of waiting is 20 ms here: "30 seconds" is 0.6 s.
const server = useGameServer('fathom-play-now-e2e-', { playNow: { secondMs: 20 } });

/** A newcomer opens Play now from the lobby's button: its panel, loaded on demand. */
async function openPlayNow(page: Page, opener: string): Promise<void> {
  await page.goto(`${server.url}/?pace=0`);
  await page.getByRole('button', { name: opener }).click();
  await page.locator('.play-now form').waitFor();
}

/** The panel's choices: pace and bots' wait by value. */
async function choose(page: Page, pace: string, bots: string): Promise<void> {
  // Its lists in order, whatever the language: pace, players, bots (the games are tiles).
  const selects = page.locator('.play-now select');
  await selects.nth(0).selectOption(pace);
  await selects.nth(2).selectOption(bots);
}

const tableId = (page: Page) => new URL(page.url()).pathname.split('/')[2] as string;

const summary = async (page: Page, id: string) =>
  page.evaluate(async (t) => (await fetch(`/api/v1/tables/${t}`)).json(), id) as Promise<{
    status: string;
    seats: { kind: string; bot?: string }[];
  }>;

describe('Play now', () => {
  test('seats two browsers at one table, which starts', async () => {
    const [ana, bea] = (await Promise.all(
      [0, 1].map(() => openPage(server, { ...DESK, locale: 'en-GB', bypassCSP: true })),
    )) as [Page, Page];
    for (const p of [ana, bea]) {
      await openPlayNow(p, 'Play now');
      await choose(p, 's:60', 'null');
    }
    await ana.getByRole('button', { name: 'Play now' }).click();
    const status = ana.locator('.play-now').getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/Looking for players for Into the Blue/);
    await expect(ana.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(true);
    expect(await axeFindings(ana)).toEqual([]);
    await bea.getByRole('button', { name: 'Play now' }).click();
    await Promise.all([ana, bea].map((p) => p.waitForURL(/\/t\/[\w-]+/)));
    expect(tableId(ana)).toBe(tableId(bea));
    const t = await summary(ana, tableId(ana));
    expect(t.status).toBe('playing');
    expect(t.seats.map((s) => s.kind)).toEqual(['human', 'human']);
    for (const p of [ana, bea]) await p.context().close();
  });

  test('on a phone in French: cancel, then a lone player’s table fills with a bot after the wait', async () => {
    const page = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
    await openPlayNow(page, 'Jouer maintenant');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(await axeFindings(page)).toEqual([]);
    // Asked, then cancelled: the form comes back, the button focused.
    await choose(page, 'h:24', 'null');
    await page.getByRole('button', { name: 'Jouer maintenant' }).click();
    await expect
      .poll(() => page.locator('.play-now').getByRole('status').textContent())
      .toMatch(/Recherche de joueurs pour Into the Blue/);
    await page.getByRole('button', { name: 'Annuler' }).click();
    const go = page.getByRole('button', { name: 'Jouer maintenant' });
    await expect.poll(() => go.evaluate((b) => b === document.activeElement)).toBe(true);
    // Bots after "30 seconds": the table starts with one, and the page opens it.
    await choose(page, 'h:24', '30');
    await go.click();
    await page.waitForURL(/\/t\/[\w-]+/);
    const t = await summary(page, tableId(page));
    expect(t.status).toBe('playing');
    expect(t.seats[1]).toMatchObject({ kind: 'bot', bot: 'heuristic' });
    await page.context().close();
  });
});
