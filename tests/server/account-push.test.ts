import { describe, expect, it } from 'vitest';
import { Client, until } from './helpers.js';
import { call, fresh, signIn, signUp } from './account-calls.js';
import { subscription, usePushApp } from './push-service.js';

// "Notify me on this device" on every signed-in device of a seat's account (issue 40): the
// account's session stands for the seat's token, and a page of the account that is open and
// visible holds the notifications back as the token's page does.

const { app, push } = usePushApp({ allowHttp: true, allowPrivate: true });

const pushCall = (method: string, id: string, body: unknown, session?: string, token?: string) =>
  call(app, method, `/api/v1/tables/${id}/push`, body, {
    ...(session ? { session } : {}),
    ...(token ? { token } : {}),
  });

/** Plays one legal move for whoever is awaited (from what their socket was told); their seat. */
async function moveAwaited(c: readonly Client[]): Promise<number> {
  const hasLegal = (x: Client) => ((x.latest()?.legal as unknown[] | undefined) ?? []).length > 0;
  const same = () => c.every((x) => x.lastSeq() === c[0]?.lastSeq());
  await until(() => same() && c.some(hasLegal), 5000, 'a player awaited');
  const seat = c.findIndex(hasLegal);
  const who = c[seat] as Client;
  const legal = who.latest()?.legal as unknown[];
  expect(await who.request({ type: 'move', seq: who.lastSeq(), move: legal[0] })).toMatchObject({
    type: 'ack',
  });
  return seat;
}

const awaitedSeats = (x: Client) =>
  ((x.latest()?.toMove as unknown[]) ?? []).filter((s) => typeof s === 'number');

describe('push for a signed-in account', () => {
  it('notifies a device of the account that holds no token, until one of its pages is seen', async () => {
    const ana = fresh('Ana');
    const laptop = (await signUp(app, ana)).cookie as string;
    const phone = (await signIn(app, ana, 'correct horse')).cookie as string;
    const stranger = (await signUp(app, fresh('Zed'))).cookie as string;
    const made = await call(
      app,
      'POST',
      '/api/v1/tables',
      {
        game: 'into-the-blue',
        options: { startPlayer: 'seating' },
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seat: 0,
        timeControl: { kind: 'async', perMoveMs: 3_600_000 },
      },
      { session: laptop },
    );
    const id = made.body.table.id as string;
    const ben = await call(app, 'POST', `/api/v1/tables/${id}/join`, { name: 'Ben' });
    const d = push.device(`account-${id}`);
    // Neither a token nor a session; another account's session: no seat to notify for.
    expect((await pushCall('POST', id, subscription(d))).body.error.code).toBe('not-seated');
    expect((await pushCall('POST', id, subscription(d), stranger)).body.error.code).toBe(
      'not-seated',
    );
    expect(await pushCall('POST', id, subscription(d), phone)).toMatchObject({
      status: 201,
      body: { seat: 0 },
    });

    // Ana's first move, then Ben's: Ana's phone is told it is her turn.
    const a = await Client.connect(app.wsUrl, {
      cookie: `fathom_session=${laptop}`,
      origin: app.url,
    });
    const b = await Client.connect(app.wsUrl);
    expect(await a.hello(id)).toMatchObject({ you: { seat: 0 } });
    expect(await b.hello(id, ben.body.token as string)).toMatchObject({ you: { seat: 1 } });
    expect(await a.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const c = [a, b] as const;
    const turnsFor = () => push.received.filter((r) => r.device === d.name).length;
    /** Moves until Ben's move hands the turn to Ana (both sockets caught up). */
    const benHandsOver = async () => {
      for (let i = 0; i < 200; i++) {
        const seat = await moveAwaited(c);
        await until(() => a.lastSeq() === b.lastSeq(), 5000, 'both caught up');
        if (seat === 1 && awaitedSeats(a).includes(0)) return;
      }
      throw new Error('Ben never handed the turn over');
    };
    await benHandsOver();
    await app.push.idle();
    await until(() => turnsFor() > 0, 5000, 'a push to the phone');

    // The laptop's page (signed in, no token) says it is seen: nothing is pushed meanwhile.
    a.send({ type: 'visible', visible: true });
    const seen = turnsFor();
    await benHandsOver();
    await app.push.idle();
    expect(turnsFor()).toBe(seen);

    expect((await pushCall('DELETE', id, { endpoint: d.endpoint }, phone)).status).toBe(200);
    a.close();
    b.close();
  });
});
