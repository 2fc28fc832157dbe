import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { WEB_ROOT } from './static-server.js';

const gz = (file: string) => gzipSync(readFileSync(join(WEB_ROOT, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The scripts a first visit downloads: the entry and what index.html preloads with it. */
function initialScripts(): string[] {
  const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  return [...scripts, ...preloads];
}

test('initial JavaScript stays within 60 KiB gzipped; each board is its own chunk (sizes printed)', () => {
  const initial = initialScripts();
  expect(initial.length).toBeGreaterThan(0);
  const initialBytes = initial.reduce((sum, f) => sum + gz(f), 0);
  const boards = readdirSync(join(WEB_ROOT, 'assets')).filter((f) =>
    /^board-[\w-]+-[\w-]+\.js$/.test(f),
  );
  console.log(`initial JavaScript: ${kib(initialBytes)} gzipped (${initial.join(', ')})`);
  for (const b of boards) console.log(`board chunk ${b}: ${kib(gz(`assets/${b}`))} gzipped`);
  // The issue's target (docs: issue 14): a first visit downloads at most 60 KiB of script.
  expect(initialBytes).toBeLessThanOrEqual(60 * 1024);
  // Boards load on demand: no board is part of the first download.
  expect(boards.some((b) => b.startsWith('board-into-the-blue-'))).toBe(true);
  expect(initial.some((f) => f.includes('board-'))).toBe(false);
});
