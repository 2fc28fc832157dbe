// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, Client } from '../server/helpers.js';
import type { subscription } from '../server/push-service.js';

/**
 * What the push suites share. Headless Chromium cannot subscribe (pushManager.subscribe is
 * refused there, "Registration failed - permission denied"; nor is there a push service to
 * reach), so the page's PushManager answers with the test's device (tests/server/push-service.ts):
 * what stands in is the browser's side of the push service only, not the page's code nor the
 * server. The key the page subscribed with is kept in `window.__key`.
 */
export async function withDevice(page: Page, sub: ReturnType<typeof subscription>): Promise<void> {
  await page.addInitScript((s) => {
    let made: { endpoint: string; toJSON(): unknown } | null = null;
    PushManager.prototype.getSubscription = async () => made as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      (window as unknown as { __key: unknown }).__key = options?.applicationServerKey;
      made = { endpoint: s.endpoint, toJSON: () => ({ endpoint: s.endpoint, keys: s.keys }) };
      return made as unknown as PushSubscription;
    };
  }, sub);
}

/** A turn-based Into the Blue table Ana opens at seat 1 (who starts), waiting for a second. */
export async function openTurnBasedTable(url: string): Promise<{ id: string; token: string }> {
  const created = await api(url, 'POST', '/api/v1/tables', {
    game: 'into-the-blue',
    options: { startPlayer: 'seating' },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ana',
    seat: 0,
    listed: false,
    timeControl: { kind: 'async', perMoveMs: 86_400_000 },
  });
  expect(created.status).toBe(201);
  return { id: created.body.table.id as string, token: created.body.token as string };
}

/** `name` joins the table's second seat and starts it: the first seat's devices are told. */
export async function joinAndStart(url: string, id: string, name: string): Promise<void> {
  const joined = await api(url, 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name });
  const client = await Client.connect(url.replace('http', 'ws') + '/api/v1/ws');
  await client.hello(id, joined.body.token as string);
  expect(await client.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  client.close();
}

/**
 * Waits until the server no longer holds a socket on `seat` at the table (a closed page's socket
 * may reach it after the test's next request): a seat held by an open, visible page is not
 * notified, and a notification awaited would then never come.
 */
export async function seatLeft(url: string, id: string, seat: number): Promise<void> {
  const watcher = await Client.connect(url.replace('http', 'ws') + '/api/v1/ws');
  const welcome = await watcher.hello(id);
  expect(welcome).toMatchObject({ type: 'welcome' });
  const here = (m: Record<string, unknown>) => (m.connected as boolean[])[seat] === true;
  if (here(welcome)) await watcher.next((m) => m.type === 'presence' && !here(m), 30_000);
  watcher.close();
}
