import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/free-port.js';
import { ensureBuilt } from './dist.js';

// `npm start` runs dist/server/main.js: what it says when it starts, and when it cannot.
const dir = mkdtempSync(join(tmpdir(), 'fathom-start-'));
beforeAll(() => ensureBuilt(), 200_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>, untilText?: string) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return {
    child,
    done: new Promise<{ code: number | null; out: string }>((resolve) => {
      child.on('exit', (code) => resolve({ code, out }));
      if (untilText) {
        const check = () =>
          out.includes(untilText) ? resolve({ code: null, out }) : setTimeout(check, 20);
        check();
      }
    }),
  };
}

describe('starting the server', () => {
  it('says where to open it and where data lives; a taken port and an unreachable database say what to fix', async () => {
    const port = String(await freePort());
    const first = run({ PORT: port }, 'Data:');
    const started = await first.done;
    expect(started.out).toContain(`open http://localhost:${port}/`);
    expect(started.out).toContain(join(dir, 'fathom.sqlite'));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    const second = await run({ PORT: port }).done;
    expect(second.code).toBe(1);
    expect(second.out).toContain(`port ${port} is already in use`);
    first.child.kill('SIGTERM');

    const pg = await run({ PORT: '0', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/fathom' }).done;
    expect(pg.code).toBe(1);
    expect(pg.out).toContain('cannot reach PostgreSQL at 127.0.0.1:1/fathom');

    const data = await run({ PORT: '0', DATA_DIR: '/etc/passwd/x' }).done;
    expect(data.code).toBe(1);
    expect(data.out).toContain('cannot write the data directory');
  }, 60_000);
});
