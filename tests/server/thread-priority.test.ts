import { getPriority, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_NICE,
  currentThreadId,
  lowerThreads,
  processThreadIds,
  startLowered,
} from '../../src/server/thread-priority.js';

describe.runIf(process.platform === 'linux')('thread priorities', () => {
  // A thread of our own to lower; every other thread of the test process is kept as it is.
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.postMessage(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()));
     setInterval(() => {}, 1000);`,
    { eval: true },
  );
  const workerTid = new Promise<number>((resolve) => worker.once('message', resolve));
  afterAll(() => worker.terminate());

  it('knows the calling thread and the threads of the process', async () => {
    const me = currentThreadId();
    expect(me).not.toBeNull();
    const tids = processThreadIds();
    expect(tids).toContain(me);
    expect(tids).toContain(await workerTid);
  });

  it('lowers the threads not kept, never raises one, and leaves the kept ones alone', async () => {
    const tid = await workerTid;
    const others = processThreadIds().filter((t) => t !== tid);
    const before = others.map((t) => getPriority(t));
    // Threads start at their creator's priority: the test runner may itself run niced.
    const start = getPriority(tid);
    const lowered = Math.max(start, BACKGROUND_NICE);
    expect(lowerThreads(others)).toBe(start < BACKGROUND_NICE ? 1 : 0);
    expect(getPriority(tid)).toBe(lowered);
    expect(others.map((t) => getPriority(t))).toEqual(before);
    // Already as low: nothing to do. Lower still: it stays there.
    expect(lowerThreads(others)).toBe(0);
    const lowest = Math.min(19, lowered + 2);
    setPriority(tid, lowest);
    expect(lowerThreads(others)).toBe(0);
    expect(getPriority(tid)).toBe(lowest);
  });

  it('lowers a thread started later as it starts, and no thread that was there before', async () => {
    // A thread of the test runner may end meanwhile: it has no priority then.
    const niceOf = (t: number) => {
      try {
        return getPriority(t);
      } catch {
        return null;
      }
    };
    const before = processThreadIds();
    const niceBefore = before.map(niceOf);
    // A thread starts at its creator's priority: this one's, which lowerThreads left alone.
    const late = startLowered(
      () =>
        new Worker(
          `const { parentPort } = require('node:worker_threads');
           parentPort.postMessage(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()));
           setInterval(() => {}, 1000);`,
          { eval: true },
        ),
    );
    try {
      const tid = await new Promise<number>((resolve) => late.once('message', resolve));
      expect(before).not.toContain(tid);
      expect(getPriority(tid)).toBe(Math.max(getPriority(), BACKGROUND_NICE));
      const niceAfter = before.map(niceOf);
      before.forEach((_, i) => {
        if (niceAfter[i] !== null && niceBefore[i] !== null)
          expect(niceAfter[i]).toBe(niceBefore[i]);
      });
    } finally {
      await late.terminate();
    }
  });
});
