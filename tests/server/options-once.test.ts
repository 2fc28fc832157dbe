import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK } from '../../src/games/aquasphere/default-pack.js';
import { api, autoplay, Client, isPosition, type Msg, until, useTestApp } from './helpers.js';

/**
 * Options once per connection (issue 28, docs/protocol.md): a table's options (an AquaSphere
 * table's whole component pack, about 39 KB) travel in its summary (the `welcome`'s `table` and
 * every `table` message), never inside a view: not in `welcome`, `move` nor `moves`.
 */
const app = useTestApp();

/** A socket's messages as the bytes that came over the wire, by type. */
function countBytes(c: Client): Map<string, number[]> {
  const sizes = new Map<string, number[]>();
  c.ws.on('message', (data: Buffer) => {
    const type = (JSON.parse(data.toString()) as Msg).type;
    sizes.set(type, [...(sizes.get(type) ?? []), data.length]);
  });
  return sizes;
}

/** A socket's messages as they came over the wire (the Client adds the views it rebuilds). */
function wire(c: Client): Msg[] {
  const got: Msg[] = [];
  c.ws.on('message', (data: Buffer) => got.push(JSON.parse(data.toString()) as Msg));
  return got;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('options once per connection', () => {
  it('no view of an AquaSphere table carries its options; its summary does', async () => {
    const created = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'aquasphere',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      name: 'Ana',
      seat: 0,
    });
    expect(created.status).toBe(201);
    const id = created.body.table.id as string;
    const token = created.body.token as string;
    const options = created.body.table.options as Msg;
    expect(options.pack).toEqual(DEFAULT_PACK);

    // Seat 0 twice (`move` messages and `moves` batches), and a spectator of each kind.
    const seat = await Client.connect(app.wsUrl);
    const sizes = countBytes(seat);
    const raw = wire(seat);
    const welcome = await seat.hello(id, token, undefined, false);
    expect((welcome.table as Msg).options).toEqual(options);
    const batched = await Client.connect(app.wsUrl);
    await batched.hello(id, token, undefined, true);
    const spectator = await Client.connect(app.wsUrl);
    const spectatorRaw = wire(spectator);
    await spectator.hello(id);
    const batchSpectator = await Client.connect(app.wsUrl);
    await batchSpectator.hello(id, undefined, undefined, true);
    expect(await seat.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // The start is told in a `table` message, without the options: they came in the welcome.
    const started = await spectator.next(
      (m) => m.type === 'table' && (m.table as Msg).status === 'playing',
    );
    expect((started.table as Msg).options).toBeUndefined();

    autoplay(seat, 5);
    await until(() => seat.lastSeq() >= 40, 30_000, 'forty moves');
    // A welcome in the middle of the game: a full view, without the options.
    const late = await Client.connect(app.wsUrl);
    const lateWelcome = await late.hello(id, token, 10, true);
    expect(lateWelcome.view).not.toBeNull();
    expect((lateWelcome.table as Msg).options).toEqual(options);
    await until(() => batched.lastSeq() >= 40 && spectator.lastSeq() >= 40, 10_000, 'the others');

    const moves = sizes.get('move') ?? [];
    console.log(
      `AquaSphere, one seat's \`move\` messages: ${moves.length}, mean ${Math.round(mean(moves))} B, largest ${Math.max(...moves)} B; welcome ${sizes.get('welcome')?.[0]} B`,
    );
    const views = [seat, batched, spectator, batchSpectator, late].flatMap((c) =>
      c.received.filter((m) => isPosition(m) && m.view !== null),
    );
    const types = new Set(views.map((m) => m.type));
    expect([...types].sort()).toEqual(['move', 'moves', 'welcome']);
    for (const m of views) {
      expect(m.view).toBeTypeOf('object');
      expect([m.type, Object.keys(m.view as Msg).includes('options')]).toEqual([m.type, false]);
    }
    // On the wire, no `move` nor `table` message holds the options (or the pack's text): only
    // the welcome does, once per connection.
    const packJson = JSON.stringify(DEFAULT_PACK.sectors);
    for (const got of [raw, spectatorRaw]) {
      const told = got.filter((m) => m.type === 'move' || m.type === 'table');
      expect(told.filter((m) => m.type === 'table').length).toBeGreaterThan(0);
      expect(told.filter((m) => m.type === 'move').length).toBeGreaterThan(0);
      for (const m of told) {
        expect([m.type, JSON.stringify(m).includes(packJson)]).toEqual([m.type, false]);
        if (m.type === 'table') expect(m.table).not.toHaveProperty('options');
      }
      const welcomes = got.filter((m) => m.type === 'welcome');
      expect(welcomes.map((m) => JSON.stringify(m).includes(packJson))).toEqual([true]);
    }
    // Not even under another name: no view holds the pack's text.
    const packText = JSON.stringify(DEFAULT_PACK.sectors);
    for (const m of views) expect(JSON.stringify(m.view).includes(packText)).toBe(false);
    // A view with its options put back is the game's whole view (what version 1 sent).
    expect(mean(moves)).toBeLessThan(JSON.stringify(options).length);
    for (const c of [seat, batched, spectator, batchSpectator, late]) c.close();
  }, 60_000);
});
