import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, pageCall, until, usePostgres, useTestApp, type TestApp } from './helpers.js';
import { startPushService, subscription, type PushService } from './push-service.js';
import { startSmtp, type SmtpReceiver } from './smtp-receiver.js';

// Issue 40: "visible" on any of a person's devices, whichever instance holds its socket. Two
// instances over one PostgreSQL, with a real push service and a real SMTP exchange: Ana's page,
// on instance one, shows the table; Bea's move that hands Ana the turn is written by instance two,
// which sends Ana neither a push nor a mail. Once the page is hidden, the next turn does.

const pg = usePostgres();
let push: PushService;
let smtp: SmtpReceiver;
beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
  await push?.close();
});
const options = () => ({
  databaseUrl: pg.url,
  push: { allowHttp: true, allowPrivate: true },
  email: {
    settings: { smtpUrl: smtp.url, publicUrl: 'https://fathom.test', from: 'F <f@fathom.test>' },
  },
});
const one = useTestApp(options);
const two = useTestApp(options);
beforeAll(async () => {
  push.publicKey = (await pageCall(one, 'GET', '/api/v1/push')).body.publicKey as string;
});

async function signUp(app: TestApp, name: string) {
  const r = await pageCall(app, 'POST', '/api/v1/account/signup', {
    name: `${name}${Date.now().toString(36).slice(-5)}`,
    password: 'correct horse',
  });
  expect(r.status).toBe(201);
  return { id: r.body.account.id as string, s: r.cookie as string };
}

const legal = (c: Client) => (c.latest()?.legal as unknown[] | undefined) ?? [];
const toMove = (c: Client) =>
  ((c.latest()?.toMove as unknown[] | undefined) ?? []).filter((a) => typeof a === 'number');

/** Moves for whoever of `mover`'s seat is awaited until `seat` is awaited instead. */
async function playUntil(mover: Client, watcher: Client, seat: number) {
  for (let i = 0; i < 60 && !toMove(watcher).includes(seat); i++) {
    await until(() => legal(mover).length > 0, 10_000, 'a move to make');
    const seq = mover.lastSeq();
    expect(await mover.request({ type: 'move', seq, move: legal(mover)[0] })).toMatchObject({
      type: 'ack',
    });
    await until(() => watcher.lastSeq() === mover.lastSeq(), 10_000, 'the move, elsewhere');
  }
  expect(toMove(watcher)).toContain(seat);
}

describe('a table visible on another instance', () => {
  it('silences the turn notices of the instance writing the move, until the page is hidden', async () => {
    const [ana, bea] = [await signUp(one, 'Ana'), await signUp(two, 'Bea')];
    // Ana's address, confirmed: she is mailed her turns.
    const address = `ana${Date.now()}@example.org`;
    const added = await pageCall(
      one,
      'POST',
      '/api/v1/account/email',
      { address, lang: 'en' },
      ana.s,
    );
    expect(added.status).toBe(200);
    await until(() => smtp.mails.some((m) => m.to.includes(address)), 10_000, 'the link');
    const link = smtp.mails.find((m) => m.to.includes(address))!;
    const token = /email-token=([\w-]+)/.exec(link.text)![1];
    expect((await pageCall(one, 'POST', '/api/v1/account/email/verify', { token })).status).toBe(
      200,
    );
    const created = await pageCall(
      one,
      'POST',
      '/api/v1/tables',
      {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seat: 0,
        timeControl: { kind: 'async', perMoveMs: 3_600_000 },
        options: { startPlayer: 'seating' },
      },
      ana.s,
    );
    expect(created.status).toBe(201);
    const id = created.body.table.id as string;
    expect(
      (await pageCall(two, 'POST', `/api/v1/tables/${id}/join`, { name: 'x' }, bea.s)).status,
    ).toBe(200);
    // Ana's phone is notified (by her account).
    const phone = push.device(`ana-phone-${id}`);
    const sub = await pageCall(
      one,
      'POST',
      `/api/v1/tables/${id}/push`,
      subscription(phone),
      ana.s,
    );
    expect(sub.status).toBe(201);

    const a = await Client.connect(one.wsUrl, {
      origin: one.url,
      cookie: `fathom_session=${ana.s}`,
    });
    const b = await Client.connect(two.wsUrl, {
      origin: two.url,
      cookie: `fathom_session=${bea.s}`,
    });
    expect(await a.hello(id)).toMatchObject({ you: { seat: 0 } });
    expect(await b.hello(id)).toMatchObject({ you: { seat: 1 } });
    expect(await a.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => b.lastSeq() === a.lastSeq() && toMove(b).length > 0, 10_000, 'the start');
    await playUntil(a, b, 1);

    // Ana's page shows the table, on instance one; instance two knows it.
    a.send({ type: 'visible', visible: true });
    const seen = () => two.storage.visible!.seen(id, 0, Date.now());
    await expect.poll(seen, { timeout: 10_000 }).toBe(true);
    // (What the start told Ana has left.)
    await settle();
    const [pushes, mails, held] = [push.received.length, smtp.mails.length, heldOf(two)];
    await playUntil(b, a, 0);
    await settle();
    const toPhone = () => push.received.slice(pushes).filter((r) => r.device === phone.name);
    expect(toPhone()).toEqual([]);
    expect(smtp.mails.slice(mails).filter((m) => m.to.includes(address))).toEqual([]);
    expect(heldOf(two)).toBe(held);
    // The digest asks too: nothing awaits Ana while she looks.
    expect(await two.service.accountSeats.awaits(ana.id, id, 0)).toBeNull();

    // Hidden: the next turn Bea hands her, written on instance two, is told.
    a.send({ type: 'visible', visible: false });
    await expect.poll(seen, { timeout: 10_000 }).toBe(false);
    await playUntil(a, b, 1);
    await playUntil(b, a, 0);
    await until(
      () => toPhone().some((r) => r.payload.tag === `${id}:turn`),
      10_000,
      'the turn on Ana’s phone',
    );
    // By mail, at once or held for the digest (a second turn mail within the hour).
    await settle();
    const mailed = smtp.mails.slice(mails).some((m) => m.to.includes(address));
    expect(mailed || heldOf(two) > held).toBe(true);
    a.close();
    b.close();
  }, 120_000);
});

const heldOf = (app: TestApp) => app.email!.sender.counts.held;

async function settle() {
  await new Promise((r) => setImmediate(r));
  for (const app of [one, two]) {
    await app.push.idle();
    await app.email!.sender.idle();
  }
}
