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
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
