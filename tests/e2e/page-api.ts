import type { Page } from 'playwright-core';
import { Client, type Msg } from '../server/helpers.js';

/**
 * A JSON POST from the page, as the site's own scripts send it (its cookie, its Origin): the
 * answer's body with its `status`.
 */
export async function postFrom(page: Page, path: string, body: unknown): Promise<Msg> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: res.status, ...((await res.json()) as object) } as never;
    },
    [path, body] as const,
  );
}

/**
 * Two accounts made from two new pages of `site` (each holding its session), and a two-player
 * Into the Blue table of both, turn-based (an hour a move), started. The pages stay open.
 */
export async function twoAccountsAtATable(
  pages: readonly [Page, Page],
  site: { url: string },
  names: readonly [string, string],
): Promise<string> {
  for (const [i, page] of pages.entries()) {
    await page.goto(`${site.url}/?pace=0`);
    const made = await postFrom(page, '/api/v1/account/signup', {
      name: names[i],
      password: 'pw-long-1',
    });
    if (made.status !== 201) throw new Error(`sign-up: ${JSON.stringify(made)}`);
  }
  const made = await postFrom(pages[0], '/api/v1/tables', {
    game: 'into-the-blue',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seat: 0,
    timeControl: { kind: 'async', perMoveMs: 3_600_000 },
  });
  const id = (made.table as Msg).id as string;
  const joined = await postFrom(pages[1], `/api/v1/tables/${id}/join`, { seat: 1, name: 'x' });
  if (joined.status !== 200) throw new Error(`join: ${JSON.stringify(joined)}`);
  const c = await Client.connect(`${site.url.replace('http', 'ws')}/api/v1/ws`);
  await c.hello(id, made.token as string);
  const started = await c.request({ type: 'start' });
  c.close();
  if (started.type !== 'ack') throw new Error(`start: ${JSON.stringify(started)}`);
  return id;
}
