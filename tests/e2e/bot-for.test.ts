import { describe, expect, test } from 'vitest';
import { api, autoplay, Client } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import { LAPTOP, openOnlineTable, openPage, useGameServer } from './harness.js';

/**
 * Issue 41: the table's log marks every move a bot made for a person ("bot for NAME"). Ana
 * resigns at a three-seat table; the others play on, a bot keeps her pieces moving, and the log
 * says whose moves those are, to spectators in English, Spanish and French.
 */
const web = useGameServer('fathom-bot-for-e2e-');

const logOf = (page: import('playwright-core').Page) => page.locator('.log ol');

describe('the log of a table where a person resigned', () => {
  test('marks the bot’s moves for her, in en, es and fr', async () => {
    const ana = await openPage(web, { ...LAPTOP, bypassCSP: true });
    const id = await openOnlineTable(ana, web, {
      players: 3,
      others: ['human', 'human'],
      names: ['Ana'],
    });
    // Bea and Cy take the other seats over the protocol and play random legal moves.
    const others: Client[] = [];
    for (const [seat, name] of [
      [1, 'Bea'],
      [2, 'Cy'],
    ] as const) {
      const joined = await api(web.url, 'POST', `/api/v1/tables/${id}/join`, { seat, name });
      expect(joined.status).toBe(200);
      const c = await Client.connect(`${web.url.replace('http', 'ws')}/api/v1/ws`);
      await c.hello(id, joined.body.token as string);
      autoplay(c, seat + 7);
      others.push(c);
    }
    await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 20_000 });
    await ana.waitForSelector('.itb-board');
    // Ana resigns (seat 1 starts: it is her turn).
    await ana.getByRole('button', { name: 'Leave the game' }).click();
    const confirm = ana.getByRole('group', { name: /Leave this game\?/ });
    await confirm.getByRole('button', { name: 'Leave the game' }).click();
    // Her page goes back to the lobby; at three, the others play on, and a bot moves for her:
    // in the turn she left, once Bea asks for it (seat-changes.ts), then in each of her turns.
    await ana.waitForURL((u) => !u.pathname.startsWith('/t/'));
    const bea = others[0] as Client;
    await expect
      .poll(async () => (await bea.request({ type: 'replace', seat: 0 })).type)
      .toBe('ack');
    // Spectators, in each language, read in the log whose moves the bot made; Bea's and Cy's
    // own moves are not marked.
    for (const [locale, words] of [
      ['en-GB', '(bot for Ana)'],
      ['es-ES', '(bot por Ana)'],
      ['fr-FR', '(bot pour Ana)'],
    ] as const) {
      const zoe = await openPage(web, { ...LAPTOP, locale, bypassCSP: true });
      await zoe.goto(`${web.url}/t/${id}`);
      await zoe.locator('.join-actions button').last().click();
      await expect.poll(() => logOf(zoe).innerText(), { timeout: 60_000 }).toContain(words);
      const lines = await logOf(zoe).locator('li').allInnerTexts();
      expect(lines.some((l) => l.includes('Bea') && !l.includes('(bot'))).toBe(true);
      expect(lines.some((l) => /\(bot \w+ (Bea|Cy)\)/.test(l))).toBe(false);
      expect(await axeFindings(zoe)).toEqual([]);
      await zoe.context().close();
    }
    for (const c of others) c.close();
    await ana.context().close();
  }, 180_000);
});
