import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { BotPool, BotsBusy, type BotAsker } from '../../src/server/bots/pool.js';
import type { BotRequest } from '../../src/server/bots/decide.js';
import { botReplyTimes, fakeWorker, gatedWorker, openGate, postFrom } from './bot-helpers.js';
import { startTestApp } from './helpers.js';

// Bots that cannot take the server down: a decision has a time budget (past it, the fallback
// move, and the worker is replaced), a table of bots only yields to tables where people wait,
// every table gets its turn, and the queue is bounded.

const ask = (bot: string, n = 0): BotRequest => ({
  game: 'into-the-blue',
  bot,
  seat: 0,
  view: null,
  legal: [{ n }, { n: n + 1 }, { n: n + 2 }],
  seed: `s${n}`,
});

const table = (id: string, background = false, creator = id): BotAsker => ({
  table: id,
  background,
  creator,
});

describe('the bot pool', () => {
  it('replaces a decision past its budget by the fallback move and restarts the stuck worker', async () => {
    const pool = new BotPool({ size: 1, budgetMs: 300, startWorker: fakeWorker(0) });
    try {
      const t0 = performance.now();
      const move = await pool.decide(ask('stuck', 10), table('a'));
      expect(performance.now() - t0).toBeLessThan(5000);
      expect(ask('stuck', 10).legal).toContainEqual(move);
      expect(pool.timeouts).toBe(1);
      // The next decision runs on a fresh worker, within its budget.
      expect(await pool.decide(ask('quick', 20), table('a'))).toEqual({ n: 20 });
      // A worker that dies mid-decision: the fallback too, and a new worker.
      const after = await pool.decide(ask('crash', 30), table('b'));
      expect(ask('crash', 30).legal).toContainEqual(after);
      expect(await pool.decide(ask('quick', 40), table('b'))).toEqual({ n: 40 });
    } finally {
      await pool.close();
    }
  });

  it('serves tables where people wait first, and every table in turn', async () => {
    // No cap per address here: this is about the order alone, on one thread for all.
    const pool = new BotPool({
      size: 1,
      botsOnlySize: 0,
      budgetMs: 0,
      perCreator: 0,
      startWorker: fakeWorker(20),
    });
    try {
      const order: string[] = [];
      const asks: Promise<unknown>[] = [];
      const push = (name: string, asker: BotAsker) =>
        asks.push(pool.decide(ask('quick'), asker).then(() => order.push(name)));
      // A table of bots only asks ten times; then two tables with people ask three times each.
      for (let i = 0; i < 10; i++) push(`bots${i}`, table('bots', true));
      for (let i = 0; i < 3; i++) push(`b${i}`, table('b'));
      for (let i = 0; i < 3; i++) push(`c${i}`, table('c'));
      await Promise.all(asks);
      // The bots' first decision was already running; then people's tables, alternating.
      expect(order.slice(0, 7)).toEqual(['bots0', 'b0', 'c0', 'b1', 'c1', 'b2', 'c2']);
      expect(order.slice(7)).toEqual(Array.from({ length: 9 }, (_, i) => `bots${i + 1}`));
    } finally {
      await pool.close();
    }
  });

  it('never makes a person’s bot wait for a search of a table of bots only', async () => {
    // Issue 39: a decision under way runs to its end, and there was one thread for all. Here
    // the bots-only decisions are searches that go on until the test opens the gate.
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const pool = new BotPool({
      size: 1,
      botsOnlySize: 1,
      budgetMs: 0,
      perCreator: 0,
      startWorker: gatedWorker(gate),
    });
    try {
      const order: string[] = [];
      const botsOnly = [0, 1, 2].map((i) =>
        pool.decide(ask('held', i), table(`bots${i}`, true)).then(() => order.push(`bots${i}`)),
      );
      // Asked after all three: answered while the first still searches and the others wait.
      expect(await pool.decide(ask('quick', 7), table('person'))).toEqual({ n: 7 });
      order.push('person');
      expect(order).toEqual(['person']);
      // The people's thread, idle again, takes none of theirs.
      expect(pool.queued).toBe(2);
      expect(await pool.decide(ask('quick', 8), table('person'))).toEqual({ n: 8 });
      expect(pool.queued).toBe(2);
      openGate(gate);
      await Promise.all(botsOnly);
      expect(order).toEqual(['person', 'bots0', 'bots1', 'bots2']);
    } finally {
      openGate(gate);
      await pool.close();
    }
  });

  it('lends the bots-only thread to people when tables of bots only have nothing for it', async () => {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const pool = new BotPool({
      size: 1,
      botsOnlySize: 1,
      budgetMs: 0,
      perCreator: 0,
      startWorker: gatedWorker(gate),
    });
    try {
      // One person's search holds the people's thread; another person's bot is not kept waiting.
      const held = pool.decide(ask('held', 1), table('a'));
      let heldDone = false;
      void held.then(() => (heldDone = true));
      expect(await pool.decide(ask('quick', 5), table('b'))).toEqual({ n: 5 });
      expect(heldDone).toBe(false);
      openGate(gate);
      expect(await held).toEqual({ n: 1 });
    } finally {
      openGate(gate);
      await pool.close();
    }
  });

  it('refuses decisions beyond its queue', async () => {
    const pool = new BotPool({
      size: 1,
      botsOnlySize: 0,
      maxQueued: 3,
      startWorker: fakeWorker(50),
    });
    try {
      const asks = Array.from({ length: 4 }, (_, i) => pool.decide(ask('quick', i), table('a')));
      await expect(pool.decide(ask('quick'), table('a'))).rejects.toBeInstanceOf(BotsBusy);
      expect(pool.full()).toBe(true);
      await Promise.all(asks);
      expect(pool.full()).toBe(false);
    } finally {
      await pool.close();
    }
  });
});

describe('a flood of tables of bots', () => {
  it('leaves another table’s bot replying within its budget, and is refused past its limits', async () => {
    // Each decision takes 200 ms of a single bot thread. Eight tables of bots only, from four
    // addresses, would keep it busy for ever; in turn, ahead of them, a person's table. Its bot
    // waits for the decision under way at most, then decides: about 400 ms. In line behind the
    // eight, it would wait 1,600 ms more. The bound between leaves the test's own process (server
    // and client both) room to stall on a busy machine.
    const decisionMs = 200;
    const boundMs = 1_000;
    const app = await startTestApp({
      botThreads: 1,
      bots: { budgetMs: 5 * boundMs, startWorker: fakeWorker(decisionMs) },
      botTables: { perAddress: 2, total: 8 },
    });
    try {
      const botsOnly = {
        game: 'into-the-blue',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
        listed: false,
      };
      const outcomes: string[] = [];
      for (let a = 20; a < 25; a++) {
        for (let i = 0; i < 3; i++) {
          const r = await postFrom(`127.0.0.${a}`, app.url + '/api/v1/tables', botsOnly);
          outcomes.push(r.status === 201 ? 'created' : (r.body.error?.code ?? '?'));
        }
      }
      // Two playing at once per address, eight in all; beyond, refused with a reason.
      expect(outcomes.filter((o) => o === 'created').length).toBe(8);
      expect(outcomes.filter((o) => o === 'too-many-bot-tables').length).toBe(4);
      expect(outcomes.filter((o) => o === 'bots-busy').length).toBe(3);

      // A person's table with a bot: whenever the bot is to move, it moves well before the eight
      // tables' decisions could all have been made.
      const replies = await botReplyTimes(app, 5);
      expect(replies.length).toBeGreaterThan(0);
      for (const ms of replies) expect(ms).toBeLessThan(boundMs);
      expect(app.service.botTimeouts()).toBe(0);
    } finally {
      await app.stop();
    }
  }, 60_000);
});
