import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../src/bench/server/http.js';
import { GAME_MAP } from '../../src/games/registry.js';
import { loadReplay } from '../../src/kernel/index.js';
import { api, startTestApp, until } from './helpers.js';
import { ensureBuilt } from './dist.js';
import { instanceProcess, type InstanceProcess } from './instance-process.js';

// `fathom backup` of a server's SQLite database while bots play at a dozen tables, then `fathom
// restore` into a new data directory: every finished game in the copy replays to its result.
const dataDir = mkdtempSync(join(tmpdir(), 'fathom-backup-'));
let server: InstanceProcess;
beforeAll(async () => {
  ensureBuilt();
  server = await instanceProcess({
    DATA_DIR: dataDir,
    FATHOM_BOT_TABLES_PER_ADDRESS: '0',
    FATHOM_MAX_BOT_TABLES: '0',
  });
  await server.start();
}, 200_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

/** Runs the built `fathom` command, without blocking the event loop (the test drives play). */
function fathom(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['bin/fathom.js', ...args], {
      env: { ...process.env, DATABASE_URL: '' },
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('exit', (code) => resolve({ code, out, err }));
  });
}

const botsTable = () =>
  postJson(`${server.url}/api/v1/tables`, {
    game: 'into-the-blue',
    seats: [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'heuristic' },
    ],
    listed: false,
  });

/** The finished tables of a database file, with their results as recorded. */
const finished = (file: string): { id: string; result: unknown }[] => {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare("SELECT id, data FROM tables WHERE status = 'finished'").all() as {
    id: string;
    data: string;
  }[];
  db.close();
  return rows.map((r) => ({
    id: r.id,
    result: (JSON.parse(r.data) as { result: unknown }).result,
  }));
};

describe('fathom backup and restore', () => {
  it('a backup made under load restores, and every finished game in it replays', async () => {
    for (let i = 0; i < 6; i++) await botsTable();
    await until(() => finished(join(dataDir, 'fathom.sqlite')).length >= 3, 60_000, 'games');
    // Under load: more tables start as the backup runs.
    const more = Promise.all(Array.from({ length: 6 }, () => botsTable()));
    const file = join(mkdtempSync(join(tmpdir(), 'fathom-copy-')), 'copy.sqlite');
    const backup = await fathom('backup', file, '--data-dir', dataDir);
    await more;
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^Backed up \d+ tables \(\d+ finished\) and \d+ moves to /);
    // A second backup to the same file is refused, and a file that is not one is not restored.
    expect((await fathom('backup', file, '--data-dir', dataDir)).code).toBe(2);
    const notOne = await fathom('restore', 'package.json', '--data-dir', dataDir);
    expect(notOne.code).toBe(2);
    expect(notOne.err).toMatch(/is not a Fathom database/);

    // Nor over the database of a server running on it: refused, the database left where it is.
    const live = await fathom('restore', file, '--data-dir', dataDir);
    expect(live.code).toBe(2);
    expect(live.err).toMatch(
      /^fathom restore: .*fathom\.sqlite is in use by a running server: stop every instance first\n$/,
    );
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);

    const restoredDir = mkdtempSync(join(tmpdir(), 'fathom-restored-'));
    const restore = await fathom('restore', file, '--data-dir', restoredDir);
    expect(restore.code).toBe(0);
    const games = finished(join(restoredDir, 'fathom.sqlite'));
    expect(games.length).toBeGreaterThanOrEqual(3);
    // The restored directory serves: each finished game's replay plays to the stored result.
    const app = await startTestApp({ dataDir: restoredDir });
    try {
      for (const g of games) {
        const replay = await api(app.url, 'GET', `/api/v1/tables/${g.id}/replay`);
        expect(replay.status).toBe(200);
        const loaded = loadReplay(replay.body, GAME_MAP);
        if (!loaded.ok) throw new Error(`${g.id}: ${JSON.stringify(loaded.problem)}`);
        expect(g.result).not.toBeNull();
        expect(loaded.value.result).toEqual(g.result);
      }
    } finally {
      await app.close();
    }
    // Once the server is gone, killed even (its lock goes with its process), restore proceeds.
    await server.stop('SIGKILL');
    const after = await fathom('restore', file, '--data-dir', dataDir);
    expect(after.err).toBe('');
    expect(after.code).toBe(0);
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore')).length).toBeGreaterThan(
      0,
    );
  }, 120_000);
});
