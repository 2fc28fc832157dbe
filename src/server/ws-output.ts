/**
 * What the WebSocket edge holds for readers that do not read: each socket's unsent bytes (the
 * socket's write buffer and ws's queue), counted per socket and in total, so that sockets that
 * stop reading cannot make the server's memory grow without bound (issue 39: 128 such sockets
 * sending `resync` grew a server from 177 MB to 1.3 GB, never given back).
 *
 * The kernel's socket buffers hold what the peer has not acknowledged first; only past them does
 * Node keep bytes in the process, and those are what is bounded here.
 */

/** Unsent bytes a socket may hold; a message that would pass it closes the socket instead. */
export const DEFAULT_UNSENT_PER_SOCKET = 256 * 1024;
/** Unsent bytes all sockets together may hold; past it, slow readers are closed first. */
export const DEFAULT_UNSENT_TOTAL = 64 * 1024 * 1024;
/**
 * While the total is over its bound, a socket holding this much unsent is closed at its next
 * message: a reader keeping up holds at most a message or two in flight, well under this.
 */
export const SLOW_READER_BYTES = 64 * 1024;

export class UnsentBytes {
  /** Unsent bytes as last counted, all sockets together. */
  total = 0;
  /** The most counted at once since `takePeak` was last called. */
  private peak = 0;
  /** Sockets closed because they did not read (since the start). */
  closed = 0;

  constructor(
    /** 0: no bound. */
    readonly perSocket: number,
    /** 0: no bound. */
    readonly all: number,
  ) {}

  /**
   * Whether a socket holding `held` unsent bytes may be handed `size` more. A message to a socket
   * that holds nothing always goes, however large (a welcome is the largest).
   */
  admits(held: number, size: number): boolean {
    if (held === 0) return true;
    if (this.perSocket > 0 && held + size > this.perSocket) return false;
    return !(this.all > 0 && this.total > this.all && held >= SLOW_READER_BYTES);
  }

  /** A socket's count went from `was` to `now`. */
  moved(was: number, now: number): void {
    this.total += now - was;
    if (this.total > this.peak) this.peak = this.total;
  }

  /** The peak since the previous call (a scrape), starting the next from what is held now. */
  takePeak(): number {
    const p = this.peak;
    this.peak = this.total;
    return p;
  }
}
