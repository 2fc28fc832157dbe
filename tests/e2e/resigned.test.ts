import { describe, expect, test } from 'vitest';
import { GAME_MAP } from '../../src/games/registry.js';
import { createRng, makeReplay, RandomAgent, runMatch } from '../../src/kernel/index.js';
import { tableResult } from '../../src/server/tables/standing.js';
import type { SeatRecord } from '../../src/server/storage/types.js';
import { api, Client, type Msg } from '../server/helpers.js';
import { axeFindings } from './axe.js';
import {
  DESK,
  LAPTOP,
  openOnlineTable,
  openPage,
  PHONE,
  useGameServer,
  chooseReplayFile,
} from './harness.js';

/**
 * A player who resigned is never named the winner: "Game over. Winner: Claire." was shown after
 * Claire left and a bot finished her seat. The finished table's replay carries the server's result
 * (meta.result), which ranks her last; the replay page says so, with the bot's moves for her.
 */
const web = useGameServer('fathom-resigned-e2e-');

describe('a player who left', () => {
  test('ranks last in the replay of the table, which says a bot played for them', async () => {
    const game = GAME_MAP.get('into-the-blue')!;
    const options = game.defaultOptions(2);
    const record = runMatch(game, options, [new RandomAgent(), new RandomAgent()], createRng('q'), [
      createRng('a'),
      createRng('b'),
    ]);
    const final = record.result;
    // Whoever won at the board resigned: the server ranks them last.
    const winner = final.ranking.indexOf(1);
    const person = (name: string, left: boolean): SeatRecord => ({
      kind: 'human',
      bot: null,
      name,
      tokenHash: 'h',
      zombie: left,
      left,
      clockBonusMs: 0,
    });
    const names = ['Claire', 'Dan'];
    const seats = names.map((n, seat) => person(n, seat === winner));
    const moves = record.moves.map((m, i) => ({
      seq: i + 1,
      actor: m.actor,
      move: m.move,
      at: i,
      byBot: m.actor === winner && i > record.moves.length / 2,
    }));
    const result = tableResult(final, seats, moves);
    const players = names.map((name) => ({ name, kind: 'human' }));
    const replay = makeReplay(game, options, players, record.moves, { table: 'x', result });
    for (const device of [DESK, PHONE]) {
      const page = await openPage(web, { ...device, bypassCSP: true });
      await page.goto(`${web.url}/replay`);
      await chooseReplayFile(page, 'left.json', replay);
      await page.waitForSelector('.result-notes');
      const shown = (await page.locator('.replay-page').textContent()) ?? '';
      const quitter = names[winner] as string;
      expect(shown).toContain(`Winner: ${names[1 - winner]}.`);
      expect(shown).not.toContain(`Winner: ${quitter}`);
      expect(await page.locator('.result-notes').textContent()).toContain(
        `${quitter} resigned: ranked last.`,
      );
      expect(await page.locator('.result-notes').textContent()).toMatch(
        new RegExp(`A bot made \\d+ moves? for ${quitter}`),
      );
      await expect(axeFindings(page)).resolves.toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(device.viewport.width);
      await page.context().close();
    }
  });

  test('resigning at a two-seat table ends the game at once, and says so', async () => {
    const ana = await openPage(web, { ...LAPTOP, bypassCSP: true });
    const id = await openOnlineTable(ana, web, { others: ['human'], names: ['Ana'] });
    // Bea takes the other seat over the protocol; Ana starts from her page.
    const joined = await api(web.url, 'POST', `/api/v1/tables/${id}/join`, {
      seat: 1,
      name: 'Bea',
    });
    expect(joined.status).toBe(200);
    const bea = await Client.connect(`${web.url.replace('http', 'ws')}/api/v1/ws`);
    await bea.hello(id, joined.body.token as string);
    await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
    await ana.waitForSelector('.itb-board');
    // Leaving says what it does at two: the game ends, the other wins.
    await ana.getByRole('button', { name: 'Leave the game' }).click();
    const confirm = ana.getByRole('group', { name: /Leave this game\?/ });
    await expect(confirm.innerText()).resolves.toContain(
      'The game ends now and the other player wins.',
    );
    await confirm.getByRole('button', { name: 'Leave the game' }).click();
    const end = await bea.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished');
    expect((end.table as Msg).result).toMatchObject({ ranking: [2, 1], ended: 'resigned' });
    // Her page stays on the table, and says how the game ended, in its own words, and names Bea the winner.
    const notes = ana.locator('.end-of-game .result-notes');
    await notes.waitFor();
    await expect(notes.innerText()).resolves.toContain('Ana resigned: the game ends here.');
    await expect(ana.locator('.online-table').innerText()).resolves.toContain('Winner: Bea');
    expect(await axeFindings(ana)).toEqual([]);
    bea.close();
    await ana.context().close();
  }, 60_000);
});
