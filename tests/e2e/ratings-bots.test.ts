import { describe, expect, test } from 'vitest';
import { autoplay, Client, type Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useGameServer } from './harness.js';
import { postFrom as post } from './page-api.js';

/**
 * Issue 44: bots on the ratings ladder. The lobby names each bot by its rating (from the games'
 * answer it already asks for), a rated table may have bots, its end shows the bot's rating change
 * as a person's, and a second game against the same bot the same day is said to be unrated
 * before it starts. The games are played over the seat's token (the play is other suites').
 */
const server = useGameServer('fathom-ratings-bots-e2e-');

describe('bots on the ratings ladder', () => {
  test('the lobby offers bots by rating, and a rated game against one moves both', async () => {
    const page = await openPage(server, { ...PHONE, bypassCSP: true });
    await page.goto(server.url);
    const name = `Ana${Date.now().toString(36).slice(-5)}`;
    expect(
      (await post(page, '/api/v1/account/signup', { name, password: 'correct horse' })).status,
    ).toBe(201);
    await page.goto(server.url);
    const games = await page.evaluate(
      async () => (await fetch('/api/v1/games')).json() as Promise<Msg>,
    );
    const itb = (games.games as Msg[]).find((g) => g.id === 'into-the-blue')!;
    const bots = itb.bots as { name: string; rating: number; strength: number }[];
    expect(bots.length).toBeGreaterThan(1);
    // Each bot's choice says its rating: "Expert bot ~1696".
    const seat = page.locator('.seats select').last();
    for (const b of bots) {
      await expect
        .poll(() => seat.locator(`option[value="${b.name}"]`).innerText())
        .toMatch(new RegExp(` ~${b.rating}$`));
    }
    // With a person and bots, "rated" is offered and says the bots are rated too.
    const rated = page.locator('input[name=rated]');
    expect(await rated.isDisabled()).toBe(false);
    await expect(page.locator('#rated-hint').innerText()).resolves.toContain(
      'Bots too: one rated game a day per bot.',
    );
    expect(await axeFindings(page)).toEqual([]);

    // A rated game against the heuristic bot, played to its end.
    const table = async () => {
      const made = await post(page, '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
        seat: 0,
        rated: true,
      });
      expect(made.status).toBe(201);
      return { id: (made.table as Msg).id as string, token: made.token as string };
    };
    const first = await table();
    const c = await Client.connect(`${server.url.replace('http', 'ws')}/api/v1/ws`);
    await c.hello(first.id, first.token);
    expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(c, 7);
    await c.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished', 60_000);
    c.close();
    // Its end shows the bot's new rating and change as a person's.
    await page.goto(`${server.url}/t/${first.id}?watch`);
    const changes = page.locator('.end-of-game .rating-changes');
    await changes.locator('li').nth(1).waitFor();
    await expect(changes.locator('li[data-seat="0"]').innerText()).resolves.toMatch(
      new RegExp(`^${name}: 1,\\d{3} \\([+\u2212±]\\d+\\)$`),
    );
    await expect(changes.locator('li[data-seat="1"]').innerText()).resolves.toMatch(
      /^Heuristic bot: 1,\d{3} \([+\u2212±]\d+\)$/,
    );

    // The same bot again today: the table says, before the game, that it is played unrated.
    const second = await table();
    await page.goto(`${server.url}/t/${second.id}`);
    await expect(page.locator('.bot-unrated').innerText()).resolves.toMatch(
      new RegExp(`^${name} plays Heuristic bot unrated until .+: one rated game a day per bot\\.$`),
    );
    expect(await axeFindings(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
