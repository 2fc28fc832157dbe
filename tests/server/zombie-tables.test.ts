import { describe, expect, it } from 'vitest';
import { BotPool, BotsBusy, type BotAsker } from '../../src/server/bots/pool.js';
import type { BotRequest } from '../../src/server/bots/decide.js';
import { botReplyTimes, fakeWorker, postFrom } from './bot-helpers.js';
import { api, Client, startTestApp, type TestApp } from './helpers.js';

// A table whose people all left is a table of bots only, whatever it was created as: it yields to
// tables where people wait, counts against the limits on tables of bots only, and the decisions
// of one address's tables are capped (issue 32: thirty such tables from one address took another
// table's bot from 16 ms to no reply).

const BOTS_THEN_PERSON = {
  game: 'into-the-blue',
  // The person sits last: they leave while the bots play, not in the middle of their own turn.
  seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }, { kind: 'human' }],
  name: 'Zed',
  seat: 2,
  listed: false,
  // Seat 1 starts (not drawn): the person's turn comes last.
  options: { startPlayer: 'seating' },
};

/** A table created from `from` by a person who starts it and leaves: bots play every seat. */
async function leftByItsPerson(app: TestApp, from: string): Promise<string> {
  const created = await postFrom(from, app.url + '/api/v1/tables', BOTS_THEN_PERSON);
  expect(created.status).toBe(201);
  const id = created.body.table.id as string;
  const c = await Client.connect(app.wsUrl);
  try {
    expect((await c.hello(id, created.body.token as string)).type).toBe('welcome');
    expect((await c.request({ type: 'start' })).type).toBe('ack');
    expect((await c.request({ type: 'leave' })).type).toBe('ack');
  } finally {
    c.close();
  }
  return id;
}

const seqOf = async (app: TestApp, id: string) =>
  (await api(app.url, 'GET', `/api/v1/tables/${id}`)).body as { seq: number; status: string };

describe('tables whose people left', () => {
  // As in bots.test.ts's flood: each decision takes 200 ms of the single bot thread. A fair line
  // makes the person's bot wait for the decision under way, then decide: about 400 ms. Behind
  // thirty tables taking turns with it, it would wait about 6,000 ms. The bound between leaves
  // room for a busy machine.
  const decisionMs = 200;
  const boundMs = 1_000;
  it.each([
    ['with the default limits', {}, {}],
    // Their priority alone: no limit of tables of bots only, nor of decisions per address.
    ['with no limits, by their priority alone', { perAddress: 0, total: 0 }, { perCreator: 0 }],
  ])(
    'thirty from one address leave another table’s bot replying, %s',
    async (_, botTables, bots) => {
      const app = await startTestApp({
        botThreads: 1,
        bots: { budgetMs: 5 * boundMs, startWorker: fakeWorker(decisionMs), ...bots },
        botTables,
      });
      try {
        const zombies: string[] = [];
        for (let i = 0; i < 30; i++) zombies.push(await leftByItsPerson(app, '127.0.0.30'));
        const replies = await botReplyTimes(app, 5);
        expect(replies.length).toBeGreaterThan(0);
        for (const ms of replies) expect(ms).toBeLessThan(boundMs);
        // The thirty are still playing: they were slowed, not ended.
        for (const id of zombies.slice(0, 3)) expect((await seqOf(app, id)).status).toBe('playing');
        expect(app.service.botTimeouts()).toBe(0);
      } finally {
        await app.stop();
      }
    },
    90_000,
  );

  it('count against the limits on tables of bots only, and wait beyond them', async () => {
    // Bots decide inline here (no worker threads under the test runner): fast, one at a time.
    const app = await startTestApp({ botTables: { perAddress: 1, total: 16 } });
    try {
      const first = await leftByItsPerson(app, '127.0.0.31');
      const { seq: left } = await seqOf(app, first);
      // Its bots decided since its person left: it counts as the address's table of bots only.
      await eventually(async () => (await seqOf(app, first)).seq >= left + 5);
      const refused = await postFrom('127.0.0.31', app.url + '/api/v1/tables', {
        game: 'into-the-blue',
        seats: BOTS_THEN_PERSON.seats.map(() => ({ kind: 'bot', bot: 'random' })),
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('too-many-bot-tables');
      // A second table left by its person waits, its bots idle, while the first plays on (a
      // decision asked before its person left may land meanwhile; then nothing).
      const second = await leftByItsPerson(app, '127.0.0.31');
      const { seq: from } = await seqOf(app, first);
      await eventually(async () => (await seqOf(app, first)).seq >= from + 10);
      const idle = await seqOf(app, second);
      await eventually(async () => {
        const f = await seqOf(app, first);
        return f.seq >= from + 40 || f.status !== 'playing';
      });
      expect(await seqOf(app, second)).toEqual(idle);
      // Once the first ends, the second has room and plays.
      await eventually(async () => (await seqOf(app, first)).status === 'finished');
      await eventually(async () => (await seqOf(app, second)).seq > idle.seq);
    } finally {
      await app.stop();
    }
  }, 60_000);
});

/** Waits until `cond` holds (asked every 20 ms, for 30 s at most). */
async function eventually(cond: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ask = (n: number): BotRequest => ({
  game: 'into-the-blue',
  bot: 'quick',
  seat: 0,
  view: null,
  legal: [{ n }],
  seed: `s${n}`,
});
const by = (creator: string, table = creator): BotAsker => ({
  table,
  background: false,
  creator,
});

describe('the bot pool’s cap per address', () => {
  it('refuses a creator’s decisions beyond its cap, waiting and running alike, and only theirs', async () => {
    const pool = new BotPool({
      size: 1,
      budgetMs: 300,
      perCreator: 2,
      startWorker: fakeWorker(50),
    });
    try {
      const mine = [pool.decide(ask(1), by('x', 'a')), pool.decide(ask(2), by('x', 'b'))];
      expect(pool.busyFor('x')).toBe(2);
      await expect(pool.decide(ask(3), by('x', 'c'))).rejects.toBeInstanceOf(BotsBusy);
      // Another address is not held up by x's.
      const theirs = pool.decide(ask(4), by('y'));
      expect(await Promise.all(mine)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await theirs).toEqual({ n: 4 });
      expect(pool.busyFor('x')).toBe(0);
      // Places come back whatever ended the decision: a fallback past the budget too.
      const stuck = pool.decide({ ...ask(5), bot: 'stuck' }, by('x'));
      const next = pool.decide(ask(6), by('x'));
      await expect(pool.decide(ask(7), by('x'))).rejects.toBeInstanceOf(BotsBusy);
      expect(await stuck).toEqual({ n: 5 });
      expect(await next).toEqual({ n: 6 });
      expect(pool.busyFor('x')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
