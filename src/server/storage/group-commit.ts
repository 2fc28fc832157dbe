/**
 * Both engines group commits: a batch of writes starts at least this many ms after the one before.
 * A commit costs an fsync, and a thread's wake-up or a round trip, whatever it carries. Under load,
 * letting the moves of a few ms go together cuts the storage's CPU, and on a small machine that
 * CPU is the players'. Server benchmark at 2,000 tables, SQLite, three runs each way: the server
 * used 67-74% of a core instead of 80-87%; the ack p50 rose from 2.3-3.2 to 5.8-6.4 ms (the p99 did
 * not move beyond the noise). A write after a quiet moment still goes at once.
 */
export const COMMIT_GAP_MS = 4;
