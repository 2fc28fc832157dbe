// The browser tests' harness: a new browser suite starts from it, and writes none of this again.
//
//   const web = useStaticWeb();                     // local play: Chromium + the built client
//   // or: const server = useGameServer('fathom-my-suite-e2e-');  // Chromium + the game server
//
//   test('...', async () => {
//     const page = await openPage(web);             // en-GB at 1280x720; or openPage(web, PHONE),
//                                                   // DESK, LAPTOP, { ...PHONE, locale: 'fr-FR' }
//     await page.goto(`${web.url}/local/survive?seats=human:You,random:Bo&seed=s&pace=0`);
//     // or from the lobby: playOnThisDevice(page, web, { game: 'AquaSphere' }), or online
//     // (useGameServer): const id = await openOnlineTable(page, server, { others: ['human'] });
//     ...
//     await page.context().close();
//   });
//
// Call useStaticWeb or useGameServer once per file, at the top level: one browser (and one
// server) for the whole file, started in beforeAll and closed in afterAll. Every page has a
// context of its own and fails the run on an uncaught error (openPageRecordingErrors records
// them for a test that asserts them). Beside it: itb-driver, survive-driver and
// aquasphere-driver play a person's side of a table; checks.ts holds checks several suites
// make; axe.ts audits a page (on the game server, open it with bypassCSP: true).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type App, type AppOptions } from '../../src/server/app.js';
import { launchChromium } from './browser.js';
import { serveWeb, WEB_ROOT } from './static-server.js';

/** A desktop with room for a whole table. */
export const DESK = {
  viewport: { width: 1280, height: 900 },
} as const satisfies BrowserContextOptions;

/** A laptop's window, as the online tables are seen in their tests. */
export const LAPTOP = {
  viewport: { width: 1100, height: 800 },
} as const satisfies BrowserContextOptions;

/**
 * A local table's `options=` that keeps seat 1 first (chance draws who starts otherwise), for a
 * test that scripts the first turns of a seed.
 */
export const SEATING = encodeURIComponent(JSON.stringify({ startPlayer: 'seating' }));

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
    // No timeout of its own: vitest.config.ts's hookTimeout (120 s), set for two loaded cores; a
    // 30 s one here could fail a loaded run's file before any of its tests ran.
  });
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
export function useGameServer(
  dataPrefix: string,
  options: Partial<AppOptions> = {},
): Site & { readonly app: App } {
  const site: { browser?: Browser; url?: string; app?: App } = {};
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
    site.app = app;
    // No timeout of its own: vitest.config.ts's hookTimeout (see useStaticWeb).
  });
  afterAll(async () => {
    await site.browser?.close();
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return site as Site & { readonly app: App };
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
 * What a page is opened with unless a test says otherwise: British English (the tests read the
 * English words) and Playwright's own window, 1280x720.
 */
const PAGE_DEFAULTS = {
  locale: 'en-GB',
  viewport: { width: 1280, height: 720 },
} as const satisfies BrowserContextOptions;

const browserOf = (where: Site | Browser): Browser =>
  'newContext' in where ? where : where.browser;

/**
 * A new page in a context of its own (so that storage, cookies and settings are not shared
 * between the people of a test), with PAGE_DEFAULTS under `options`, whose uncaught errors fail
 * the run. Pages on the game server that run axe want `bypassCSP: true` (the server's CSP
 * forbids the inline script axe is injected as).
 */
export async function openPage(
  where: Site | Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return pageIn(await browserOf(where).newContext({ ...PAGE_DEFAULTS, ...options }));
}

/**
 * Like openPage, but the page's uncaught errors are recorded in `errors` instead of failing the
 * run, for a test that asserts there were none at a given point.
 */
export async function openPageRecordingErrors(
  where: Site | Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browserOf(where).newContext({ ...PAGE_DEFAULTS, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * Gives the replay page's file input a file named `name`: `content` as it is if a string (a file
 * that may be broken on purpose), else as JSON.
 */
export async function chooseReplayFile(page: Page, name: string, content: unknown): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
  });
}

/** A table as chosen in the lobby; what is left out keeps the lobby's own default. */
export interface TableChoice {
  /** The game's name as the lobby labels it (Into the Blue is the lobby's first). */
  readonly game?: string;
  /** How many players; 2 unless given. */
  readonly players?: number;
  /** Who plays the seats from the second on, as the lobby's values ('human', 'random', …). */
  readonly others?: readonly string[];
  /** The names at the seats, from the first (a seat's name is asked of people only). */
  readonly names?: readonly string[];
  /** The time per decision, by its label ('60 seconds', 'Untimed', '1 hour a move'). */
  readonly time?: string;
  /**
   * Bots keep the pace that people can follow; by default the lobby is opened with ?pace=0 so
   * that they move at once.
   */
  readonly paced?: boolean;
  /**
   * Chance draws who starts, as a new table does by default. Unless asked, the harness ticks
   * "Seat 1 starts": the suites script the first turns from the first seat (the person at the
   * screen), and a drawn start made them fail at random (a hot-seat table covered at once, a bot
   * first where a person was awaited).
   */
  readonly drawStart?: boolean;
  /** Checks on the lobby once it is filled in, before the table is opened. */
  readonly check?: (page: Page) => Promise<void>;
}

/** Goes to `site`'s lobby and fills in its form as `choice` says (in English). */
async function chooseTable(page: Page, site: Pick<Site, 'url'>, choice: TableChoice) {
  await page.goto(`${site.url}/${choice.paced ? '' : '?pace=0'}`);
  // The new table's form: a returning player's home has Play now's choices too.
  const form = page.locator('form.lobby');
  // A returning player's form is folded under "More options" (issue 42): opened first.
  const folded = form.locator('details.lobby-more:not([open]) > summary');
  if ((await folded.count()) > 0) await folded.click();
  if (choice.game) await form.getByLabel(choice.game).check();
  await form.getByLabel('Players').selectOption(String(choice.players ?? 2));
  for (const [i, kind] of (choice.others ?? []).entries())
    await form.getByLabel(`Who plays seat ${i + 2}`).selectOption(kind);
  for (const [i, name] of (choice.names ?? []).entries())
    await form.getByLabel(`Name at seat ${i + 1}`).fill(name);
  if (choice.time) await form.getByLabel('Time per decision').selectOption({ label: choice.time });
  if (!choice.drawStart) await form.getByLabel(/^Seat 1 starts/).check();
  await choice.check?.(page);
}

/**
 * Opens an online table from the lobby of the game server `site` as `choice` says, and waits
 * for the table's page; the table's id.
 */
export async function openOnlineTable(
  page: Page,
  site: Pick<Site, 'url'>,
  choice: TableChoice = {},
): Promise<string> {
  await chooseTable(page, site, choice);
  await page.getByRole('button', { name: 'Open an online table' }).click();
  await page.waitForURL(/\/t\/[\w-]+/);
  return new URL(page.url()).pathname.split('/t/')[1] as string;
}

/**
 * Opens a table on this device from the lobby of `site` as `choice` says, and waits for its
 * board (`.itb-board`, `.survive-board` or `.aq-board`: the board of the game chosen).
 */
export async function playOnThisDevice(
  page: Page,
  site: Pick<Site, 'url'>,
  choice: TableChoice,
): Promise<void> {
  await chooseTable(page, site, choice);
  await page.getByRole('button', { name: 'Play on this device' }).click();
  await page.waitForSelector('.itb-board, .survive-board, .aq-board');
}
