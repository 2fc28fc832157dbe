import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type App, type AppOptions } from '../../src/server/app.js';
import { launchChromium } from './browser.js';
import { serveWeb, WEB_ROOT } from './static-server.js';

/** A phone, as the browser tests hold one: small, touch, and its own page zoom. */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/**
 * What a test file's pages are opened with: the browser, and the address of the client. Both are
 * set once the file's beforeAll has run, so read them inside the tests, not at the top level.
 */
export interface Site {
  readonly browser: Browser;
  readonly url: string;
}

/**
 * Chromium and the built client served as static files, for the whole file: for local play,
 * which needs no game server. Started side by side in beforeAll, both closed in afterAll.
 */
export function useStaticWeb(): Site {
  const site: { browser?: Browser; url?: string } = {};
  let web: Awaited<ReturnType<typeof serveWeb>> | undefined;
  beforeAll(async () => {
    [site.browser, web] = await Promise.all([launchChromium(), serveWeb()]);
    site.url = web.url;
  }, 30_000);
  afterAll(async () => {
    await site.browser?.close();
    await web?.close();
  });
  return site as Site;
}

/**
 * Chromium and the real game server (serving the built client too) for the whole file, with a
 * data folder of its own under the system's temporary folder, named from `dataPrefix`, removed
 * in afterAll. No limit on tables opened per minute: the tests open many from one address.
 * `options` adds to or overrides the server's options (e.g. a short wait before a bot replaces
 * an absent player).
 */
export function useGameServer(dataPrefix: string, options: Partial<AppOptions> = {}): Site {
  const site: { browser?: Browser; url?: string } = {};
  let app: App | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
    [site.browser, app] = await Promise.all([
      launchChromium(),
      startApp({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        webDir: WEB_ROOT,
        tablesPerMinute: 0,
        ...options,
      }),
    ]);
    site.url = `http://127.0.0.1:${app.port}`;
  }, 30_000);
  afterAll(async () => {
    await site.browser?.close();
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return site as Site;
}

/**
 * Makes an uncaught error in the page fail the run: the listener's throw reaches vitest as an
 * unhandled error, so that a broken page cannot pass a test that did not look at it.
 */
function failOnPageError(page: Page): Page {
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

/** A new page in `context`, whose uncaught errors fail the run. */
export async function pageIn(context: BrowserContext): Promise<Page> {
  return failOnPageError(await context.newPage());
}

/**
 * A new page in a context of its own (so that storage, cookies and settings are not shared
 * between the people of a test), whose uncaught errors fail the run.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return pageIn(await browser.newContext(options));
}
