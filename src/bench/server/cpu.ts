import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** A process's resident memory in MB (NaN once it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** The CPU seconds (user and system, every thread) a process used so far; NaN once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (in parentheses, which may hold spaces): utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return NaN;
  }
}

/**
 * A process's CPU time, sampled every `everyMs` from now on: what it used between two instants
 * (performance.now()), from the samples nearest them. On a machine shared with other work, the
 * server's CPU per move holds better than its moves per second: another process's load slows
 * both server and generator, but a move costs the server about the same CPU.
 */
export class CpuTrace {
  private readonly samples: { at: number; cpu: number }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    everyMs = 250,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  private sample(): void {
    const cpu = cpuSeconds(this.pid);
    if (!Number.isNaN(cpu)) this.samples.push({ at: performance.now(), cpu });
  }

  /** Stops sampling (a last sample first). */
  stop(): void {
    this.sample();
    clearInterval(this.timer);
  }

  /** CPU seconds used from `from` to `to`, both performance.now() instants. */
  between(from: number, to: number): number {
    const near = (t: number) =>
      this.samples.reduce((best, s) => (Math.abs(s.at - t) < Math.abs(best.at - t) ? s : best));
    if (this.samples.length === 0) return NaN;
    return near(to).cpu - near(from).cpu;
  }
}
