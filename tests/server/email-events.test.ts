import { describe, expect, it } from 'vitest';
import type { Mail } from './smtp-receiver.js';
import {
  awaited,
  env,
  expectMail,
  moveAwaited,
  onOwnApp,
  signUp,
  since,
  table,
  useEmailServer,
  verified,
} from './email-harness.js';
import { api, until } from './helpers.js';

/** The other events' mails ("your turn" is email.test.ts's): who gets them, in which words. */
useEmailServer();

describe('e-mail for the end, a rematch, the time running low', () => {
  it('mails "ended" to whoever did not make the last move and "rematch" to the one offered it, each in their language, in exactly these words', async () => {
    const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
    const people = [
      { ...ana, address: 'ana.end@example.org', lang: 'es' as const },
      { ...ben, address: 'ben.end@example.org', lang: 'fr' as const },
    ];
    const { id, c, tokens } = await table(ana, ben, 'into-the-blue', { kind: 'none' });
    // The addresses are verified once the game is on: "started" (one mail per table and hour,
    // email.test.ts) would otherwise hold back the end's mail to Ben.
    expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (const p of people) await verified(p.s, p.address, p.lang);
    const from = env.smtp.mails.length;
    let last = -1;
    for (let i = 0; i < 2000 && !c[0].latest()?.result; i++) last = await moveAwaited(c);
    await until(() => c.every((x) => x.latest()?.result), 5000, 'the end');
    // Without a clock, no turn is mailed: the end only, to the one who did not end it.
    const other = 1 - last;
    // The end is told after the result is stored, which may be after the sockets hear of it.
    await until(() => env.smtp.mails.length > from, 10_000, 'the end’s mail');
    const ended = await since(from);
    expect(ended).toHaveLength(1);
    expectMail(ended[0]!, people[other]!, 'ended', `/t/${id}`);
    // The one told asks for a rematch: the other (who ended it, so was not mailed about this
    // table this hour) is offered it, with the new table's link; asked twice, offered once.
    const mark = env.smtp.mails.length;
    const asked = await api(env.app.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[other]);
    expect(asked.status).toBe(201);
    await api(env.app.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[last]);
    await until(() => env.smtp.mails.length > mark, 10_000, 'the offer’s mail');
    const offered = await since(mark);
    expect(offered).toHaveLength(1);
    expectMail(
      offered[0]!,
      people[last]!,
      'rematch',
      asked.body.link as string,
      people[other]!.name,
    );
    c.forEach((x) => x.close());
  }, 60_000);

  it('mails "time low" to the player awaited only, in their language, in exactly these words', async () => {
    await onOwnApp(async (own) => {
      // Six seconds a move: a quarter is left after 4.5 s, when the mails at the start are more
      // than the period (here 1 s, an hour in service) behind.
      await own.start({ periodMs: 1000 });
      const [ana, ben] = [await signUp('Ana'), await signUp('Ben')];
      const people = [
        { ...ana, address: 'ana.low@example.org', lang: 'es' as const },
        { ...ben, address: 'ben.low@example.org', lang: 'fr' as const },
      ];
      for (const p of people) await verified(p.s, p.address, p.lang);
      const { id, c } = await table(ana, ben, 'into-the-blue', { kind: 'async', perMoveMs: 6000 });
      const from = env.smtp.mails.length;
      expect(await c[0].request({ type: 'start' })).toMatchObject({ type: 'ack' });
      const low = (m: Mail) =>
        ['Se acaba el tiempo · Fathom', 'Le temps presse · Fathom'].includes(m.subject);
      await until(() => env.smtp.mails.slice(from).some(low), 15_000, 'the time-low mail');
      // Nobody has moved: the seats awaited are those of the turn whose time runs low.
      const seats = awaited(c[0]);
      const lows = (await since(from)).filter(low);
      expect(lows).toHaveLength(1);
      const to = people.findIndex((p) => p.address === lows[0]!.to[0]);
      expect(seats).toContain(to);
      expectMail(lows[0]!, people[to]!, 'time-low', `/t/${id}`);
      c.forEach((x) => x.close());
    });
  }, 60_000);
});
