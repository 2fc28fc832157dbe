import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Tests that run the server as its own process (to kill it) run the compiled server: compile
 * first when any source is newer than dist (under `npm test` the build has just run).
 */
export function ensureBuilt(): void {
  const main = join('dist', 'server', 'main.js');
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  const stale =
    !existsSync(main) ||
    ['src/server', 'src/bench/server', 'src/kernel', 'src/games'].some(
      (d) => newest(d) > statSync(main).mtimeMs,
    );
  if (stale)
    spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'ignore', timeout: 180_000 });
  if (!existsSync(main)) throw new Error('the server could not be compiled');
}
