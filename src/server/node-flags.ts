import { setFlagsFromString } from 'node:v8';

/**
 * The V8 flags the server runs with: `npm start` (package.json's start script, which a test keeps
 * in step with this list) and the server benchmarks.
 *
 * A young generation of 32 MB per semi-space instead of 16: a table's state lives until its next
 * move, about a second under load, and with the default size most states outlived two scavenges,
 * were copied to the old generation and had to be found dead by a full mark of the heap, whose
 * pauses made the worst acknowledgement windows. Server benchmark at 2,000 tables (SQLite, 20 s
 * runs, the two sizes alternated, seven pairs): ack p99 27-47 ms against 35-60 ms, better in six
 * pairs of seven, and about 4% less of a core.
 *
 * An old generation of at least 512 MB before a full collection: the floor of the first limit and
 * of every limit after a collection (V8 sets the next one from the live heap, about 1.8 times it
 * here). The states that still outlive the young generation reach the old generation at about
 * 6 MB/s at 2,000 moves/s, and die there, while the live heap (tables, logs, sockets) is 60-90 MB.
 * With limits of 1.8 times that, a full collection came every 9-18 s, and each holds up a few
 * hundred milliseconds of moves at a server two-thirds busy. With the floor it comes every 80 s or
 * so, and the server's resident memory under that load reaches 620-720 MB instead of 340-470 MB.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=32',
  '--initial-old-space-size=512',
];

/**
 * The floor is for the main thread, where the tables live. V8's flags are the process's, and each
 * worker thread (the SQLite writer, the bots, analyses) sizes its heap from them when it starts:
 * with the floor, each of them could keep 512 MB of garbage. Called before any worker starts.
 */
export function defaultHeapForWorkers(): void {
  setFlagsFromString('--initial-old-space-size=0');
}
