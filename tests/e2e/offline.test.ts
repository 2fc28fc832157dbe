// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GAME_MAP } from '../../src/games/registry.js';
import { createRng, makeReplay, RandomAgent, runMatch } from '../../src/kernel/index.js';
import { playAquaSphereToEnd } from './aquasphere-driver.js';
import { axeFindings } from './axe.js';
import { launchChromium } from './browser.js';
import { openPageRecordingErrors, SEATING, chooseReplayFile } from './harness.js';
import { playItbToCover } from './itb-driver.js';
import { serveWeb, WEB_ROOT } from './static-server.js';

/**
 * The installable site (issue 27): after one visit, the service worker (web/sw/sw.ts) has the
 * whole client, so that with no network the site opens, local games against bots and hot-seat
 * play, a replay file opens and the rules read, in every language. The client is served from a
 * copy of the build, so that a test can publish a "new release" (a changed sw.js) under it.
 */
let root = '';
let browser: Awaited<ReturnType<typeof launchChromium>>;
let web: Awaited<ReturnType<typeof serveWeb>>;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'fathom-offline-e2e-'));
  cpSync(WEB_ROOT, root, { recursive: true });
  [browser, web] = await Promise.all([launchChromium(), serveWeb(root)]);
}, 30_000);
afterAll(async () => {
  await browser?.close();
  await web?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Waits until the service worker is active (all files cached) and controls the page. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('offline after one visit: local play against bots and hot-seat, a replay file, the rules in three languages', async () => {
  const { page, errors } = await openPageRecordingErrors(browser);
  // A game server, as far as the lobby asks one (this site is served statically): online, the
  // lobby offers online tables. Offline, the server's answers fail as the network does.
  const context = page.context();
  let offline = false;
  await context.route('**/api/v1/**', (route) => {
    if (offline) return route.abort('internetdisconnected');
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({
      json:
        path === '/api/v1/games'
          ? { games: [...GAME_MAP.keys()].map((id) => ({ id })) }
          : { tables: [], next: null },
    });
  });
  await page.goto(`${web.url}/?pace=0`);
  await page.waitForSelector('h1');
  await installed(page);
  await expect
    .poll(() => page.getByRole('button', { name: 'Open an online table' }).count(), {
      timeout: 10_000,
    })
    .toBe(1);
  offline = true;
  await context.setOffline(true);
  const asked = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/v1/games'));
  await page.reload();
  // Said plainly, in the page: what works offline and what does not.
  await expect(page.locator('.site-offline').textContent()).resolves.toBe(
    'You are offline. Games on this device, replays and the rules work; online tables need a connection.',
  );
  await expect(page.getByRole('button', { name: 'Play on this device' }).count()).resolves.toBe(1);
  // Online tables are not offered: the server could not be asked for its games.
  await asked;
  await expect(page.getByRole('button', { name: 'Open an online table' }).count()).resolves.toBe(0);
  await expect(axeFindings(page)).resolves.toEqual([]);

  // AquaSphere against bots: a few moves of the person, the bots answering between them.
  await page.goto(
    `${web.url}/local/aquasphere?seats=${encodeURIComponent('human:You,heuristic:Bo')}&seed=offline&pace=0&options=${SEATING}`,
  );
  // The driver plays to the end or stops, saying so, after the decisions it was given.
  await expect(playAquaSphereToEnd(page, 4)).rejects.toThrow('no end of the AquaSphere game');
  await expect(page.locator('.aq-board').count()).resolves.toBe(1);
  expect(await page.locator('.log li').count()).toBeGreaterThan(4);

  // Into the Blue hot-seat: a turn, then the cover that hands the screen to the next person.
  await page.goto(
    `${web.url}/local/into-the-blue?seats=${encodeURIComponent('human:Ana,human:Ben')}&seed=offline&pace=0&options=${SEATING}`,
  );
  await playItbToCover(page);
  await expect(page.locator('.cover h2').textContent()).resolves.toContain('Ben');

  // A replay file.
  const game = GAME_MAP.get('into-the-blue')!;
  const options = game.defaultOptions(2);
  const record = runMatch(game, options, [new RandomAgent(), new RandomAgent()], createRng('o'), [
    createRng('a'),
    createRng('b'),
  ]);
  const replay = makeReplay(
    game,
    options,
    [
      { name: 'Ana', kind: 'human' },
      { name: 'Ben', kind: 'human' },
    ],
    record.moves,
  );
  await page.goto(`${web.url}/replay`);
  await chooseReplayFile(page, 'offline.json', replay);
  await page.waitForSelector('.replay-step');

  // The rules, in each language (each language's text is a chunk of its own).
  for (const [lang, title] of [
    ['en', /^How to play Survive/],
    ['es', /^Cómo se juega a Survive/],
    ['fr', /^Comment jouer à Survive/],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('fathom.lang', l), lang);
    await page.goto(`${web.url}/rules/survive`);
    await page.waitForSelector('.rules-section');
    await expect(page.locator('.rules h1').textContent()).resolves.toMatch(title);
  }
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

test('a new release: "A new version is ready", and a reload runs the new one whole', async () => {
  const { page, errors } = await openPageRecordingErrors(browser);
  await page.goto(`${web.url}/`);
  await page.waitForSelector('h1');
  await installed(page);
  const before = await cacheNames(page);
  expect(before).toHaveLength(1);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // No new release: nothing to say.
  await expect(page.locator('.site-update').count()).resolves.toBe(0);

  // A new release: its service worker differs (here only its version), found at the next visit.
  const sw = join(root, 'sw.js');
  const original = readFileSync(sw, 'utf8');
  const changed = original.replace(/const VERSION = (["'])[^"']+\1/, 'const VERSION = "release-2"');
  expect(changed).not.toBe(original);
  writeFileSync(sw, changed);
  rmSync(`${sw}.br`, { force: true });
  rmSync(`${sw}.gz`, { force: true });
  try {
    await page.reload();
    await page.locator('.site-update').waitFor({ timeout: 20_000 });
    await expect(page.locator('.site-update').textContent()).resolves.toContain(
      'A new version is ready.',
    );
    await expect(axeFindings(page)).resolves.toEqual([]);
    // Until asked, the page keeps the release it runs: the new one's files wait beside it.
    await expect(cacheNames(page)).resolves.toEqual([...before, 'fathom-release-2']);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.waitForSelector('h1');
    await expect(cacheNames(page)).resolves.toEqual(['fathom-release-2']);
    await expect(page.locator('.site-update').count()).resolves.toBe(0);
  } finally {
    writeFileSync(sw, original);
  }
  expect(errors).toEqual([]);
  await page.context().close();
}, 60_000);
