import { expect, test } from 'vitest';
import { api, autoplay, seatedTable, sleep, until, useTestApp } from './helpers.js';

/** Post-game analysis from the server: finished tables only, computed once, then kept. */

const app = useTestApp({ analysisIterations: 16 });

test('a finished table is analysed once; an unfinished one is refused; an unknown one is not found', async () => {
  const { id, clients } = await seatedTable(app, 'into-the-blue', 2);
  // Asked mid-game: refused, since the analysis reads every player's view.
  const early = await api(app.url, 'GET', `/api/v1/tables/${id}/analysis`);
  expect(early.status).toBe(409);
  expect(early.body.error.code).toBe('table-not-finished');

  await clients[0]!.request({ type: 'start' });
  clients.forEach((c, seat) => autoplay(c, seat + 1));
  await until(() => clients[0]!.latest()?.result != null, 30_000, 'the end of the game');
  // The table is marked finished once its end is stored, a moment after the last move.
  for (let i = 0; i < 100; i++) {
    if ((await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.status === 'finished') break;
    await sleep(20);
  }
  const first = await api(app.url, 'GET', `/api/v1/tables/${id}/analysis`);
  expect([200, 202]).toContain(first.status);
  let answer = first.body;
  for (let i = 0; answer.status !== 'done' && i < 600; i++) {
    expect(answer.done).toBeLessThanOrEqual(answer.total);
    await sleep(50);
    answer = (await api(app.url, 'GET', `/api/v1/tables/${id}/analysis`)).body;
  }
  expect(answer.status).toBe('done');
  const replay = (await api(app.url, 'GET', `/api/v1/tables/${id}/replay`)).body;
  const decisions = replay.moves.filter((m: { actor: unknown }) => m.actor !== 'chance').length;
  expect(answer.analysis.decisions).toHaveLength(decisions);
  expect(answer.analysis.summary).toHaveLength(2);
  for (const d of answer.analysis.decisions) {
    expect(d.before).toBeGreaterThanOrEqual(d.after);
    expect(['inaccuracy', 'mistake', 'blunder', null]).toContain(d.mark);
  }
  // Kept: the same answer again.
  const again = await api(app.url, 'GET', `/api/v1/tables/${id}/analysis`);
  expect(again.status).toBe(200);
  expect(again.body.analysis).toEqual(answer.analysis);
  for (const c of clients) c.close();

  const unknown = await api(app.url, 'GET', '/api/v1/tables/nosuchtable/analysis');
  expect(unknown.status).toBe(404);
});
