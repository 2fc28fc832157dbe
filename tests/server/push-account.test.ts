import { describe, expect, it } from 'vitest';
import { api, Client, pageCall, until } from './helpers.js';
import { subscription, usePushApp } from './push-service.js';

// Issue 40: notices per account, not per device. A device notified at one of an account's seats
// is told of every seat the account holds, at any table, now and later; an anonymous seat keeps
// its own devices only; a table open and visible on a page of the seat says nothing.

const { app, push } = usePushApp({ allowHttp: true, allowPrivate: true });

let n = 0;
async function signUp(name: string) {
  const r = await pageCall(app, 'POST', '/api/v1/account/signup', {
    name: `${name}${++n}`,
    password: 'x'.repeat(12),
  });
  expect(r.status).toBe(201);
  return { name: r.body.account.name as string, s: r.cookie as string };
}

/** A turn-based Into the Blue table: the account at seat 0, an anonymous player at seat 1. */
async function tableOf(account: { name: string; s: string }) {
  const created = await pageCall(
    app,
    'POST',
    '/api/v1/tables',
    {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seat: 0,
      name: account.name,
      timeControl: { kind: 'async', perMoveMs: 3_600_000 },
      options: { startPlayer: 'seating' },
    },
    account.s,
  );
  expect(created.status).toBe(201);
  const id = created.body.table.id as string;
  const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, {
    seat: 1,
    name: 'Guest',
  });
  expect(joined.status).toBe(200);
  return { id, tokens: [created.body.token as string, joined.body.token as string] as const };
}

const idle = async () => {
  await new Promise((r) => setImmediate(r));
  await app.push.idle();
};

describe('push notices per account', () => {
  it("a device notified at one of the account's seats is told of its turn at another table; an anonymous seat's device is not", async () => {
    const ana = await signUp('Ana');
    const first = await tableOf(ana);
    const second = await tableOf(ana);
    // Ana's phone is notified at her first table's seat only; the guest's laptop at the second's.
    const phone = push.device(`${ana.name}-phone`);
    const laptop = push.device(`guest-${ana.name}`);
    const subs = [
      await api(
        app.url,
        'POST',
        `/api/v1/tables/${first.id}/push`,
        subscription(phone),
        first.tokens[0],
      ),
      await api(
        app.url,
        'POST',
        `/api/v1/tables/${second.id}/push`,
        subscription(laptop),
        second.tokens[1],
      ),
    ];
    expect(subs.map((r) => r.status)).toEqual([201, 201]);
    // The second table starts (Ana's seat first), and its guest plays until Ana is awaited again.
    const [a, g] = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)];
    await a.hello(second.id, second.tokens[0]);
    await g.hello(second.id, second.tokens[1]);
    const from = push.received.length;
    expect(await a.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await idle();
    // Ana's turn at the second table reached the phone, notified at the first only.
    await until(
      () =>
        push.received
          .slice(from)
          .some((r) => r.device === phone.name && r.payload.url === `/t/${second.id}`),
      10_000,
      "Ana's turn on her phone",
    );
    const toPhone = push.received.slice(from).filter((r) => r.device === phone.name);
    // (She started it herself: not told it started.)
    expect(toPhone.map((r) => r.payload.tag)).toEqual([`${second.id}:turn`]);
    // The guest's laptop hears of the guest's seat only, never of Ana's.
    const toLaptop = push.received.slice(from).filter((r) => r.device === laptop.name);
    expect(toLaptop.every((r) => r.payload.url === `/t/${second.id}`)).toBe(true);
    expect(toLaptop.map((r) => r.payload.tag)).not.toContain(`${first.id}:started`);
    // With the table open and visible on one of her pages, Ana is not told of her turn.
    a.send({ type: 'visible', visible: true });
    const mark = push.received.length;
    const legal = () => (a.latest()?.legal as unknown[] | undefined) ?? [];
    // Ana plays her turn; the guest plays theirs; Ana is awaited again.
    for (let i = 0; i < 40; i++) {
      const mover =
        legal().length > 0 ? a : (g.latest()?.legal as unknown[] | undefined)?.length ? g : null;
      if (mover === null) {
        await until(
          () => legal().length > 0 || ((g.latest()?.legal as unknown[]) ?? []).length > 0,
          5000,
          'a turn',
        );
        continue;
      }
      const move = (mover.latest()?.legal as unknown[])[0];
      expect(await mover.request({ type: 'move', seq: mover.lastSeq(), move })).toMatchObject({
        type: 'ack',
      });
      await until(() => a.lastSeq() === g.lastSeq(), 5000, 'the move');
      if (mover === g && legal().length > 0) break;
    }
    await idle();
    expect(
      push.received
        .slice(mark)
        .filter((r) => r.device === phone.name && r.payload.tag === `${second.id}:turn`),
    ).toEqual([]);
    a.close();
    g.close();
  });
});
