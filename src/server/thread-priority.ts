import { readdirSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Thread priorities, on Linux. A player waits on two threads only: the event loop (every frame,
 * every ack) and, with SQLite, the writer (every commit). The process has others: V8's garbage
 * collection helpers, libuv's thread pool, the bots' workers, the WAL checkpointer. On a small
 * machine these took the CPU from the event loop for tens of milliseconds at a time (a mark of
 * the heap runs on several helpers at once), and that was most of the acknowledgement tail. So
 * the others get a lower priority: they still have all the CPU nobody else wants, and raising a
 * thread's nice value needs no privilege.
 */

/** Nice value given to threads that must yield to the ones players wait on. */
export const BACKGROUND_NICE = 10;

/** The kernel's id of the calling thread (Linux), or null where there is no /proc. */
export function currentThreadId(): number | null {
  try {
    const m = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The ids of this process's threads (Linux), or none where there is no /proc. */
export function processThreadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
}

/**
 * Lowers every thread of this process but `keep` to nice `nice` (never raises one). Threads
 * started later inherit their creator's priority: those the event loop starts later are lowered
 * as they start (`startLowered`). Returns how many threads were lowered.
 */
export function lowerThreads(keep: readonly number[], nice = BACKGROUND_NICE): number {
  let lowered = 0;
  for (const tid of processThreadIds()) {
    if (keep.includes(tid)) continue;
    try {
      if (getPriority(tid) >= nice) continue;
      setPriority(tid, nice);
      lowered++;
    } catch {
      // The thread ended meanwhile, or the system refuses: it keeps its priority.
    }
  }
  return lowered;
}

/**
 * Runs `start`, which starts threads (a Worker's constructor starts its thread before it
 * returns), and lowers the threads it started to nice `nice` at once. A thread starts at its
 * creator's priority, here the event loop's; lowered from inside, a worker would first spend its
 * start (30 to 80 ms, measured) and the loading of its modules (about 100 ms of CPU) at it.
 */
export function startLowered<T>(start: () => T, nice = BACKGROUND_NICE): T {
  const before = new Set(processThreadIds());
  const started = start();
  lowerThreads([...before], nice);
  return started;
}
