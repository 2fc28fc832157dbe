// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { pageIn, PHONE, useGameServer } from './harness.js';

// Issue 30: online, the chat was about 2,650 px down the page, under the board, the player
// boards, the log and the rules. It sits beside the board on a desktop, in view; on a phone a
// button that stays on screen brings it, counting the lines not yet seen.

const server = useGameServer('fathom-chat-panel-e2e-');

async function newPage(options: BrowserContextOptions): Promise<Page> {
  // The server's CSP forbids inline scripts: the axe audit is injected as one, by the test only.
  return pageIn(await server.browser.newContext({ locale: 'en-GB', bypassCSP: true, ...options }));
}

/** Whether the element is wholly on screen, below the sticky header. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const header = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    return r.height > 0 && r.top >= header - 1 && r.bottom <= innerHeight + 1;
  }, selector);

test('the chat sits beside the board on a desktop and comes from a button with the unread lines on a phone', async () => {
  const ana = await newPage({ viewport: { width: 1366, height: 768 } });
  await ana.goto(`${server.url}/?pace=0`);
  await ana.locator('form.lobby').getByLabel('Players').selectOption('2');
  await ana.getByLabel('Who plays seat 2').selectOption('human');
  await ana.getByLabel('Name at seat 1').fill('Ana');
  await ana.getByRole('button', { name: 'Open an online table' }).click();
  await ana.waitForURL(/\/t\/[\w-]+/);
  const id = new URL(ana.url()).pathname.split('/t/')[1] as string;

  const bea = await newPage(PHONE);
  await bea.goto(`${server.url}/t/${id}?pace=0`);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.waitForSelector('.presence li[data-seat="1"][data-connected=true]');
  await ana.getByRole('button', { name: 'Start the game' }).click();
  await Promise.all([ana.waitForSelector('.itb-board'), bea.waitForSelector('.itb-board')]);

  // Desktop: beside the board, on screen at the top of the page and at its foot.
  const board = (await ana.locator('.itb-board').boundingBox())!;
  const chat = (await ana.locator('.chat-panel').boundingBox())!;
  expect(chat.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(await onScreen(ana, '.chat-panel')).toBe(true);
  await ana.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => onScreen(ana, '.chat-panel')).toBe(true);
  await expect.poll(() => ana.locator('.chat-jump').count()).toBe(0);

  // Phone: the chat is further down; the button says so, and counts what others write.
  await bea.evaluate(() => window.scrollTo(0, 0));
  expect(await onScreen(bea, '.chat-panel')).toBe(false);
  const jump = bea.locator('.chat-jump');
  await expect(jump.textContent()).resolves.toBe('Chat');
  expect(await onScreen(bea, '.chat-jump')).toBe(true);
  await ana.getByLabel('Message to the table').fill('Good luck, Bea!');
  await ana.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => jump.textContent()).toBe('Chat 1 new');
  await ana.getByLabel('Message to the table').fill('Your turn soon.');
  await ana.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => jump.textContent()).toBe('Chat 2 new');
  await bea.screenshot({ path: `${SCREENSHOTS}/online-chat-phone.png` });
  expect(await axeFindings(bea)).toEqual([]);

  // Tapped: the chat in view, ready to answer; back at the board, nothing is new any more.
  await jump.tap();
  await expect.poll(() => onScreen(bea, '.chat-panel')).toBe(true);
  await expect(bea.evaluate(() => document.activeElement?.id)).resolves.toBe('chat-input');
  await expect(bea.locator('.chat-lines li[data-chat]').count()).resolves.toBe(2);
  // The button goes once the page sees the chat in view (an observer's callback, a frame or so
  // after the scroll): count() does not wait, so poll.
  await expect.poll(() => jump.count()).toBe(0);
  await bea.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => jump.textContent()).toBe('Chat');
  // Her own line is no news to her.
  await bea.evaluate(() => document.querySelector('.chat-panel')?.scrollIntoView());
  await bea.getByLabel('Message to the table').fill('Thanks!');
  await bea.getByRole('button', { name: 'Send' }).click();
  await bea.waitForSelector('.chat-lines li[data-chat]:nth-child(3)');
  await bea.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => jump.textContent()).toBe('Chat');
  await expect(
    bea.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(375);

  await ana.evaluate(() => window.scrollTo(0, 0));
  await ana.screenshot({ path: `${SCREENSHOTS}/online-chat-desktop.png` });
  expect(await axeFindings(ana)).toEqual([]);
}, 180_000);
