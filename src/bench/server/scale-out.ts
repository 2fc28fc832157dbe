import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from './throwaway-postgres.js';
import { PostgresStorage } from '../../server/storage/postgres.js';
import { channelOf, SHARDS } from '../../server/storage/postgres-appends.js';
import type { MoveRecord, TableRecord } from '../../server/storage/types.js';
import { routedServers, THIS_SERVER, type HttpRouting } from './routed-servers.js';

/**
 * What another instance costs with PostgreSQL (issue 43). One writer (this process) appends moves
 * at `--tables` playing tables, as fast as its group commits go, for `--seconds`; 0, 1 or 3 other
 * instances (child processes, with the server's storage) hold those tables and do what an
 * instance does with a notice: read the moves after the seq it holds. Per setting it prints the
 * moves/s, each other instance's CPU, table hints and reads per move, and the queries per second
 * the other instances send (their reads; the writer sends one INSERT per group commit).
 * Two routings: `all` (every instance holds every table: a balancer that routes at random, once
 * instances hold many tables each) and `routed` (each table on one other instance, by its shard:
 * a balancer that routes by table).
 * Then the periodic catch-up with `--idle` idle tables held: one `heads` query, its time and CPU.
 * Then two real server instances, a balancer routing by table played by the bench
 * (routed-servers.ts): with the tables' requests sent to any instance, then routed as their
 * sockets are, the tables each instance holds and the hints and reads per move.
 *
 * `node dist/bench/server/scale-out.js [--tables 200] [--seconds 10] [--idle 10000]
 * [--served-tables 200] [--think 1000] [--http any,routed] [--server PATH] [--servers-only]`
 * (`--server`: another build's dist/server/main.js, to compare; `--servers-only`: that part only)
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};

const move = (seq: number): MoveRecord => ({
  seq,
  actor: 0,
  move: { type: 'stop', n: seq },
  at: Date.now(),
  byBot: false,
});

const table = (id: string): TableRecord => ({
  id,
  game: 'into-the-blue',
  rulesVersion: 1,
  options: {},
  seats: [],
  timeControl: { kind: 'none' },
  listed: false,
  status: 'playing',
  createdAt: Date.now(),
  startedAt: Date.now(),
  finishedAt: null,
  result: null,
  version: 0,
});

if (argv[0] === '--holder') await holder(argv[1] as string, argv[2] as string);
else await main();

/** Another instance: follows the tables it is sent, reads the moves each notice announces. */
async function holder(url: string, origin: string): Promise<void> {
  const s = await PostgresStorage.open(url, origin);
  const seqs = new Map<string, number>();
  let notices = 0;
  let reads = 0;
  s.onNotice((n) => {
    notices++;
    const at = seqs.get(n.table);
    if (at === undefined || n.origin === origin || n.kind !== 'move' || n.n <= at) return;
    seqs.set(n.table, n.n);
    reads++;
    void s.readMoves(n.table, at);
  });
  process.on('message', (m: { hold?: string[]; report?: boolean }) => {
    void (async () => {
      if (m.hold) {
        for (const id of m.hold) {
          seqs.set(id, 0);
          await s.follow(id);
        }
        process.send?.({ ready: true });
      } else if (m.report) {
        const cpu = process.cpuUsage();
        process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, notices, reads });
        await s.close();
        process.exit(0);
      } else {
        // The baseline: CPU and notices before the measured run.
        const cpu = process.cpuUsage();
        process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, notices, reads });
      }
    })();
  });
  process.send?.({ open: true });
}

interface Report {
  cpuMs: number;
  notices: number;
  reads: number;
}

function ask(c: ChildProcess, m: object, key: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const on = (r: Record<string, unknown>) => {
      if (key in r) {
        c.off('message', on);
        resolve(r);
      }
    };
    c.on('message', on);
    if (Object.keys(m).length > 0) c.send(m);
  });
}

async function main(): Promise<void> {
  const tables = Number(opt('tables', '200'));
  const seconds = Number(opt('seconds', '10'));
  const idle = Number(opt('idle', '10000'));
  const self = fileURLToPath(import.meta.url);
  const server = await startPostgres();
  if (argv.includes('--servers-only')) {
    await servers(server.url, seconds);
    await server.stop();
    process.exit(0);
  }
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const writer = await PostgresStorage.open(server.url, 'writer');
  console.log(
    `scale-out: ${tables} tables written by one instance for ${seconds} s, ${SHARDS} notice shards; ` +
      `load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  let run = 0;
  for (const others of [0, 1, 3]) {
    for (const routing of others === 0 ? ['-'] : ['all', 'routed']) {
      run++;
      const ids = Array.from({ length: tables }, (_, i) => `r${run}t${i}`);
      for (const id of ids) await writer.createTable(table(id));
      const children = Array.from({ length: others }, (_, i) =>
        fork(self, ['--holder', server.url, `other${i}`], { stdio: 'inherit' }),
      );
      await Promise.all(children.map((c) => ask(c, {}, 'open')));
      await Promise.all(
        children.map((c, i) => {
          const hold =
            routing === 'all'
              ? ids
              : ids.filter((id) => Number(channelOf(id).split('_')[1]) % others === i);
          return ask(c, { hold }, 'ready');
        }),
      );
      const before = (await Promise.all(
        children.map((c) => ask(c, { baseline: true }, 'cpuMs')),
      )) as unknown as Report[];
      const cpu0 = process.cpuUsage();
      const seqs = new Map(ids.map((id) => [id, 0]));
      let moves = 0;
      const end = performance.now() + seconds * 1000;
      // Every table appends its next move once the last is durable: a closed loop per table.
      await Promise.all(
        ids.map(async (id) => {
          while (performance.now() < end) {
            const seq = (seqs.get(id) ?? 0) + 1;
            seqs.set(id, seq);
            if (await writer.append(id, [move(seq)])) moves++;
          }
        }),
      );
      const cpu1 = process.cpuUsage(cpu0);
      await new Promise((r) => setTimeout(r, 500)); // the last notices arrive
      const after = (await Promise.all(
        children.map((c) => ask(c, { report: true }, 'cpuMs')),
      )) as unknown as Report[];
      const per = after.map((a, i) => ({
        cpuUs: ((a.cpuMs - (before[i]?.cpuMs ?? 0)) * 1000) / moves,
        notices: (a.notices - (before[i]?.notices ?? 0)) / moves,
        reads: (a.reads - (before[i]?.reads ?? 0)) / moves,
      }));
      const sum = (f: (p: (typeof per)[number]) => number) => per.reduce((s, p) => s + f(p), 0);
      console.log(
        `${others + 1} instance(s), routing ${routing}: ${(moves / seconds).toFixed(0)} moves/s; ` +
          `writer ${((cpu1.user + cpu1.system) / moves) | 0} µs CPU/move; ` +
          (others > 0
            ? `each other instance: ${(sum((p) => p.cpuUs) / others).toFixed(0)} µs CPU/move, ` +
              `${(sum((p) => p.notices) / others).toFixed(3)} table hints/move, ` +
              `${(sum((p) => p.reads) / others).toFixed(3)} reads/move; ` +
              `their queries ${((sum((p) => p.reads) * moves) / seconds).toFixed(0)}/s`
            : ''),
      );
    }
  }

  // The periodic catch-up with many idle tables held: one query for all of them.
  const idleIds = Array.from({ length: idle }, (_, i) => `idle${i}`);
  for (let i = 0; i < idle; i += 1000) {
    await admin.query(
      `INSERT INTO fathom_tables (id, status, listed, version, data, created_at)
       SELECT id, 'playing', false, 0, '{}', 0 FROM unnest($1::text[]) AS id`,
      [idleIds.slice(i, i + 1000)],
    );
  }
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const heads = await writer.heads(idleIds);
    times.push(performance.now() - t0);
    if (heads.length !== idle) throw new Error(`heads: ${heads.length} of ${idle}`);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  console.log(
    `catch-up of ${idle} idle tables held: 1 query, ${times[2]?.toFixed(0)} ms (median of 5), ` +
      `${((cpu.user + cpu.system) / 5000).toFixed(0)} ms CPU of the instance each`,
  );
  await writer.close();
  await admin.end();
  await servers(server.url, seconds);
  await server.stop();
  process.exit(0);
}

/** Real servers behind a balancer routing by table, in each `--http` routing in turn. */
async function servers(url: string, seconds: number): Promise<void> {
  for (const http of opt('http', 'any,routed').split(',') as HttpRouting[]) {
    const line = await routedServers(url, {
      tables: Number(opt('served-tables', '200')),
      seconds,
      http,
      server: opt('server', THIS_SERVER),
      think: Number(opt('think', '1000')),
    });
    console.log(line);
  }
}
