/**
 * FATHOM_MOVE_TIMES=1: how long each move spent in the server, from its frame handled on the
 * event loop to its ack written, printed on stdout once a second. The server benchmark reads it
 * beside the latency its load generator measures, which also holds the network, the time a frame
 * waits in the server's socket buffer while the event loop is busy (the server's too, but not
 * seen from here), and the generator's own event loop: on one small machine the two processes
 * take the CPU from each other, and during a full collection of the server's heap both fall
 * behind.
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
