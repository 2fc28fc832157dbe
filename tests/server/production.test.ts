import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './dist.js';

// A production install: `npm run build` once, then `npm ci --omit=dev` and `npm run start:prod`
// (docs/operating.md). That works only if nothing the built server runs imports a dev dependency.
beforeAll(() => ensureBuilt(), 200_000);

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Every module the built server may load, from dist/server/main.js: static and dynamic imports,
 * and the worker threads' files (`new URL('./x.js', import.meta.url)`); with the packages they name.
 */
function serverGraph(): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>(); // package -> a file importing it
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm),
      ...text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm),
      ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...text.matchAll(/new URL\(\s*['"](\.[^'"]+\.js)['"],\s*import\.meta\.url\s*\)/g),
    ].map((m) => m[1]!);
    for (const s of specifiers) {
      if (s.startsWith('.')) {
        const target = resolve(dirname(file), s);
        if (existsSync(target)) visit(target);
        else throw new Error(`${file} imports ${s}, which the build does not have`);
      } else if (!s.startsWith('node:') && !builtinModules.includes(s)) {
        const name = s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!;
        packages.set(name, file);
      }
    }
  };
  visit(resolve('dist/server/main.js'));
  return { files, packages };
}

describe('production install', () => {
  it('the built server imports only production dependencies (npm ci --omit=dev suffices)', () => {
    const { files, packages } = serverGraph();
    // The graph reaches the workers and the storage engines, not only main.js.
    for (const f of ['bots/worker.js', 'storage/sqlite-writer-thread.js', 'storage/postgres.js'])
      expect(
        [...files].some((x) => x.endsWith(join('server', f))),
        f,
      ).toBe(true);
    expect(packages.size).toBeGreaterThan(3);
    const notProduction = [...packages].filter(([name]) => !(name in pkg.dependencies));
    expect(notProduction).toEqual([]);
    // And nothing of the build reaches back into src/ or the tests.
    expect([...files].filter((f) => !f.startsWith(resolve('dist')))).toEqual([]);
  });

  it('prepare keeps the built tree when the dev dependencies are not installed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-prod-'));
    mkdirSync(join(dir, 'scripts'));
    copyFileSync('scripts/prepare.js', join(dir, 'scripts', 'prepare.js'));
    copyFileSync('package.json', join(dir, 'package.json'));
    const r = spawnSync(process.execPath, ['scripts/prepare.js'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/no dev dependencies/);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
