// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, until } from '../server/helpers.js';
import { startPushService, subscription, type PushService } from '../server/push-service.js';
import { openPage, useGameServer } from './harness.js';
import { joinAndStart, openTurnBasedTable, seatLeft, withDevice } from './push-device.js';

/**
 * Push notifications in Chromium. A person turns them on at the table (never on page load); the
 * server then pushes to that device (here to tests/server/push-service.ts, which decrypts it);
 * and the service worker shows what was pushed, with the table to open (CDP's
 * ServiceWorker.deliverPushMessage hands it the decrypted message, as the browser would).
 *
 * Headless Chromium cannot subscribe (pushManager.subscribe is refused there, "Registration
 * failed - permission denied", notifications permitted or not; nor is there a push service to
 * reach), so the page's PushManager answers with the test's device: what stands in is the
 * browser's side of the push service only, not the page's code nor the server.
 *
 * Not tested: the click on the notification. A test cannot click a system notification, and a
 * notificationclick event made by script cannot call waitUntil (untrusted) nor open a window
 * (no user activation); what the click opens is the `data.url` checked here.
 */
const server = useGameServer('fathom-push-e2e-', { push: { allowHttp: true, allowPrivate: true } });
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

test('opt-in at the table; the server pushes the turn; the service worker shows it, with the table', async () => {
  push.publicKey = (await api(server.url, 'GET', '/api/v1/push')).body.publicKey as string;
  const { id, token } = await openTurnBasedTable(server.url);
  const hold = JSON.stringify({ seat: 0, token });
  const anaDevice = push.device('ana-phone');

  const page = await openPage(server, { permissions: ['notifications'] });
  await page.addInitScript(
    ([k, v]) => localStorage.setItem(k as string, v as string),
    [`fathom.seat.${id}`, hold],
  );
  await withDevice(page, subscription(anaDevice, 'en'));
  await page.goto(`${server.url}/t/${id}?pace=0`);
  const toggle = page.getByRole('checkbox', { name: /Notify me on this device/ });
  await toggle.waitFor();
  // Not asked on page load: no subscription, no permission prompt, until the person asks.
  expect(await page.evaluate(() => '__key' in window)).toBe(false);
  await toggle.check();
  await page.waitForFunction((t) => localStorage.getItem(`fathom.push.${t}`) === 'on', id);
  // Subscribed with the server's own key.
  const key = await page.evaluate(() => (window as unknown as { __key: unknown }).__key);
  expect(key).toBe(push.publicKey);
  await page.context().close();
  await seatLeft(server.url, id, 0);

  // Ana has gone; Ben joins and starts: Ana's device is told, and it is her turn.
  await joinAndStart(server.url, id, 'Ben');
  await until(() => push.received.some((r) => r.payload.tag === `${id}:turn`), 10_000, 'the push');
  const turn = push.received.find((r) => r.payload.tag === `${id}:turn`)!;
  expect(turn.payload).toEqual({
    title: 'Your turn',
    body: 'Into the Blue: it is your turn to play.',
    url: `/t/${id}`,
    tag: `${id}:turn`,
  });

  // The service worker gets it as the browser would hand it over, and shows it.
  const phone = await openPage(server, { permissions: ['notifications'] });
  const cdp = await phone.context().newCDPSession(phone);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const r = e.registrations.find((x) => x.scopeURL === `${server.url}/` && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await phone.goto(`${server.url}/?pace=0`);
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: await registration,
    data: turn.text,
  });
  // Shown by the worker's push handler, a moment after the delivery: polled. (waitForFunction
  // did not wait here: an async predicate's promise is truthy at once, and under load the
  // list it resolved to was still empty.)
  const shown = () =>
    phone.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      const list = await r.getNotifications();
      return list.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  await expect.poll(shown, { timeout: 10_000 }).toEqual([
    {
      title: 'Your turn',
      body: 'Into the Blue: it is your turn to play.',
      tag: `${id}:turn`,
      data: { url: `/t/${id}` },
    },
  ]);
  await phone.context().close();
}, 60_000);
