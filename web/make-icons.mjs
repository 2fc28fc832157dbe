// Draws the PNG icons of web/public/icons from their SVGs (the logo, web/src/ui/header.tsx), in
// Chromium; run by hand when the logo changes: `node web/make-icons.mjs`. The PNGs are committed
// (a few KiB): the build then needs no image tool.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const DIR = join(import.meta.dirname, 'public', 'icons');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [svg, size, out] of [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['maskable.svg', 512, 'maskable-512.png'],
  ['icon.svg', 180, 'apple-touch-icon.png'],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const markup = readFileSync(join(DIR, svg), 'utf8').replace(
    '<svg ',
    `<svg width="${size}" height="${size}" `,
  );
  await page.setContent(`<style>body{margin:0}</style>${markup}`);
  await page.screenshot({ path: join(DIR, out), omitBackground: true });
  await page.close();
}
await browser.close();
