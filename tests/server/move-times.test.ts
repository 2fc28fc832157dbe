import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { moveTimesLine, parseMoveTimes } from '../../src/server/move-times.js';
import { ensureBuilt } from './dist.js';
import { seatedTable, sleep, until, type TestApp } from './helpers.js';

describe("the server's move times (FATHOM_MOVE_TIMES, read by the server bench)", () => {
  it('reads back what a line holds, to a tenth of a ms, among the trace lines around it', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.double({ min: 0, max: 100_000, noNaN: true }), { minLength: 1 }),
        (at, times) => {
          const out = `[1:0x1]  5 ms: Scavenge 4.5 (5.0) -> 4.1 (6.0) MB\n${moveTimesLine(at, times)}\nFathom is running\n`;
          const [line, ...rest] = parseMoveTimes(out);
          expect(rest).toEqual([]);
          expect(line?.atMs).toBe(at);
          expect(line?.ms).toHaveLength(times.length);
          line?.ms.forEach((ms, i) =>
            expect(Math.abs(ms - (times[i] as number))).toBeLessThan(0.051),
          );
        },
      ),
    );
    expect(moveTimesLine(5, [])).toBeNull();
    expect(parseMoveTimes('fathom-move-times 12\nfathom-move-times x 1,2\n')).toEqual([]);
  });

  describe('from a running server', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-move-times-'));
    beforeAll(() => ensureBuilt(), 200_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('prints one time per acknowledged move, and none for a refused one', async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          DATABASE_URL: '',
          FATHOM_MOVE_TIMES: '1',
        },
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      try {
        await until(() => out.includes('Fathom is running'), 20_000);
        const app = {
          url: `http://127.0.0.1:${port}`,
          wsUrl: `ws://127.0.0.1:${port}/api/v1/ws`,
        } as TestApp;
        const { clients } = await seatedTable(app, 'into-the-blue', 2);
        expect(await clients[0]?.request({ type: 'start' })).toMatchObject({ type: 'ack' });
        let acks = 0;
        const mayMove = (c: (typeof clients)[number]) =>
          ((c.latest()?.legal as unknown[] | undefined) ?? []).length > 0;
        for (let i = 0; i < 4; i++) {
          await until(() => clients.some(mayMove), 10_000, 'a seat that may move');
          const mover = clients.find(mayMove);
          if (!mover) throw new Error('nobody may move');
          const position = mover.latest() as unknown as { seq: number; legal: unknown[] };
          // A move at a seq long gone is refused: it is no acknowledged move.
          const stale = await mover.request({ type: 'move', seq: 0, move: position.legal[0] });
          expect(stale.type).toBe('error');
          const ack = await mover.request({
            type: 'move',
            seq: position.seq,
            move: position.legal[0],
          });
          expect(ack.type).toBe('ack');
          acks++;
          await until(() => clients.every((c) => c.lastSeq() >= (ack.seq as number)), 10_000);
        }
        // Lines come once a second: wait for the last one, then a little more for any other.
        await until(() => parseMoveTimes(out).flatMap((l) => l.ms).length >= acks, 10_000);
        await sleep(1200);
        const times = parseMoveTimes(out).flatMap((l) => l.ms);
        expect(times).toHaveLength(acks);
        for (const ms of times) expect(ms).toBeGreaterThanOrEqual(0);
        for (const ms of times) expect(ms).toBeLessThan(10_000);
        for (const c of clients) c.close();
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }, 60_000);
  });
});
