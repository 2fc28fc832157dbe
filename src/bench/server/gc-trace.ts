/**
 * The server's full garbage collections, read from its `--trace-gc` output. They make the
 * acknowledgement tail at 2,000 tables: a full collection marks the whole heap, much of it in
 * steps on the main thread, and every move waits behind them. A pause observer would see only
 * the final pause (10-30 ms), not the steps (about 100 ms more), so the bench reads V8's trace.
 */
export interface FullCollection {
  /** When it ended, in ms since the process started. */
  readonly atMs: number;
  /** Main-thread time: the final pause plus the incremental marking steps before it. */
  readonly mainMs: number;
}

// [pid:isolate]   27893 ms: Mark-Compact 120.1 (180.5) -> 74.3 (177.2) MB, 15.25 / 0.59 ms
//   (+ 121.2 ms in 292 steps since start of marking, ...)
const LINE =
  /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: Mark-Compact\b.*?MB, ([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms in)?/;

/**
 * The full collections of the main thread in `trace`. Workers have isolates of their own (bots,
 * the SQLite writer) and are told apart by address: the main isolate's is the first the trace
 * names, since it collects while loading modules, before any worker starts.
 */
export function fullCollections(trace: string): FullCollection[] {
  let main: string | null = null;
  const out: FullCollection[] = [];
  for (const line of trace.split('\n')) {
    const isolate = /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)?.[1];
    if (isolate === undefined) continue;
    main ??= isolate;
    const m = LINE.exec(line);
    if (!m || m[1] !== main) continue;
    out.push({ atMs: Number(m[2]), mainMs: Number(m[3]) + Number(m[4] ?? 0) });
  }
  return out;
}
