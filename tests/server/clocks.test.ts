import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { intoTheBlue } from '../../src/games/into-the-blue/index.js';
import { createRng } from '../../src/kernel/index.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { RECLAIM_GRACE_MS } from '../../src/server/tables/service.js';
import { sampleTable } from './storage-contract.js';
import { api, Client, type Msg, startTestApp, type TestApp, useTestApp } from './helpers.js';

// Time controls far shorter than the API allows (it asks for minutes), set through the service.
const app = useTestApp();

async function table(timeControl: Parameters<TestApp['service']['create']>[0]['timeControl']) {
  const created = await app.service.create({
    game: 'into-the-blue',
    // Seat 0 starts: the tests let its clock run out on the first turn.
    options: { startPlayer: 'seating' },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Slow',
    seat: 0,
    timeControl,
  });
  const id = created.table.id as string;
  const joined = await app.service.join(id, 1, 'Other');
  const c0 = await Client.connect(app.wsUrl);
  const c1 = await Client.connect(app.wsUrl);
  await c0.hello(id, created.token);
  await c1.hello(id, joined.token);
  return { id, tokens: [created.token as string, joined.token], c0, c1 };
}

const seats = (m: Msg) => ((m.table as Msg).seats as Msg[]) ?? [];

describe('clocks and zombie seats', () => {
  it('a live clock that runs out hands the seat to a bot; the token takes it back with grace', async () => {
    const { id, tokens, c0, c1 } = await table({ kind: 'live', initialMs: 400, incrementMs: 0 });
    expect(await c1.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const first = await c1.next((m) => m.type === 'move');
    expect(first.clock).toMatchObject({ kind: 'live', running: 0 });
    expect(((first.clock as Msg).remainingMs as number[]).length).toBe(2);
    // Seat 0 never moves: its time runs out, a bot takes over and plays for it.
    const zombie = await c1.next((m) => m.type === 'table' && seats(m)[0]?.zombie === true, 5000);
    expect(seats(zombie)[1]).not.toHaveProperty('zombie');
    await c1.next((m) => m.type === 'move' && m.actor === 0, 5000);
    c0.close();
    // Back with the token: the seat is theirs again, with time to play.
    const back = await Client.connect(app.wsUrl);
    const w = await back.hello(id, tokens[0]);
    expect(w).toMatchObject({ type: 'welcome', you: { seat: 0 } });
    const summary = await api(app.url, 'GET', `/api/v1/tables/${id}`);
    expect(summary.body.seats[0]).not.toHaveProperty('zombie');
    const remaining = ((w.clock as Msg).remainingMs as number[])[0] as number;
    expect(remaining).toBeGreaterThan(RECLAIM_GRACE_MS / 2);
    back.close();
    c1.close();
  });

  it('an async per-move limit hands the seat to a bot when it passes', async () => {
    const { c0, c1 } = await table({ kind: 'async', perMoveMs: 300 });
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const first = await c0.next((m) => m.type === 'move');
    expect(first.clock).toMatchObject({ kind: 'async', perMoveMs: 300, running: 0 });
    expect(typeof (first.clock as Msg).deadline).toBe('number');
    await c1.next((m) => m.type === 'table' && seats(m)[0]?.zombie === true, 5000);
    await c1.next((m) => m.type === 'move' && m.actor === 0, 5000);
    c0.close();
    c1.close();
  });

  it('resumes tables at start: bot turns and clocks that ran out while it was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fathom-resume-'));
    // Tables written as a server that died would have left them: playing, nobody connected.
    const storage = new SqliteStorage(join(dir, 'fathom.sqlite'), 'old');
    const options = { ...intoTheBlue.defaultOptions(2), startPlayer: 'seating' as const };
    const bots = sampleTable({
      options,
      status: 'playing',
      startedAt: Date.now(),
      seats: [
        {
          kind: 'bot',
          bot: 'random',
          name: 'random',
          tokenHash: null,
          zombie: false,
          clockBonusMs: 0,
        },
        {
          kind: 'bot',
          bot: 'random',
          name: 'random',
          tokenHash: null,
          zombie: false,
          clockBonusMs: 0,
        },
      ],
    });
    const late = sampleTable({
      options,
      status: 'playing',
      startedAt: Date.now() - 3_600_000,
      timeControl: { kind: 'live', initialMs: 60_000, incrementMs: 0 },
      seats: [
        { kind: 'human', bot: null, name: 'Gone', tokenHash: 'x', zombie: false, clockBonusMs: 0 },
        {
          kind: 'human',
          bot: null,
          name: 'Gone too',
          tokenHash: 'y',
          zombie: false,
          clockBonusMs: 0,
        },
      ],
    });
    await storage.createTable(bots);
    await storage.createTable(late);
    // The late table's first roll was an hour ago: seat 0's clock ran out meanwhile.
    let state = intoTheBlue.setup(options, 2);
    let seq = 0;
    while (intoTheBlue.toMove(state)[0] === 'chance') {
      const roll = intoTheBlue.sampleChance(state, createRng(seq));
      const next = intoTheBlue.apply(state, 'chance', roll);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
      seq++;
      await storage.append(late.id, [
        { seq, actor: 'chance', move: roll, at: late.startedAt as number, byBot: true },
      ]);
    }
    expect(intoTheBlue.toMove(state)).toEqual([0]);
    await storage.close();

    const s = await startTestApp({ dataDir: dir });
    expect(s.resumed).toBe(2);
    const watch = await Client.connect(s.wsUrl);
    await watch.hello(bots.id);
    const end = await watch.next((m) => m.type === 'move' && m.result !== null, 30_000);
    expect(end.seq as number).toBeGreaterThan(10);
    const watchLate = await Client.connect(s.wsUrl);
    const w = await watchLate.hello(late.id);
    if (!seats(w)[0]?.zombie)
      await watchLate.next((m) => m.type === 'table' && seats(m)[0]?.zombie === true);
    // The bot's move for seat 0 came before or after this socket's welcome.
    if (!(w.history as Msg[]).some((h) => h.actor === 0)) {
      await watchLate.next((m) => m.type === 'move' && m.actor === 0, 10_000);
    }
    expect((await api(s.url, 'GET', `/api/v1/tables/${late.id}`)).body.seats[0].zombie).toBe(true);
    watch.close();
    watchLate.close();
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
