import { describe, expect, it } from 'vitest';
import {
  awaited,
  backAt,
  benAtTable,
  env,
  handTurnTo,
  moveAwaited,
  onOwnApp,
  since,
  useEmailServer,
} from './email-harness.js';
import { until } from './helpers.js';

/** E-mail across a stop and a restart: nothing mailed twice within the hour, nothing lost. */
useEmailServer();

describe('e-mail at a restart', () => {
  it('a restart does not mail a table again within the hour: the send is kept in storage', async () => {
    await onOwnApp(async (own) => {
      await own.start();
      const { id, c, tokens, from } = await benAtTable('ben.restart@example.org');
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
      // "Started", and Ben's first turn: each kind has its own hour.
      if (!awaited(c[0]).includes(1)) await handTurnTo(c, 1);
      expect((await since(from)).map((m) => m.subject)).toEqual([
        'The game has started · Fathom',
        'Your turn · Fathom',
      ]);
      c.forEach((x) => x.close());
      await own.close();
      await own.start();
      const again = await backAt(id, tokens);
      await moveAwaited(again);
      await handTurnTo(again, 1);
      // The restarted server knows the turn was mailed this hour: held for a digest, not sent.
      expect(await since(from + 2)).toEqual([]);
      expect(env.app.email!.sender.counts.held).toBeGreaterThan(0);
      again.forEach((x) => x.close());
    });
  }, 60_000);

  it('a graceful shutdown waits for a mail being sent: it arrives before the server has closed', async () => {
    await onOwnApp(async (own) => {
      await own.start();
      const { c, from } = await benAtTable('ben.drain@example.org');
      const asked = env.smtp.recipients();
      // A slow mail server: the start's mail to Ben is under way when the server is told to stop.
      env.smtp.stall.ms = 500;
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => env.smtp.recipients() > asked, 5000, 'the mail under way');
      c.forEach((x) => x.close());
      await own.close();
      // (Ben's first turn may be mailed too, if the start handed it to him.)
      expect(env.smtp.mails.slice(from).map((m) => [m.to[0], m.subject])).toContainEqual([
        'ben.drain@example.org',
        'The game has started · Fathom',
      ]);
      expect(env.app.email!.sender.counts.unsent).toBe(0);
    });
  }, 60_000);

  it('a mail the SMTP server holds past the drain at shutdown is given up, its hour released: the restart mails the table’s next event', async () => {
    await onOwnApp(async (own) => {
      await own.start({ drainMs: 300 });
      const { id, c, tokens, from } = await benAtTable('ben.cut@example.org');
      const [asked, sent] = [env.smtp.recipients(), env.app.email!.sender.counts.sent];
      // Held far past the drain: the start's mail is cut short.
      env.smtp.stall.ms = 5_000;
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await until(() => awaited(c[0]).length > 0, 5000, 'the first turn');
      await until(() => env.smtp.recipients() > asked, 5000, 'the mail under way');
      c.forEach((x) => x.close());
      await own.close();
      // The start's mail, and Ben's first turn's if chance gave him the first turn: both cut short.
      const benFirst = awaited(c[0]).includes(1);
      expect(env.app.email!.sender.counts.unsent).toBe(benFirst ? 2 : 1);
      expect(env.app.email!.sender.counts.sent).toBe(sent);
      env.smtp.stall.ms = 0;
      await own.start();
      const again = await backAt(id, tokens);
      await handTurnTo(again, 1);
      // Not held back by the hour of a mail never sent (nor is the one cut short sent late).
      expect((await since(from)).map((m) => [m.to[0], m.subject])).toEqual([
        ['ben.cut@example.org', 'Your turn · Fathom'],
      ]);
      again.forEach((x) => x.close());
    });
  }, 60_000);
});
