/**
 * FATHOM_MOVE_TIMES=1: how long each move spent in the server, from its frame read to its ack
 * written, printed on stdout once a second. The server benchmark reads it: the latency its load
 * generator measures also holds the generator's own event loop, and on one small machine the two
 * processes take the CPU from each other (during a full collection of the server's heap, both
 * fall behind). This is the server's part alone.
 *
 * A line: `fathom-move-times AT T1,T2,...`, AT in whole ms since the process started (as V8's
 * --trace-gc counts), each T in tenths of a ms.
 */
export const MOVE_TIMES_TAG = 'fathom-move-times';

/** One line for the moves timed since the last one (none: no line). */
export function moveTimesLine(atMs: number, times: readonly number[]): string | null {
  if (times.length === 0) return null;
  return `${MOVE_TIMES_TAG} ${Math.round(atMs)} ${times.map((t) => Math.round(t * 10)).join(',')}`;
}

/** The times (ms) in `output`'s lines, by when each line was written. */
export function parseMoveTimes(output: string): { atMs: number; ms: number[] }[] {
  const out: { atMs: number; ms: number[] }[] = [];
  const pattern = new RegExp(`^${MOVE_TIMES_TAG} (\\d+) (\\d+(?:,\\d+)*)$`);
  for (const line of output.split('\n')) {
    const m = pattern.exec(line);
    if (m) out.push({ atMs: Number(m[1]), ms: (m[2] as string).split(',').map((t) => +t / 10) });
  }
  return out;
}
