import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

// docs/operating.md in step with the server: its settings table lists every environment variable
// the server reads (and no other), and its metrics table every metric /metrics serves.
const doc = readFileSync('docs/operating.md', 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

const app = useTestApp();

describe('docs/operating.md', () => {
  it('lists every environment variable the server reads, and only those', () => {
    const read = new Set<string>();
    for (const file of sources('src/server')) {
      const text = readFileSync(file, 'utf8');
      // `env.X` too: push/keys.ts reads an environment given to it (process.env unless a test's).
      for (const m of text.matchAll(/\benv\.([A-Z][A-Z_]+)|envNumber\('([A-Z_]+)'\)/g))
        read.add((m[1] ?? m[2])!);
    }
    const settings = doc.slice(
      doc.indexOf('## Settings'),
      doc.indexOf('## Behind a reverse proxy'),
    );
    const documented = new Set([...settings.matchAll(/^\| `([A-Z_]+)` /gm)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((v) => !documented.has(v)).sort()).toEqual([]);
    expect([...documented].filter((v) => !read.has(v)).sort()).toEqual([]);
  });

  it('lists every fathom_ metric /metrics serves (on PORT when there is no health port)', async () => {
    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(200);
    const served = new Set(
      [...(await res.text()).matchAll(/^# TYPE (fathom_\w+) /gm)].map((m) => m[1]!),
    );
    const metrics = doc.slice(doc.indexOf('## Metrics'), doc.indexOf('## Logs'));
    const documented = new Set([...metrics.matchAll(/^\| `(fathom_\w+)` /gm)].map((m) => m[1]!));
    expect(served.size).toBeGreaterThan(8);
    expect([...served].sort()).toEqual([...documented].sort());
  });
});
