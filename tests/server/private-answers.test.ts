import { describe, expect, it } from 'vitest';
import {
  api,
  Client,
  type Msg,
  pageCall,
  seatedTable,
  sleep,
  type TestApp,
  usePostgres,
  useTestApp,
} from './helpers.js';

// Private means private (issue 41, docs/protocol.md "listed", "playersOnly"): an unlisted table
// is named in no public answer (profiles' recent games, rating history, leaderboards); a table for
// its players only refuses spectators, and its chat is for the seated. On SQLite and PostgreSQL.

const pgServer = usePostgres();
const sqlite = useTestApp();
const pg = useTestApp(() => ({ databaseUrl: pgServer.url }));

let n = 0;
const fresh = (base: string) => `${base}${++n}${Date.now().toString(36).slice(-4)}`;

async function signUp(app: TestApp, base: string) {
  const name = fresh(base);
  const r = await pageCall(app, 'POST', '/api/v1/account/signup', {
    name,
    password: 'correct horse',
  });
  expect(r.status).toBe(201);
  return { name, cookie: r.cookie as string };
}

/** A rated two-seat table between two accounts that `loser` resigns at once (the game ends). */
async function resigned(
  app: TestApp,
  loser: { name: string; cookie: string },
  winner: { name: string; cookie: string },
  listed: boolean,
) {
  const created = await pageCall(
    app,
    'POST',
    '/api/v1/tables',
    {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seat: 0,
      name: loser.name,
      rated: true,
      listed,
    },
    loser.cookie,
  );
  expect(created.status).toBe(201);
  const id = created.body.table.id as string;
  const joined = await pageCall(
    app,
    'POST',
    `/api/v1/tables/${id}/join`,
    { seat: 1, name: winner.name },
    winner.cookie,
  );
  expect(joined.status).toBe(200);
  const [c0, c1] = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)];
  await c0.hello(id, created.body.token as string);
  await c1.hello(id, joined.body.token as string);
  expect(await c1.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  expect(await c0.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
  await c1.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished');
  c0.close();
  c1.close();
  for (let i = 0; i < 400 && !(await app.storage.ratings.isRated(id)); i++) await sleep(25);
  expect(await app.storage.ratings.isRated(id)).toBe(true);
  return id;
}

describe.each([['SQLite'], ['PostgreSQL']])('private tables on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? sqlite : pg);

  it('name an unlisted table in no public answer, a listed one with its rating change', async () => {
    const [ana, bea] = [await signUp(app(), 'Ana'), await signUp(app(), 'Bea')];
    const hidden = await resigned(app(), bea, ana, false);
    const shown = await resigned(app(), bea, ana, true);
    for (const who of [ana, bea]) {
      const profile = await pageCall(app(), 'GET', `/api/v1/users/${who.name}`);
      expect(profile.status).toBe(200);
      // Both games are rated (two points in the chart), only the listed one is named.
      expect(JSON.stringify(profile.body)).not.toContain(hidden);
      const game = (profile.body.games as Msg[])[0] as Msg;
      expect(game.games).toBe(2);
      expect((game.history as Msg[]).map((p) => p.table ?? null)).toEqual([null, shown]);
      expect((profile.body.recent as Msg[]).map((r) => r.table)).toEqual([shown]);
      const recent = (profile.body.recent as Msg[])[0] as Msg;
      const [before, after] = (game.history as Msg[]).map((p) => p.rating as number);
      expect(recent.rating).toBe(after);
      expect(recent.change).toBeCloseTo((after as number) - (before as number), 0);
      expect(Math.sign(recent.change as number)).toBe(who === ana ? 1 : -1);
    }
    const board = await api(app().url, 'GET', '/api/v1/leaderboard/into-the-blue');
    expect(JSON.stringify(board.body)).not.toContain(hidden);
    // Its players still find it in their own "your tables".
    const mine = await pageCall(app(), 'GET', '/api/v1/account/tables', undefined, ana.cookie);
    expect(JSON.stringify(mine.body)).toContain(hidden);
  }, 60_000);

  it('refuse spectators at a table for its players only, and keep its chat for the seated', async () => {
    const t = await seatedTable(app(), 'into-the-blue', 3, { playersOnly: true, listed: true });
    const summary = await api(app().url, 'GET', `/api/v1/tables/${t.id}`);
    // Never listed, whatever was asked.
    expect(summary.body).toMatchObject({ playersOnly: true });
    expect((await app().storage.getTable(t.id))?.listed).toBe(false);
    const stranger = await Client.connect(app().wsUrl);
    expect(await stranger.hello(t.id)).toMatchObject({ type: 'error', code: 'players-only' });
    expect(await api(app().url, 'GET', `/api/v1/tables/${t.id}/replay`)).toMatchObject({
      status: 400,
      body: { error: { code: 'players-only' } },
    });
    const [c0, c1, c2] = t.clients as [Client, Client, Client];
    // Seat 2 leaves before the start: its socket stays, without a seat, and is told no chat.
    expect(await c2.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    expect(await c0.request({ type: 'chat', text: 'just us' })).toMatchObject({ type: 'ack' });
    await c1.next((m) => m.type === 'chat' && m.text === 'just us');
    expect(await c1.request({ type: 'chat', text: 'and again' })).toMatchObject({ type: 'ack' });
    // Its own request, answered on its socket after both lines went out: neither reached it.
    expect(await c2.request({ type: 'chat', text: 'me?' })).toMatchObject({ code: 'not-seated' });
    expect(c2.received.some((m) => m.type === 'chat')).toBe(false);
    // The seats' welcome has the chat; a seat's token is still welcome.
    const back = await Client.connect(app().wsUrl);
    const w = await back.hello(t.id, t.tokens[0]);
    expect((w.chat as Msg[]).map((c) => c.text)).toEqual(['just us', 'and again']);
    for (const c of [stranger, back, ...t.clients]) c.close();
  });
});
