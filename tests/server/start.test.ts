import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.js';
import { BACKGROUND_NICE } from '../../src/server/thread-priority.js';
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

/** Nice value of each thread of a process, from /proc (Linux). */
function niceByThread(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    // Fields after "(comm) ": state is the 1st, nice the 17th.
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    out.set(Number(tid), Number(fields?.[16]));
  }
  return out;
}

describe.runIf(process.platform === 'linux')('thread priorities', () => {
  it('leaves the event loop and the SQLite writer at normal priority and lowers every other thread', async () => {
    const started = run({ PORT: '0', FATHOM_DEBUG: '1' }, 'threads:');
    const { out } = await started.done;
    const pid = started.child.pid as number;
    const kept = (/kept ([\d, ]+)/.exec(out)?.[1] ?? '').split(', ').map(Number);
    try {
      const nice = niceByThread(pid);
      // The main thread and the writer (its id differs from the process's).
      expect(kept).toContain(pid);
      expect(kept).toHaveLength(2);
      // The server starts at this thread's priority (the test runner may itself run niced).
      const base = getPriority();
      for (const tid of kept) expect(nice.get(tid)).toBe(base);
      const lowered = [...nice].filter(([tid]) => !kept.includes(tid));
      // V8's helpers, the checkpointer and the bots' workers at least.
      expect(lowered.length).toBeGreaterThanOrEqual(5);
      for (const [, n] of lowered) expect(n).toBe(Math.max(base, BACKGROUND_NICE));
    } finally {
      started.child.kill('SIGTERM');
    }
  }, 60_000);
});

describe('npm start', () => {
  it('builds, then runs the server with the V8 flags the benchmarks use (start:prod, no build)', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe('npm run build && npm run start:prod');
    expect(pkg.scripts['start:prod']).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`,
    );
  });
});
