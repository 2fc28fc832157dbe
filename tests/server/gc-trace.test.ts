import { describe, expect, it } from 'vitest';
import { fullCollections } from '../../src/bench/server/gc-trace.js';

// Lines as Node 20 prints them with --trace-gc (a server at 2,000 tables): the main isolate,
// then a worker's, whose collections are not the event loop's.
const TRACE = [
  '[31623:0x18d02d70]       80 ms: Scavenge 4.5 (5.0) -> 4.1 (6.0) MB, 1.38 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; ',
  'Fathom is running: open http://localhost:18431/',
  '[31623:0x18d02d70]      484 ms: Mark-Compact 17.1 (30.0) -> 14.4 (32.5) MB, 8.52 / 0.13 ms  (+ 3.4 ms in 19 steps since start of marking, biggest step 0.5 ms, walltime since start of marking 41 ms) (average mu = 1.000, current mu = 1.000) finalize incremental marking via stack guard; GC in old space requested',
  '[31623:0x7f2008001000]      734 ms: Mark-Compact 16.9 (28.9) -> 11.7 (29.5) MB, 29.18 / 0.06 ms  (+ 18.1 ms in 30 steps since start of marking, biggest step 14.6 ms, walltime since start of marking 58 ms) (average mu = 1.000, current mu = 1.000) finalize incremental marking via task; GC in old space requested',
  '[31623:0x18d02d70]    27893 ms: Mark-Compact 120.1 (180.5) -> 74.3 (177.2) MB, 15.25 / 0.59 ms  (+ 121.2 ms in 292 steps since start of marking, biggest step 10.9 ms, walltime since start of marking 240 ms) (average mu = 0.993, current mu = 0.990) finalize incremental marking via task; GC in old space requested',
  '[31623:0x18d02d70]    30001 ms: Mark-Compact (reduce) 90.0 (180.0) -> 70.0 (150.0) MB, 40.50 / 0.10 ms  (average mu = 0.990, current mu = 0.980) memory reducer; GC in old space requested',
].join('\n');

describe("the bench's reading of the server's GC trace", () => {
  it("finds the main thread's full collections and their main-thread time", () => {
    expect(fullCollections(TRACE)).toEqual([
      { atMs: 484, mainMs: 8.52 + 3.4 },
      { atMs: 27893, mainMs: 15.25 + 121.2 },
      { atMs: 30001, mainMs: 40.5 },
    ]);
  });

  it('finds none in a trace without any', () => {
    expect(fullCollections('Fathom is running\n')).toEqual([]);
  });
});
