import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useGameServer } from './harness.js';

/**
 * What a browser downloads for the lobby from the real server: the bytes on the wire (compressed
 * as sent, headers included), on a first visit and on a second one, printed. Issue 28 measured
 * 300.9 KiB at first, files and the games' answer going out uncompressed, and 122.8 KiB again on
 * a second visit. Held here, issue 28's targets: a first visit within 60 KiB on the wire (a byte
 * budget, not a timing: the same build sends the same bytes), and a second one downloads no
 * asset and gets `index.html` as a 304. The first visit was 58.3 KiB; 56.4 KiB since Into the
 * Blue's board sheet (2.2 KiB of the site's sheet, gzipped) comes with its board chunk instead.
 */
const server = useGameServer('fathom-wire-e2e-');

interface Seen {
  url: string;
  status: number;
  cached: boolean;
  /** On the wire, headers included. */
  bytes: number;
  /** Decoded. */
  size: number;
}

/** Every request the page makes while `visit` runs, with its bytes on the wire. */
async function record(page: Page, visit: () => Promise<unknown>): Promise<Seen[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  // The status as it came over the network: a revalidated page is a 304 there, and a 200 to the
  // page (from its cache).
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (e) => wire.set(e.requestId, e.statusCode));
  cdp.on('Network.responseReceived', (e) => {
    seen.set(e.requestId, {
      url: e.response.url,
      status: e.response.status,
      cached: e.response.fromDiskCache === true,
      bytes: 0,
      size: 0,
    });
  });
  // Told before the response, for a request the cache answered.
  const fromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.dataReceived', (e) => {
    const s = seen.get(e.requestId);
    if (s) s.size += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = seen.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await visit();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  for (const [id, s] of seen) {
    s.status = wire.get(id) ?? s.status;
    s.cached ||= fromCache.has(id);
  }
  return [...seen.values()];
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Issue 28: the lobby's first visit, every request a fresh browser makes, on the wire. */
const FIRST_VISIT_BUDGET = 60 * 1024;

describe('the lobby on the wire', () => {
  test('a first visit is within 60 KiB on the wire; a second downloads no asset, index.html a 304', async () => {
    // HTTP's own caching, as a browser without the service worker has it (or before it takes
    // over): once installed, the worker answers a visit from its cache, with no request at all.
    const page = await openPage(server, { serviceWorkers: 'block' });
    const first = await record(page, async () => {
      await page.goto(server.url);
      await page.waitForSelector('h1');
    });
    const firstBytes = first.reduce((sum, s) => sum + s.bytes, 0);
    const decoded = first.reduce((sum, s) => sum + s.size, 0);
    console.log(
      `lobby, first visit: ${first.length} requests, ${kib(firstBytes)} on the wire (${kib(decoded)} decoded)`,
    );
    for (const s of first) {
      const where = new URL(s.url);
      console.log(
        `  ${s.status} ${kib(s.bytes)} (${kib(s.size)}) ${where.pathname}${where.search}`,
      );
    }
    expect(first.filter((s) => s.url.includes('/assets/')).length).toBeGreaterThan(0);
    expect(firstBytes).toBeLessThan(decoded / 2);
    expect(firstBytes).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);

    const second = await record(page, async () => {
      await page.goto(server.url);
      await page.waitForSelector('h1');
    });
    const downloaded = second.filter((s) => !s.cached && s.status !== 304);
    for (const s of second) {
      const how = s.cached ? 'cache' : `${s.status} ${kib(s.bytes)}`;
      console.log(`  ${how} ${new URL(s.url).pathname}`);
    }
    const secondBytes = second.reduce((sum, s) => sum + (s.cached ? 0 : s.bytes), 0);
    console.log(
      `lobby, second visit: ${second.length} requests, ${downloaded.length} downloaded, ${kib(secondBytes)} on the wire`,
    );
    expect(second.find((s) => new URL(s.url).pathname === '/')?.status).toBe(304);
    expect(downloaded.filter((s) => s.url.includes('/assets/'))).toEqual([]);
    await page.context().close();
  });

  test("a visit downloads its reader's language only; a switch fetches another", async () => {
    const page = await openPage(server);
    const texts = (seen: Seen[]) =>
      seen.map((s) => new URL(s.url).pathname).filter((p) => /\/texts-\w+-/.test(p));
    const first = await record(page, async () => {
      await page.goto(server.url);
      await page.waitForSelector('h1');
    });
    // The harness's browser reads English.
    expect(texts(first)).toEqual([expect.stringMatching(/^\/assets\/texts-en-/)]);
    const switched = await record(page, async () => {
      await page.getByLabel('Language').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
    });
    expect(texts(switched)).toEqual([expect.stringMatching(/^\/assets\/texts-fr-/)]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Nouvelle table');
    await page.context().close();
  });
});
