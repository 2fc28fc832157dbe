// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, until } from '../server/helpers.js';
import { startPushService, subscription, type PushService } from '../server/push-service.js';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useGameServer } from './harness.js';
import { joinAndStart, openTurnBasedTable, withDevice } from './push-device.js';

/**
 * Issue 27: push notifications turned on from the lobby ("Your tables"), for every seat this
 * device holds and for a seat taken later; never asked on page load; the browser that cannot
 * notify and the site that is blocked are told so. The server's pushes reach the test's push
 * service (tests/server/push-service.ts), which decrypts them. As in push-notify.test.ts, the
 * page's PushManager answers with the test's device: headless Chromium cannot subscribe.
 */
const server = useGameServer('fathom-push-lobby-e2e-', {
  push: { allowHttp: true, allowPrivate: true },
});
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
  push.publicKey = (await api(server.url, 'GET', '/api/v1/push')).body.publicKey as string;
});
afterAll(async () => {
  await push?.close();
});

const openTable = () => openTurnBasedTable(server.url);

/** This browser holds the seat, as the web client keeps it: its token and "your tables". */
async function hold(page: Page, table: { id: string; token: string }): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem(`fathom.seat.${t.id}`, JSON.stringify({ seat: 0, token: t.token }));
    const list = JSON.parse(localStorage.getItem('fathom.my-tables') ?? '[]') as unknown[];
    list.push({
      id: t.id,
      game: 'into-the-blue',
      seat: 0,
      status: 'open',
      toMove: [],
      seenAt: Date.now(),
    });
    localStorage.setItem('fathom.my-tables', JSON.stringify(list));
  }, table);
}

const benStarts = (id: string) => joinAndStart(server.url, id, 'Ben');

const pushedTo = (device: string, id: string) =>
  push.received.some((r) => r.device === device && r.payload.tag.startsWith(`${id}:`));

test('"Notify me when it’s my turn" from the lobby: every seat held here, and one taken later', async () => {
  const [first, second, later] = [await openTable(), await openTable(), await openTable()];
  const device = push.device('ana-lobby');
  const page = await openPage(server, { permissions: ['notifications'], bypassCSP: true });
  await withDevice(page, subscription(device, 'en'));
  await page.goto(`${server.url}/?pace=0`);
  await hold(page, first);
  await hold(page, second);
  await page.reload();

  const toggle = page.getByRole('switch', { name: 'Notify me when it’s my turn, on this device' });
  await toggle.waitFor();
  // Not asked on page load: no subscription until the person turns it on.
  expect(await toggle.isChecked()).toBe(false);
  expect(await page.evaluate(() => '__key' in window)).toBe(false);
  await toggle.check();
  for (const t of [first, second])
    await page.waitForFunction((id) => localStorage.getItem(`fathom.push.${id}`) === 'on', t.id);
  expect(await page.evaluate(() => (window as unknown as { __key: unknown }).__key)).toBe(
    push.publicKey,
  );
  // The switch shows the device's state once the last seat's subscription is answered.
  await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
  expect(await axeFindings(page)).toEqual([]);

  // The server has the device for the seat: Ben starts the first table, Ana's device is told.
  await benStarts(first.id);
  await until(() => pushedTo('ana-lobby', first.id), 10_000, 'the push for the first table');

  // A seat taken since (here put in storage, as joining from a link does) is notified too,
  // without asking again, once the lobby shows it.
  await hold(page, later);
  await page.reload();
  await page.waitForFunction((id) => localStorage.getItem(`fathom.push.${id}`) === 'on', later.id);
  await expect(toggle.isChecked()).resolves.toBe(true);
  await benStarts(later.id);
  await until(() => pushedTo('ana-lobby', later.id), 10_000, 'the push for the later table');

  // Off: the seats held here are no longer notified, and stay off at the next visit.
  await toggle.uncheck();
  await page.waitForFunction(
    (id) => localStorage.getItem(`fathom.push.${id}`) === 'off',
    second.id,
  );
  await page.reload();
  await expect(toggle.isChecked()).resolves.toBe(false);
  await page.context().close();
}, 60_000);

test('a blocked site says how to allow it, in French on a phone; a browser without push says so', async () => {
  const table = await openTable();
  // No permission granted: headless Chromium refuses when asked, as a person who blocked it.
  const page = await openPage(server, { ...PHONE, locale: 'fr-FR', bypassCSP: true });
  await page.goto(`${server.url}/?pace=0`);
  await hold(page, table);
  await page.reload();
  const toggle = page.getByRole('switch', { name: /Me prévenir quand c’est mon tour/ });
  await toggle.check();
  await page.getByText('Les notifications sont bloquées pour ce site.', { exact: false }).waitFor();
  await expect(page.locator('.lobby-push').innerText()).resolves.toContain(
    'mettez Notifications sur Autoriser',
  );
  expect(await toggle.isChecked()).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('fathom.push.device'))).toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeFindings(page)).toEqual([]);
  await page.context().close();

  const old = await openPage(server, { bypassCSP: true });
  await old.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await old.goto(`${server.url}/?pace=0`);
  await hold(old, table);
  await old.reload();
  await old.getByText('This browser cannot show notifications.', { exact: false }).waitFor();
  expect(await old.getByRole('switch').count()).toBe(0);
  await old.context().close();
}, 60_000);
