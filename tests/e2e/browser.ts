import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Where the tests' screenshots go: a temporary folder by default, so that running the tests
 * leaves the checkout as it was; `npm run screenshots` sets FATHOM_SCREENSHOTS to
 * docs/screenshots to refresh the README's pictures.
 */
export const SCREENSHOTS = process.env.FATHOM_SCREENSHOTS
  ? resolve(process.env.FATHOM_SCREENSHOTS)
  : join(tmpdir(), 'fathom-screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium (installed by .ci/run). The tests fail, not skip, without it: a missing
 * browser must not look like a passing suite.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium (.ci/run does) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
