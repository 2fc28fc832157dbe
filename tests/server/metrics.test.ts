import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/bench/server/free-port.js';
import { postJson } from '../../src/bench/server/http.js';
import { autoplay, Client, until } from './helpers.js';
import { ensureBuilt } from './dist.js';
import { instanceProcess, type InstanceProcess } from './instance-process.js';

// /metrics of a server process (bots in worker threads, with a budget so short that some run out
// of it), scraped before and after a short game: every metric listed in docs/operating.md moves.
let server: InstanceProcess;
let healthPort: number;
beforeAll(async () => {
  ensureBuilt();
  healthPort = await freePort();
  server = await instanceProcess({
    FATHOM_HEALTH_PORT: String(healthPort),
    FATHOM_INSTANCE: 'metrics-test',
    FATHOM_BOT_BUDGET_MS: '1',
  });
  await server.start();
}, 200_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

type Samples = Map<string, number>;

/** Prometheus' text format: `name{labels} value` lines, summed by name over their label sets. */
async function scrape(): Promise<{ text: string; samples: Samples }> {
  const res = await fetch(`http://127.0.0.1:${healthPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m) continue;
    samples.set(m[1]!, (samples.get(m[1]!) ?? 0) + Number(m[3]));
  }
  return { text, samples };
}

describe('/metrics', () => {
  it('is served on the health port, labelled with the instance, and every metric moves in a game', async () => {
    const before = await scrape();
    // Not on the public port when the health port is set.
    expect(await (await fetch(`${server.url}/metrics`)).text()).not.toMatch(/fathom_moves_total/);

    const created = await postJson(`${server.url}/api/v1/tables`, {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'expert' }],
      name: 'Ana',
      seat: 0,
      listed: false,
    });
    const id = (created.table as { id: string }).id;
    const c = await Client.connect(server.wsUrl);
    await c.hello(id, created.token as string);
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // The human plays its turns to the end of the game.
    autoplay(c, 7);
    // Halfway through: the socket and the table are counted.
    await until(() => c.lastSeq() > 10, 30_000, 'a few moves');
    const during = await scrape();
    expect(during.samples.get('fathom_sockets')).toBeGreaterThanOrEqual(1);
    expect(during.samples.get('fathom_tables_loaded')).toBeGreaterThanOrEqual(1);
    await c.next((m) => m.type === 'move' && m.result !== null, 60_000);
    c.close();
    const after = await scrape();

    const grew = (name: string) => [
      name,
      (after.samples.get(name) ?? 0) > (before.samples.get(name) ?? 0),
    ];
    for (const name of [
      'fathom_move_ack_seconds_count',
      'fathom_move_ack_seconds_sum',
      'fathom_moves_total',
      'fathom_bot_decision_seconds_count',
      'fathom_bot_timeouts_total',
      'fathom_writer_commit_seconds_count',
      'process_cpu_seconds_total',
    ])
      expect(grew(name)).toEqual([name, true]);
    // Gauges: read at the scrape.
    expect(
      Math.max(
        during.samples.get('fathom_writer_queue_peak')!,
        after.samples.get('fathom_writer_queue_peak')!,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(after.samples.get('nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0);
    expect(after.samples.has('nodejs_gc_duration_seconds_count')).toBe(true);
    expect(after.samples.get('nodejs_gc_duration_seconds_count')).toBeGreaterThan(0);
    // Every sample carries the instance's name.
    const lines = after.text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(lines.filter((l) => !l.includes('fathom_instance="metrics-test"'))).toEqual([]);
  }, 120_000);
});
