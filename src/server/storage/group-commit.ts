/**
 * Both engines group commits: a batch of writes starts at least this many ms after the one before.
 * A commit costs an fsync, and a thread's wake-up or a round trip, whatever it carries. Under load,
 * letting the moves of a few ms go together halves the storage's CPU, and on a small machine that
 * CPU is the players' (`npm run bench:server` at 2,000 tables, SQLite: the server's CPU fell from
 * 84-97% to 61-66% of a core, the ack p50 rose from 2.5 to 5-6 ms). A write after a quiet moment
 * still goes at once.
 */
export const COMMIT_GAP_MS = 4;
