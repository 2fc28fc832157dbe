import { describe, expect, it } from 'vitest';
import {
  api,
  autoplay,
  Client,
  isPosition,
  type Msg,
  seatedTable,
  until,
  useTestApp,
} from './helpers.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';

const app = useTestApp();

// The moves as batches (`moves`), and patches and `resync`: beside protocol.test.ts.

describe('batches (`moves`)', () => {
  it('tell the same moves and positions as `move` messages, one message per durable write', async () => {
    // Every viewer twice over: seat 0 and a spectator each have a socket of each kind; the
    // game is played from the `move` sockets, with a bot in seat 2 and a clock running.
    const created = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      timeControl: { kind: 'live', initialMs: 600_000, incrementMs: 0 },
      name: 'Ana',
      seat: 0,
    });
    const id = created.body.table.id as string;
    const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, { name: 'Bea' });
    const tokens = [created.body.token as string, joined.body.token as string];
    const c0 = await Client.connect(app.wsUrl);
    await c0.hello(id, tokens[0]);
    const c1 = await Client.connect(app.wsUrl);
    await c1.hello(id, tokens[1], undefined, false);
    const b0 = await Client.connect(app.wsUrl);
    expect(await b0.hello(id, tokens[0], undefined, true)).toMatchObject({
      type: 'welcome',
      you: { seat: 0 },
    });
    const spectator = await Client.connect(app.wsUrl);
    await spectator.hello(id);
    const batchSpectator = await Client.connect(app.wsUrl);
    await batchSpectator.hello(id, undefined, undefined, true);
    const wrong = await Client.connect(app.wsUrl);
    wrong.send({ type: 'hello', v: PROTOCOL_VERSION, table: id, batch: 'yes' });
    expect(await wrong.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-request' });
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(c0, 3);
    autoplay(c1, 4);
    const endOf = (c: Client) =>
      c.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished', 60_000);
    await Promise.all([c0, b0, spectator, batchSpectator].map(endOf));
    for (const [single, batched] of [
      [c0, b0],
      [spectator, batchSpectator],
    ] as const) {
      const moves = single.received.filter((m) => m.type === 'move');
      const batches = batched.received.filter((m) => m.type === 'moves');
      expect(batched.received.some((m) => m.type === 'move')).toBe(false);
      expect(single.received.some((m) => m.type === 'moves')).toBe(false);
      // The same moves, in order, each as its viewer may see it.
      const entries = batches.flatMap((b) => b.moves as Msg[]);
      expect(entries).toEqual(
        moves.map((m) => ({ seq: m.seq, actor: m.actor, move: m.move, log: m.log, at: m.at })),
      );
      expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
      // Each batch ends at the position the `move` message of its last move tells.
      for (const b of batches) {
        const last = (b.moves as Msg[])[(b.moves as Msg[]).length - 1] as Msg;
        expect(b.seq).toBe(last.seq);
        const same = moves.find((m) => m.seq === b.seq) as Msg;
        for (const key of ['toMove', 'legal', 'result'])
          expect([key, b[key]]).toEqual([key, same[key]]);
        // The view without its options, in both: they are the table's, in the summary every
        // client has.
        expect(b.view).toEqual(same.view);
        expect(b.view).not.toHaveProperty('options');
        // The running seat's time is told as of `at`, the moment the message was built.
        const told = (c: Msg) =>
          (c.remainingMs as number[]).map((r, seat) =>
            seat === c.running ? r + (c.at as number) : r,
          );
        expect((b.clock as Msg).running).toBe((same.clock as Msg).running);
        expect(told(b.clock as Msg)).toEqual(told(same.clock as Msg));
      }
      // A player's move and the roll it led to come in one message: fewer messages than moves.
      expect(batches.length).toBeLessThan(moves.length);
      expect(
        batches.some((b) => {
          const ms = b.moves as Msg[];
          return ms.length >= 2 && ms[0]?.actor !== 'chance' && ms[1]?.actor === 'chance';
        }),
      ).toBe(true);
    }
    // A batch socket reconnects like any other: the welcome brings what it missed.
    const back = await Client.connect(app.wsUrl);
    const w = await back.hello(id, tokens[0], 5, true);
    expect((w.history as Msg[])[0]?.seq).toBe(6);
    expect(w.seq).toBe(c0.lastSeq());
    for (const c of [c0, c1, b0, spectator, batchSpectator, wrong, back]) c.close();
  }, 90_000);
});

describe('patches and resync', () => {
  it('a `resync` brings the whole view again, from which the next patches apply', async () => {
    const { id, tokens, clients } = await seatedTable(app, 'into-the-blue', 2);
    const [c0, c1] = clients as [Client, Client];
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(c0, 3);
    autoplay(c1, 4);
    const watcher = await Client.connect(app.wsUrl);
    await watcher.hello(id, tokens[1], undefined, true);
    await until(() => watcher.lastSeq() >= 6, 20_000, 'six moves');
    const seen = watcher.lastSeq();
    // Asked again (as after a patch that did not fit): the moves after `lastSeq`, the whole view.
    const from = watcher.received.length;
    expect(await watcher.request({ type: 'resync', lastSeq: 2 })).toMatchObject({ type: 'ack' });
    const again = watcher.received.slice(from).find((m) => m.type === 'welcome') as Msg | undefined;
    expect(again).toBeDefined();
    const head = again?.seq as number;
    expect(head).toBeGreaterThanOrEqual(seen);
    expect((again?.history as Msg[])[0]?.seq).toBe(3);
    expect((again?.history as Msg[]).at(-1)?.seq).toBe(head);
    // The view it brings is the one the patches had built (the Client rebuilds them and fails
    // on a patch that does not start from the view it holds), and the next patches apply to it.
    const before = watcher.received.slice(0, from).reverse().find(isPosition);
    if (before?.seq === head) expect(again?.view).toEqual(before.view);
    await until(() => watcher.lastSeq() >= head + 4, 20_000, 'four more moves');
    const after = watcher.received.filter((m) => m.type === 'moves' && (m.seq as number) > head);
    expect(after.length).toBeGreaterThan(0);
    // A `resync` before `hello` is refused like any other action.
    const lone = await Client.connect(app.wsUrl);
    expect(await lone.request({ type: 'resync' })).toMatchObject({
      code: 'bad-request',
      params: { reason: 'hello-first' },
    });
    for (const c of [c0, c1, watcher, lone]) c.close();
  }, 60_000);
});
