import type { Storage } from './types.js';

/** Writes of the storage interface: each one's failure or success is what `WriteHealth` follows. */
const WRITES = new Set<keyof Storage>([
  'createTable',
  'updateTable',
  'append',
  'putSnapshot',
  'addChat',
  'createAccount',
  'setPassword',
  'deleteAccount',
  'addPasskey',
  'setPasskeyCounter',
  'createSession',
  'touchSession',
  'deleteSession',
  'deleteSessions',
  'addAccountSeat',
  'removeSeatLinks',
  'addPush',
  'removePush',
  'removeSeatPush',
  'forgetPush',
  'prunePush',
]);

/**
 * How long after a failed write (with no write succeeding since) `/healthz` says the instance
 * cannot write. Bounded, so that an instance a load balancer stopped sending players to (and so
 * writes nothing) is tried again: if writes still fail, it goes back out.
 */
export const WRITE_FAILURE_MS = 30_000;

/**
 * Whether the storage's writes fail now. A full disk leaves reads (and `ping`) working, so a
 * health check that only reads says "healthy" while no move can be saved: this one also tells.
 */
export class WriteHealth {
  private lastFailure = 0;
  private lastSuccess = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  failed(): void {
    this.lastFailure = this.clock();
  }

  succeeded(): void {
    this.lastSuccess = this.clock();
  }

  get failing(): boolean {
    return (
      this.lastFailure > this.lastSuccess && this.clock() - this.lastFailure < WRITE_FAILURE_MS
    );
  }
}

/**
 * `storage` as it is, with every write's outcome told to `health`. A Proxy: the engines stay as
 * they are, and everything else (reads, notices, fields) passes through untouched.
 */
export function watchWrites(storage: Storage, health: WriteHealth): Storage {
  // Each method is wrapped (or bound) once, at its first use: the server calls `append` at
  // every move, and a wrapper made per call would be garbage per move.
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(storage, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const known = wrapped.get(key);
      if (known !== undefined && (known as { of?: unknown }).of === value) return known;
      const method = value as (...args: unknown[]) => unknown;
      const made: ((...args: unknown[]) => unknown) & { of?: unknown } = WRITES.has(
        key as keyof Storage,
      )
        ? (...args: unknown[]) =>
            (method.apply(target, args) as Promise<unknown>).then(
              (r) => {
                health.succeeded();
                return r;
              },
              (e: unknown) => {
                health.failed();
                throw e;
              },
            )
        : method.bind(target);
      // The method it wraps: a method replaced on the storage (a test's failing write) is
      // wrapped anew.
      made.of = value;
      wrapped.set(key, made);
      return made;
    },
  });
}
