import { describe, expect, it } from 'vitest';
import {
  awaited,
  env,
  handTurnTo,
  moveAwaited,
  PUBLIC,
  signUp,
  since,
  table,
  useEmailServer,
  verified,
} from './email-harness.js';
import { usePostgres, until } from './helpers.js';

// Issue 40: a turn's mail is never dropped. The first turn at a table is mailed at once; a turn
// held back by the table's hour is kept, and mailed later in one digest with every table still
// awaiting the player, unless the player answered meanwhile. "Started" no longer holds back the
// first turn. Over SQLite and PostgreSQL (the holds are stored: a restart or another instance
// sends them).

/**
 * The digests run when the test says, as if this much later (15 minutes in service): the test
 * never races the sender's own timer, however slowly the machine plays the tables.
 */
const LATER = 16 * 60_000;

for (const engine of ['sqlite', 'postgres'] as const) {
  describe(`turn mails held back for a digest (${engine})`, () => {
    const pg = engine === 'postgres' ? usePostgres() : null;
    useEmailServer({ digestCheckMs: 3_600_000 }, () => (pg ? { databaseUrl: pg.url } : {}));

    it('mails "started" and the first turn both; a turn held back comes in a digest while still awaited', async () => {
      const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
      await verified(ben.s, `ben.${engine}@example.org`, 'en');
      const first = await table(ana, ben);
      const second = await table(ana, ben);
      const from = env.smtp.mails.length;
      for (const t of [first, second]) {
        expect(await t.c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
        await until(() => awaited(t.c[0]).length > 0, 5000, 'the first turn');
      }
      // Each table: Ben's turn comes twice; the second within the hour is held, not mailed.
      for (const t of [first, second]) {
        if (!awaited(t.c[0]).includes(1)) await handTurnTo(t.c, 1);
        await moveAwaited(t.c);
        await handTurnTo(t.c, 1);
      }
      const mails = await since(from);
      const subjects = mails.map((m) => m.subject).sort();
      // Started at two tables, and each table's first turn: nothing silenced by another kind.
      expect(subjects.filter((s) => s.startsWith('The game has started'))).toHaveLength(2);
      expect(subjects.filter((s) => s.startsWith('Your turn ·'))).toHaveLength(2);
      expect(env.app.email!.sender.counts.held).toBeGreaterThanOrEqual(2);
      // Ben does not answer: a quarter of an hour later, one digest names both tables.
      const mark = env.smtp.mails.length;
      await env.app.email!.sender.digests(Date.now() + LATER);
      expect((await since(mark)).map((m) => m.subject)).toEqual(['Your turn at 2 tables · Fathom']);
      const digest = env.smtp.mails.slice(from).find((m) => m.subject.includes('2 tables'))!;
      expect(digest.to).toEqual([`ben.${engine}@example.org`]);
      expect(digest.subject).toBe('Your turn at 2 tables · Fathom');
      expect(digest.text).toContain('It is your turn at these 2 tables:');
      expect(digest.text).toContain(`- Survive: Escape from Atlantis!: ${PUBLIC}/t/${first.id}`);
      expect(digest.text).toContain(`- Survive: Escape from Atlantis!: ${PUBLIC}/t/${second.id}`);
      expect(digest.headers['list-unsubscribe']).toMatch(/unsubscribe\?t=/);
      for (const t of [first, second]) t.c.forEach((x) => x.close());
    });

    it('sends no digest for a turn answered before it was due', async () => {
      const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
      await verified(ben.s, `ben2.${engine}@example.org`, 'en');
      const t = await table(ana, ben);
      expect(await t.c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => awaited(t.c[0]).length > 0, 5000, 'the first turn');
      if (!awaited(t.c[0]).includes(1)) await handTurnTo(t.c, 1);
      await moveAwaited(t.c);
      await handTurnTo(t.c, 1);
      const heldBefore = env.app.email!.sender.counts.held;
      expect(heldBefore).toBeGreaterThan(0);
      // Ben plays his turn, and Ana's answer does not hand it back yet.
      while (awaited(t.c[0]).includes(1)) await moveAwaited(t.c);
      // The first turn's mail has gone (sent in the background).
      await since(0);
      const mark = env.smtp.mails.length;
      const digests = env.app.email!.sender.counts.digests;
      // Due and taken, it mails nothing: the turn was played.
      await env.app.email!.sender.digests(Date.now() + LATER);
      expect(await env.app.storage.email.heldDue(Date.now() + LATER, 100)).not.toContain(ben.id);
      await since(mark);
      expect(env.app.email!.sender.counts.digests).toBe(digests);
      expect(
        env.smtp.mails.slice(mark).filter((m) => m.to.includes(`ben2.${engine}@example.org`)),
      ).toEqual([]);
      t.c.forEach((x) => x.close());
    });
  });
}
