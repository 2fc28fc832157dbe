import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { launchChromium } from '../../tests/e2e/browser.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** A Vite dev server on the client's sources and a browser, for the boards' component tests. */
export async function startHarness(): Promise<{
  open: (query: string) => Promise<Page>;
  close: () => Promise<void>;
}> {
  const [server, browser]: [ViteDevServer, Browser] = await Promise.all([
    createServer({
      root: WEB,
      configFile: `${WEB}/vite.config.ts`,
      logLevel: 'error',
      server: { port: 0, host: '127.0.0.1', hmr: false },
    }).then((s) => s.listen()),
    launchChromium(),
  ]);
  const base = server.resolvedUrls?.local[0] ?? '';
  return {
    async open(query) {
      const page = await browser.newPage({
        locale: 'en-GB',
        viewport: { width: 1100, height: 900 },
      });
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(`${base}test/harness.html?${query}`);
      await page.waitForSelector('body[data-ready=yes]', { timeout: 30_000 }).catch((e) => {
        throw errors[0] ?? e;
      });
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: unknown[] }).__played);
