// npm runs `prepare` after every `npm install` / `npm ci` in this folder. With the dev
// dependencies there (a checkout), it builds dist/. Without them (`npm ci --omit=dev` on a tree
// built before, for production: docs/operating.md) there is no compiler: the built dist/ is kept.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  require.resolve('typescript/package.json', { paths: [process.cwd()] });
} catch {
  console.log('fathom: no dev dependencies (npm ci --omit=dev): dist/ is used as built.');
  process.exit(0);
}
const r = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(r.status ?? 1);
