import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { BACKGROUND_NICE } from '../../src/server/thread-priority.js';
import { ensureBuilt } from './dist.js';

// Issue 32: threads the server started after its boot (analyses' workers, bots' replacement
// workers) ran at nice 0, where docs/protocol.md says 10: a thread starts at its creator's
// priority, and the event loop that starts them is kept at normal priority.
beforeAll(() => ensureBuilt(), 200_000);

/** The nice value of a thread of `pid` (the 17th field after "(comm) "), or null if it ended. */
function niceOf(pid: number, tid: string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1];
    return Number(fields?.split(' ')[16]);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, body: unknown): Promise<{ table: { id: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { table: { id: string } };
}

describe.runIf(process.platform === 'linux')('threads started after the server is up', () => {
  it('run at the background priority: an analysis’s worker, the bots’ replacements', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-late-threads-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: '',
        FATHOM_DEBUG: '1',
        // The test polls the table's status until the end: its reads are not what it tests, and
        // under load the game lasts past the read limit's burst (a 429 where a status was awaited).
        FATHOM_READS_PER_SECOND: '0',
        // Every search decision runs out of time: its worker is replaced, again and again. (A
        // random bot's decision, with its worker's start, takes less.)
        FATHOM_BOT_BUDGET_MS: '300',
        FATHOM_BOT_THREADS: '1',
      },
    });
    const pid = child.pid as number;
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      for (let i = 0; i < 600 && !out.includes('threads:'); i++) await sleep(50);
      const booted = new Set(readdirSync(`/proc/${pid}/task`));
      // Every thread started from now on: its nice values, sample after sample, and the phase
      // in which it was first seen.
      const late = new Map<string, { phase: string; nice: number[] }>();
      let phase = 'analysis';
      // The background priority (the server starts at this process's priority, which may itself
      // be niced). A thread is lowered as it starts, but on a busy machine a sample may come
      // before.
      const want = Math.max(getPriority(), BACKGROUND_NICE);
      const sampler = setInterval(() => {
        let tids: string[];
        try {
          tids = readdirSync(`/proc/${pid}/task`);
        } catch {
          return;
        }
        for (const tid of tids) {
          if (booted.has(tid)) continue;
          const n = niceOf(pid, tid);
          if (n === null) continue;
          const seen = late.get(tid) ?? { phase, nice: [] };
          seen.nice.push(n);
          late.set(tid, seen);
        }
      }, 5);
      /** Threads started in `p` that were sampled twice or more. */
      const followedIn = (p: string) =>
        [...late.values()].filter((s) => s.phase === p && s.nice.length >= 2).length;
      // Polls the samples (the sampler runs meanwhile) until `done`, for at most 30 s.
      const followedUntil = async (done: () => boolean, what: string) => {
        for (let i = 0; i < 600 && !done(); i++) await sleep(50);
        if (!done()) throw new Error(`never saw ${what}: ${JSON.stringify([...late])}`);
      };
      const url = `http://127.0.0.1:${port}/api/v1/tables`;
      // A table of random bots plays to its end; its analysis runs in a worker started now.
      const itb = await post(url, {
        game: 'into-the-blue',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      });
      let status = '';
      for (let i = 0; i < 1200 && status !== 'finished'; i++) {
        const res = await fetch(`${url}/${itb.table.id}`);
        expect(res.status).toBe(200);
        status = ((await res.json()) as { status: string }).status;
        if (status !== 'finished') await sleep(25);
      }
      expect(status).toBe('finished');
      expect([200, 202]).toContain((await fetch(`${url}/${itb.table.id}/analysis`)).status);
      // Until the analysis's worker has been seen twice (on a loaded machine it starts late).
      await followedUntil(() => followedIn('analysis') >= 1, 'the analysis’s worker');
      // Search bots past their budget: each decision's worker is replaced by a new one.
      phase = 'bots';
      await post(url, {
        game: 'aquasphere',
        seats: [
          { kind: 'bot', bot: 'ismcts' },
          { kind: 'bot', bot: 'ismcts' },
        ],
      });
      // Three replacements seen, and every thread followed lowered already or ended: one started
      // a moment ago may not have been lowered yet (the speed of it is not asserted).
      const settled = () =>
        [...late].every(([tid, s]) => s.nice.includes(want) || niceOf(pid, tid) === null);
      await followedUntil(() => followedIn('bots') >= 3 && settled(), 'three replacement workers');
      clearInterval(sampler);

      // Each thread ends up at the background priority and stays there.
      const followed = [...late].filter(([, s]) => s.nice.length >= 2);
      expect(followed.filter(([, s]) => s.phase === 'analysis').length).toBeGreaterThanOrEqual(1);
      expect(followed.filter(([, s]) => s.phase === 'bots').length).toBeGreaterThanOrEqual(3);
      for (const [tid, s] of followed) {
        const from = s.nice.indexOf(want);
        expect({ tid, lowered: from >= 0, after: [...new Set(s.nice.slice(from))] }).toEqual({
          tid,
          lowered: true,
          after: [want],
        });
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
