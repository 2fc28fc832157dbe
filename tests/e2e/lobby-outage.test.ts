import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useGameServer } from './harness.js';

// Issue 42: a short server outage replaced the whole lobby with "This page cannot be shown", which
// stayed after the server was back. Now the lobby stays, says it is reconnecting, and comes back
// by itself: here the server's API fails for a while (no answer at all, then a proxy's 502 page).

const server = useGameServer('fathom-lobby-outage-e2e-');

/** A new table, listed, made by someone else: the lobby shows it once it asks again. */
async function aNewTable(): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Someone',
      seat: 0,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { table: { id: string } }).table.id;
}

const FAILURES: Record<string, (route: Route) => Promise<void>> = {
  'no answer': (route) => route.abort('connectionrefused'),
  'a proxy’s 502 page': (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
};

test.each(Object.keys(FAILURES))(
  'the lobby stays through an outage (%s), says it is reconnecting, and recovers by itself',
  async (kind) => {
    const page: Page = await openPage(server, { ...PHONE, bypassCSP: true });
    await page.goto(`${server.url}/?pace=0`);
    await page.locator('.open-tables').waitFor();
    const line = page.locator('.reconnecting');
    await expect(line.innerText()).resolves.toBe('');

    await page.route('**/api/v1/**', FAILURES[kind] as (route: Route) => Promise<void>);
    await line.getByText('Reconnecting to the server…').waitFor({ timeout: 20_000 });
    // The page is still the lobby: its form and lists, no error page.
    await expect(page.locator('.error-page').count()).resolves.toBe(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'New table' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('.open-tables').isVisible()).resolves.toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    const id = await aNewTable();
    await page.unroute('**/api/v1/**');
    // Back by itself: the line goes, and the lists are fresh again (the table made meanwhile).
    await page.locator(`.open-tables li[data-table="${id}"]`).waitFor({ timeout: 40_000 });
    await expect.poll(() => line.innerText(), { timeout: 40_000 }).toBe('');
    await page.context().close();
  },
);
