// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { Client } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useGameServer } from './harness.js';
import { postFrom as post, twoAccountsAtATable } from './page-api.js';

// Issue 40: chat lines not read are counted in "your tables" and in the table's tab title, both
// from the server's record of what the account read; reading the table (open and visible) clears
// both. The account page's notice settings, at a phone's width, in French, pass axe.

const server = useGameServer('fathom-chat-unread-e2e-');

/** Bea writes `lines` at the table, from a socket of her account (its session's cookie). */
async function beaWrites(bea: Page, id: string, lines: readonly string[]): Promise<void> {
  const cookie = (await bea.context().cookies()).find((c) => c.name === 'fathom_session');
  const c = await Client.connect(`${server.url.replace('http', 'ws')}/api/v1/ws`, {
    cookie: `fathom_session=${cookie?.value ?? ''}`,
    origin: server.url,
  });
  expect(await c.hello(id)).toMatchObject({ you: { seat: 1 } });
  for (const text of lines)
    expect(await c.request({ type: 'chat', text })).toMatchObject({ type: 'ack' });
  c.close();
}

test('unread chat shows in your tables and the tab title, and goes once the table is read', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const [ana, bea] = (await Promise.all([0, 1].map(() => openPage(server)))) as [Page, Page];
  const id = await twoAccountsAtATable([ana, bea], server, [`Ana${stamp}`, `Bea${stamp}`]);
  await beaWrites(bea, id, ['hello', 'your move?']);

  // The lobby's "your tables": the table says 2 new messages.
  await ana.goto(`${server.url}/?pace=0`);
  const unread = ana.locator(`.your-tables li[data-table="${id}"] .your-table-unread`);
  await unread.waitFor();
  await expect(unread.innerText()).resolves.toBe('2 new messages');

  // The table opened in a tab that is not seen: its title counts them.
  const tab = await ana.context().newPage();
  await tab.addInitScript(() => {
    let state = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    (window as unknown as { __show: () => void }).__show = () => {
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
  await tab.goto(`${server.url}/t/${id}?pace=0`);
  await tab.waitForFunction(() => document.title.startsWith('(2 new messages) '));
  // Seen: the title says nothing more, and the server knows (on every device of the account).
  await tab.evaluate(() => (window as unknown as { __show: () => void }).__show());
  await tab.waitForFunction(() => !document.title.includes('new message'));
  await tab.close();
  await expect
    .poll(async () => {
      await ana.goto(`${server.url}/?pace=0`);
      await ana.locator(`.your-tables li[data-table="${id}"]`).waitFor();
      return unread.count();
    })
    .toBe(0);
  for (const p of [ana, bea]) await p.context().close();
});

test('the notice settings on a phone, in French: chat off by default, saved when switched on', async () => {
  const name = `Cy${Date.now().toString(36).slice(-5)}`;
  const page = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
  await page.goto(`${server.url}/account`);
  expect((await post(page, '/api/v1/account/signup', { name, password: 'pw-long-1' })).status).toBe(
    201,
  );
  await page.reload();
  const table = page.locator('.account-notices-table');
  await table.waitFor();
  await expect(page.getByRole('heading', { name: 'Quels avis' }).count()).resolves.toBe(1);
  const chatPush = page.getByRole('checkbox', {
    name: 'Un message dans la discussion (tables au tour par tour) : Push',
  });
  const turnMail = page.getByRole('checkbox', {
    name: 'À vous de jouer (tables au tour par tour) : E-mail',
  });
  await expect(chatPush.isChecked()).resolves.toBe(false);
  await expect(turnMail.isChecked()).resolves.toBe(true);
  await chatPush.check();
  await page.getByRole('status').filter({ hasText: 'Enregistré.' }).waitFor();
  const kept = await page.evaluate(async () => (await fetch('/api/v1/account/notices')).json());
  expect(kept).toMatchObject({ notices: { push: { chat: true }, email: { chat: false } } });
  // Nothing wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(await axeFindings(page)).toEqual([]);
  await page.context().close();
});
