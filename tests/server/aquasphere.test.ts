import { describe, expect, it } from 'vitest';
import { GAME_MAP } from '../../src/games/registry.js';
import { DEFAULT_PACK } from '../../src/games/aquasphere/default-pack.js';
import { messages } from '../../src/games/aquasphere/messages.js';
import type { AqView } from '../../src/games/aquasphere/index.js';
import { kernelMessages, loadReplay, translate } from '../../src/kernel/index.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { api, autoplay, Client, type Msg, until, useTestApp } from './helpers.js';

/**
 * AquaSphere through the real server (real SQLite, real WebSockets): tables of 2 and 4 players
 * with bots, played to the end from what the server sends, watched by a spectator, and exported
 * as a replay that the kernel replays.
 */

const app = useTestApp();

const messageOf = (code: string, params: Readonly<Record<string, string | number>>) =>
  translate([messages, kernelMessages, serverMessages], 'en', code, params);

type Seat = { kind: 'human' } | { kind: 'bot'; bot: string };

/** Creates an AquaSphere table: seat 0 is taken by its creator; other human seats are joined. */
async function table(seats: Seat[]) {
  const created = await api(app.url, 'POST', '/api/v1/tables', {
    game: 'aquasphere',
    seats,
    name: 'Ana',
    seat: 0,
  });
  expect(created.status).toBe(201);
  const id = created.body.table.id as string;
  const tokens = [created.body.token as string];
  for (const [seat, s] of seats.entries()) {
    if (seat === 0 || s.kind !== 'human') continue;
    const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, {
      seat,
      name: `Seat${seat}`,
    });
    expect(joined.status).toBe(200);
    tokens.push(joined.body.token as string);
  }
  const clients: Client[] = [];
  for (const token of tokens) {
    const c = await Client.connect(app.wsUrl);
    expect(await c.hello(id, token)).toMatchObject({ type: 'welcome' });
    clients.push(c);
  }
  const spectator = await Client.connect(app.wsUrl);
  expect(await spectator.hello(id)).toMatchObject({ type: 'welcome', you: null, view: null });
  return { id, clients, spectator };
}

const legalOf = (c: Client) => (c.latest()?.legal as unknown[] | undefined) ?? [];

/** The finished table's replay, replayed by the kernel: its result is the game's. */
async function checkReplay(id: string, result: unknown, moves: number) {
  const replay = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
  expect(replay.status).toBe(200);
  const loaded = loadReplay(replay.body, GAME_MAP);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problem));
  expect(loaded.value.game.id).toBe('aquasphere');
  expect(loaded.value.replay.moves).toHaveLength(moves);
  expect(loaded.value.result).toEqual(result);
  // A new table draws its start player and passes as the rulebook says (rules version 2).
  expect(loaded.value.options).toEqual({
    pack: DEFAULT_PACK,
    startPlayer: 'draw',
    passing: 'exit',
  });
}

/** Every socket saw every move once, in order; each view is its own viewer's. */
function checkViews(sockets: [Client, number | 'spectator'][], total: number) {
  for (const [c, viewer] of sockets) {
    const moves = c.received.filter((m) => m.type === 'move');
    expect(moves.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    for (const m of moves) expect((m.view as AqView).viewer).toBe(viewer);
  }
  // Nothing in AquaSphere is secret: every viewer sees the same position.
  const last = sockets.map(([c]) => {
    const { viewer: _viewer, ...rest } = c.latest()!.view as AqView;
    return rest;
  });
  for (const v of last) expect(v).toEqual(last[0]);
}

describe('AquaSphere on the server', () => {
  it('plays a 2-player table with a bot to the end: refused moves, spectator, replay', async () => {
    const { id, clients, spectator } = await table([
      { kind: 'human' },
      { kind: 'bot', bot: 'random' },
    ]);
    const c0 = clients[0]!;
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // Setup is chance only, drawn by the server; then seat 0 starts the first round.
    await until(() => legalOf(c0).length > 0, 10_000, 'seat 0 to move');
    const head = c0.lastSeq();
    const view = c0.latest()!.view as AqView;
    expect(view).toMatchObject({ viewer: 0, round: 1, phase: 'play', current: 0 });
    expect(view.station).toHaveLength(6);

    // A room no arrow leads to: the rules' own code and parameters, and nothing changes.
    const far = await c0.request({
      type: 'move',
      seq: head,
      move: { type: 'program', room: '3R' },
    });
    expect(far).toMatchObject({
      type: 'error',
      code: 'aq.program.no-arrow',
      params: { room: '3R' },
    });
    expect(messageOf(far.code as string, far.params as Record<string, string>)).toBe(
      "No arrow leads from your engineer's room to room 3R.",
    );
    const colour = view.seats[0]!.programmed[0]!;
    const other = ['red', 'green', 'yellow', 'black', 'purple', 'blue', 'white'].find(
      (_, c) => c !== colour,
    );
    expect(
      await c0.request({ type: 'move', seq: head, move: { type: 'return', colour: other } }),
    ).toMatchObject({ code: 'aq.return.not-programmed' });
    expect(
      await c0.request({
        type: 'move',
        seq: head,
        move: { type: 'act', sector: 9, colour: 'red' },
      }),
    ).toMatchObject({ code: 'malformed-move', params: { field: 'sector' } });
    expect(
      await c0.request({ type: 'move', seq: head, move: { type: 'redline', pay: 'crystal' } }),
    ).toMatchObject({ code: 'aq.redline.none' });
    expect(
      await spectator.request({ type: 'move', seq: head, move: legalOf(c0)[0] }),
    ).toMatchObject({ code: 'not-seated' });
    expect((await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.seq).toBe(head);

    autoplay(c0, 11);
    const end = await spectator.next((m) => m.type === 'move' && m.result !== null, 30_000);
    const total = end.seq as number;
    expect((end.result as { scores: number[] }).scores).toHaveLength(2);
    expect((end.view as AqView).phase).toBe('over');
    // The bot's moves reached the human and the spectator as log lines of the game.
    const logs = spectator.received.filter((m) => m.type === 'move').map((m) => m.log as Msg);
    expect(logs.some((l) => l.key === 'aq.log.pass' && l.params !== undefined)).toBe(true);
    for (const l of logs) expect(messageOf(l.key as string, l.params as never)).not.toBe(l.key);
    checkViews(
      [
        [c0, 0],
        [spectator, 'spectator'],
      ],
      total,
    );
    // After the end, no move.
    expect(await c0.request({ type: 'move', seq: total, move: { type: 'pass' } })).toMatchObject({
      type: 'error',
    });
    await until(
      () =>
        spectator.received.some(
          (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
        ),
      10_000,
      'the table to finish',
    );
    await checkReplay(id, end.result, total);
    for (const c of [c0, spectator]) c.close();
  }, 30_000);

  it('plays a 4-player table, two people and two bots, to the end', async () => {
    const { id, clients, spectator } = await table([
      { kind: 'human' },
      { kind: 'bot', bot: 'random' },
      { kind: 'human' },
      { kind: 'bot', bot: 'heuristic' },
    ]);
    const [c0, c2] = clients as [Client, Client];
    const welcome = await spectator.next((m) => m.type === 'welcome');
    expect((welcome.table as Msg).status).toBe('open');
    expect(await c2.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(c0, 21);
    autoplay(c2, 22);
    const end = await spectator.next((m) => m.type === 'move' && m.result !== null, 30_000);
    const total = end.seq as number;
    const result = end.result as { scores: number[]; ranking: number[] };
    expect(result.scores).toHaveLength(4);
    expect(result.ranking).toContain(1);
    // Every seat moved: each human's acks match its moves.
    clients.forEach((c, i) => {
      const seat = i * 2;
      const own = c.received.filter((m) => m.type === 'move' && m.actor === seat).length;
      expect(own).toBeGreaterThan(0);
      expect(c.received.filter((m) => m.type === 'ack' && m.seq !== undefined)).toHaveLength(own);
    });
    const actors = new Set(spectator.received.filter((m) => m.type === 'move').map((m) => m.actor));
    expect([...actors].sort()).toEqual([0, 1, 2, 3, 'chance']);
    checkViews(
      [
        [c0, 0],
        [c2, 2],
        [spectator, 'spectator'],
      ],
      total,
    );
    await until(
      () =>
        spectator.received.some(
          (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
        ),
      10_000,
      'the table to finish',
    );
    await checkReplay(id, end.result, total);
    for (const c of [c0, c2, spectator]) c.close();
  }, 30_000);

  it('refuses a table whose component pack is broken, naming the field', async () => {
    const create = (pack: unknown) =>
      api(app.url, 'POST', '/api/v1/tables', {
        game: 'aquasphere',
        options: { pack },
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      });
    const pack = structuredClone(DEFAULT_PACK) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const broken = (change: (p: typeof pack) => void) => {
      const p = structuredClone(pack);
      change(p);
      return p;
    };

    // A value of the wrong kind: an aq.pack.* error naming the field. (validatePack reports it as
    // `missing`, as zod/mini leaves out the input unless asked with `reportInput`.)
    const wrongKind = await create(broken((p) => (p.sectors[1].lockCost = 'two')));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.code).toMatch(/^aq\.pack\./);
    expect(wrongKind.body.error.params.field).toBe('sectors[1].lockCost');
    expect(messageOf(wrongKind.body.error.code, wrongKind.body.error.params)).toMatch(
      /^Component pack, sectors\[1\]\.lockCost: /,
    );

    const cases: [typeof pack, string, Record<string, unknown>, string][] = [
      [
        broken((p) => (p.sectors[4].white = 'pink')),
        'aq.pack.not-one-of',
        { field: 'sectors[4].white', values: 'red, green, yellow, black, purple, blue, white' },
        'Component pack, sectors[4].white: must be one of red, green, yellow, black, purple, blue, white.',
      ],
      [
        broken((p) => (p.hq.rooms[2].to = ['1L'])),
        'aq.pack.arrow-down',
        { field: 'hq.rooms[2].to[0]' },
        'Component pack, hq.rooms[2].to[0]: an arrow must lead to a higher level.',
      ],
      [
        broken((p) => delete p.knowledgeTrack.length),
        'aq.pack.missing',
        { field: 'knowledgeTrack.length' },
        'Component pack, knowledgeTrack.length: missing.',
      ],
      [
        broken((p) => (p.researchCards[0].colour = 'red')),
        'aq.pack.unknown-field',
        { field: 'researchCards[0].colour' },
        'Component pack, researchCards[0].colour: there is no such field.',
      ],
      [
        broken((p) => p.sectors.pop()),
        'aq.pack.too-small',
        { field: 'sectors', limit: 6 },
        'Component pack, sectors: at least 6.',
      ],
    ];
    for (const [p, code, params, text] of cases) {
      const r = await create(p);
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code, params });
      expect(messageOf(r.body.error.code, r.body.error.params)).toBe(text);
    }
    expect((await create(undefined)).status).toBe(201);
    // A complete pack of one's own is accepted, and the table plays with it.
    const own = broken((p) => {
      p.name = 'My printed copy';
      p.sectors[1].lockCost = 0;
    });
    const made = await create(own);
    expect(made.status).toBe(201);
    expect(made.body.table.options.pack).toEqual(own);
  });
});
