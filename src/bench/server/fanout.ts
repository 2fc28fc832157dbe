import { Session } from 'node:inspector/promises';
import { GAMES } from '../../games/registry.js';
import { createRng, type Actor } from '../../kernel/index.js';
import type { MoveRecord, SeatRecord, TableRecord } from '../../server/storage/types.js';
import { sendMoves } from '../../server/tables/fanout.js';
import { LiveTable } from '../../server/tables/live-table.js';

/**
 * `node dist/bench/server/fanout.js [--seconds N] [--games a,b]`: the server's fan-out on its own, per game: for
 * each durable write of a 4-seat table watched by one spectator (a move and the chance moves it
 * led to), the time to build every socket's `moves` message, the bytes they hold, and what it
 * allocates on the JavaScript heap (sampled by V8's heap profiler, objects collected since
 * included): the more the server allocates, the more often its young generation is collected and
 * the more tables' states outlive it, to be marked by a full collection. No sockets: what the
 * main thread spends before the kernel's writes, which `bench:server` measures with the rest.
 * With `--live`, each write's moves are applied anew before its fan-out, from the state the
 * write before left, as the server applies them (the time and allocations of `apply` counted
 * in): a game whose states' views share what did not change since the state they came from
 * (AquaSphere) is seen doing so. Figures only.
 */
const argv = process.argv.slice(2);
const at = argv.indexOf('--seconds');
const seconds = at >= 0 ? Number(argv[at + 1]) : 3;
const gamesAt = argv.indexOf('--games');
const only = gamesAt >= 0 ? (argv[gamesAt + 1] ?? '').split(',') : null;
const live = argv.includes('--live');

const profiler = new Session();
profiler.connect();

/** Bytes allocated on the heap by `run`, as V8's sampling heap profiler estimates them. */
async function allocated(run: () => void): Promise<number> {
  await profiler.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  run();
  const { profile } = await profiler.post('HeapProfiler.stopSampling');
  let bytes = 0;
  const walk = (node: typeof profile.head): void => {
    bytes += node.selfSize;
    node.children.forEach(walk);
  };
  walk(profile.head);
  return bytes;
}

const seat = (i: number): SeatRecord => ({
  kind: 'human',
  bot: null,
  name: `P${i}`,
  tokenHash: `h${i}`,
  zombie: false,
  clockBonusMs: 0,
});

for (const [id, entry] of GAMES) {
  if (only && !only.includes(id)) continue;
  const { game } = entry;
  const players = Math.min(4, game.maxPlayers);
  const options = game.defaultOptions(players);
  const record: TableRecord = {
    id: 'bench',
    game: id,
    rulesVersion: game.rulesVersion,
    options,
    seats: Array.from({ length: players }, (_, i) => seat(i)),
    timeControl: { kind: 'none' },
    listed: false,
    status: 'playing',
    createdAt: 0,
    startedAt: 0,
    finishedAt: null,
    result: null,
    version: 1,
  };
  const table = new LiveTable(record, entry);
  let bytes = 0;
  for (const s of [...Array.from({ length: players }, (_, i) => i), null]) {
    // A string is measured as the socket's send measures it, before it is written (a string
    // of pieces is copied into one then).
    table.subscribers.add({
      seat: s,
      tokenHash: null,
      batch: true,
      send: (json) =>
        void (bytes += typeof json === 'string' ? Buffer.byteLength(json) : json.length),
    });
  }
  // The writes of random games: each a seat's move and the chance moves right after it.
  const rng = createRng(`fanout/${id}`);
  const writes: { states: unknown[]; records: MoveRecord[] }[] = [];
  let state = game.setup(options, players);
  let seq = 0;
  while (writes.length < 300) {
    if (game.toMove(state).length === 0) state = game.setup(options, players);
    const states = [state];
    const records: MoveRecord[] = [];
    let actor = game.toMove(state)[0] as Actor;
    do {
      const legal = actor === 'chance' ? [] : game.legalMoves(state, actor);
      const move =
        actor === 'chance' ? game.sampleChance(state, rng) : legal[rng.int(legal.length)];
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
      states.push(state);
      records.push({ seq: ++seq, actor, move, at: 0, byBot: false });
      actor = game.toMove(state)[0] as Actor;
    } while (actor === 'chance');
    writes.push({ states, records });
  }
  /** The state the last write left (`--live`), and whether each write goes on from it. */
  let left: unknown = null;
  const goesOn = writes.map((w, i) => i > 0 && w.states[0] === writes[i - 1]!.states.at(-1));
  const send = (w: (typeof writes)[number], i: number) => {
    if (live) {
      let s: unknown = goesOn[i] ? left : { ...(w.states[0] as object) };
      const states = [s];
      for (const r of w.records) {
        const next = game.apply(s, r.actor, r.move);
        if (!next.ok) throw new Error(next.error.code);
        states.push((s = next.value));
      }
      table.state = left = s;
      sendMoves(table, states, w.records, null);
      return;
    }
    // A state object of its own at every write, as the server's are: a game may keep what it
    // built for a state (AquaSphere keeps its views' copy), which replayed states would find.
    table.state = { ...(w.states[w.states.length - 1] as object) };
    sendMoves(table, w.states, w.records, null);
  };
  writes.forEach(send); // warm up
  bytes = 0;
  let done = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < seconds * 1000) {
    writes.forEach(send);
    done += writes.length;
  }
  const us = ((performance.now() - started) * 1000) / done;
  // The CPU time too: on a machine shared with other work, what holds from run to run.
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / done;
  const sent = bytes / done;
  const rounds = 5;
  const heap = await allocated(() => {
    for (let r = 0; r < rounds; r++) writes.forEach(send);
  });
  console.log(
    `${id.padEnd(14)} ${us.toFixed(1)} µs per write (${cpuUs.toFixed(1)} µs of CPU), ${Math.round(sent)} bytes to ${players + 1} sockets, ${(heap / (rounds * writes.length) / 1024).toFixed(1)} KB allocated${live ? ' (apply included)' : ''}`,
  );
}
