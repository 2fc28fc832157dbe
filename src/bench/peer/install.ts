import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The peer that `npm run bench:peer` measures Fathom against: boardgame.io, installed by the
 * bench into a cache directory of its own (never one of Fathom's dependencies), with the
 * socket.io client its load generator speaks with. Pinned: a figure names the version it measured.
 */
export const PEER_PACKAGES: Readonly<Record<string, string>> = {
  'boardgame.io': '0.50.2',
  'socket.io-client': '4.8.4',
};

/** Where the peer is installed: $FATHOM_PEER_DIR, or ~/.cache/fathom-bench-peer. */
export function peerDir(): string {
  const base = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return process.env.FATHOM_PEER_DIR ?? join(base, 'fathom-bench-peer');
}

/** Installs the peer with npm if it is not there yet (once: later runs reuse it). */
export function installPeer(): string {
  const dir = peerDir();
  const stamp = join(dir, `installed-${Object.values(PEER_PACKAGES).join('-')}`);
  if (existsSync(stamp)) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'fathom-bench-peer', private: true, dependencies: PEER_PACKAGES }),
  );
  console.log(`installing ${Object.keys(PEER_PACKAGES).join(', ')} into ${dir} (npm)`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--omit=dev'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  writeFileSync(stamp, '');
  return dir;
}

/** `require` from the peer's directory (its packages are CommonJS). */
export function peerRequire(): NodeJS.Require {
  return createRequire(join(peerDir(), 'package.json'));
}
