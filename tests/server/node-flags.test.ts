import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.js';

/**
 * The old generation's floor (node-flags.ts) in a process started with the server's flags: the
 * main thread does not collect its old generation before the floor, and a worker started after
 * `defaultHeapForWorkers` does; one started before it has the floor too, which is why the server
 * calls it before its first worker starts.
 *
 * Each thread churns objects that live long enough to reach the old generation (a ring of them,
 * each replaced after 200,000 others) and counts its full collections.
 */
const CHURN = `
const { PerformanceObserver, constants } = require('node:perf_hooks');
globalThis.churn = (mb) => new Promise((resolve) => {
  let majors = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
  });
  obs.observe({ entryTypes: ['gc'] });
  const ring = new Array(200000);
  // About 100 bytes each: an object, an array of three and a short string.
  const count = Math.round((mb * 1e6) / 100);
  for (let i = 0; i < count; i++) ring[i % ring.length] = { a: [i, i + 1, i + 2], b: 'x' + i };
  setTimeout(() => { obs.disconnect(); resolve(majors); }, 100);
});
`;

const SCRIPT = `
${CHURN}
const { Worker } = require('node:worker_threads');
const inWorker = () => new Promise((resolve, reject) => {
  const w = new Worker(${JSON.stringify(CHURN)} + "churn(250).then((n) => require('node:worker_threads').parentPort.postMessage(n));", { eval: true });
  w.once('message', resolve);
  w.once('error', reject);
});
(async () => {
  const { defaultHeapForWorkers } = await import(process.argv[1]);
  const main = await churn(250);
  const before = await inWorker();
  defaultHeapForWorkers();
  const after = await inWorker();
  console.log(JSON.stringify({ main, before, after }));
})();
`;

describe('the server’s V8 flags', () => {
  it('give the main thread an old generation of 512 MB before a full collection, and workers started after defaultHeapForWorkers the default', () => {
    const flagsModule = new URL('../../dist/server/node-flags.js', import.meta.url).href;
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', SCRIPT, flagsModule], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { main, before, after } = JSON.parse(run.stdout) as Record<string, number>;
    // 250 MB of objects that died old: no full collection under the floor.
    expect(main).toBe(0);
    expect(before).toBe(0);
    // The default limits start far lower: the same churn is collected.
    expect(after).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
