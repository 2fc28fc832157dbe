// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { LAPTOP, openOnlineTable, openPage, PHONE, useGameServer } from './harness.js';

// Online manners in the browser against the real server: chat, leaving, clocks, the tab's title
// and sound at one's turn, the join page, watching in one click, an absent player replaced by a
// bot, and bots paced so that people can follow them.

/** How long an awaited player is away before the others may ask for a bot (short, for tests). */
const REPLACE_AFTER_MS = 2500;
const server = useGameServer('fathom-manners-e2e-', { replaceAfterMs: REPLACE_AFTER_MS });

/** A page on the server; axe is injected as an inline script, which the server's CSP forbids. */
const newPage = (options: BrowserContextOptions = {}) =>
  openPage(server, { ...LAPTOP, bypassCSP: true, ...options });

/** Ana opens a table of Into the Blue for two people from the lobby; its id. */
const openTable = (ana: Page, time: string) =>
  openOnlineTable(ana, server, { others: ['human'], names: ['Ana'], time });

async function join(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`${server.url}/t/${id}?pace=0`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForSelector('[data-link=open]');
}

/**
 * One decision of the person whose turn it is: stop, or place on the first level offered. Waits
 * for the server's answer, which the log shows: the board says data-my-turn=no the moment the
 * move goes out, and a fixed pause read it before the answer (a place to choose, under load).
 */
async function actOnce(page: Page): Promise<void> {
  const board = page.locator('.itb-board[data-my-turn=yes]');
  const phase = await board.getAttribute('data-phase', { timeout: 20_000 });
  const lines = await page.locator('.log li').count();
  if (phase === 'place') await page.locator('.place-level').first().click();
  else await page.keyboard.press('s');
  await page.waitForFunction((n) => document.querySelectorAll('.log li').length > n, lines, {
    timeout: 20_000,
  });
}

const myTurn = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.itb-board')?.getAttribute('data-my-turn') === 'yes',
    undefined,
    { timeout: 20_000 },
  );

/**
 * Plays out `name`'s turn on `page` if the board shows it as theirs: each decision, then the
 * next, until the board shows another player's dive. A perfect dive's extra turn is played too
 * (between the two the board says no while the server draws the chest and the dice).
 */
async function playTurnOut(page: Page, name: string): Promise<void> {
  for (;;) {
    const next = await page.waitForFunction(
      (who) => {
        if (document.querySelector('.itb-board[data-my-turn=yes]')) return 'mine';
        return document.querySelector('.dive-of')?.textContent?.includes(who) ? false : 'theirs';
      },
      name,
      { timeout: 20_000 },
    );
    if ((await next.jsonValue()) === 'theirs') return;
    await actOnce(page);
  }
}

test('join page, one-click watching, chat, per-player clocks, the title and a sound at one’s turn, leaving', async () => {
  const ana = await newPage();
  const id = await openTable(ana, '60 seconds');
  // The lobby's default name was a name, never "You"; the one typed is remembered for next time.
  await expect(ana.evaluate(() => localStorage.getItem('fathom.name'))).resolves.toBe('Ana');

  // Bea's invitation shows the game, its clock and who sits where; the open seat reads once.
  const bea = await newPage();
  // Counts the notes the page plays (each tone is two oscillators started).
  await bea.addInitScript(() => {
    const w = window as unknown as { __notes: number };
    w.__notes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: [number?]) {
      w.__notes++;
      return start.apply(this, args);
    };
  });
  await bea.goto(`${server.url}/t/${id}?pace=0`);
  await bea.waitForSelector('.join h1');
  await expect(bea.title()).resolves.toBe('Join a table of Into the Blue · Fathom');
  await expect(bea.locator('h1').textContent()).resolves.toBe('Join a table of Into the Blue');
  await expect(bea.locator('.join-facts').textContent()).resolves.toMatch(
    /waiting for players · 10:00 each, plus 60 s a move/,
  );
  const seatTexts = await bea.locator('.join-seats li').allTextContents();
  expect(seatTexts.map((text) => text.trim())).toEqual(['Ana', 'Open seat']);
  expect((await bea.locator('main').innerText()).match(/open seat/gi)?.length).toBe(1);
  await expect(axeFindings(bea)).resolves.toEqual([]);
  // A newcomer's default name is a name, and not the one already seated.
  await expect(bea.getByLabel('Your name').inputValue()).resolves.toBe('Player 2');
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.waitForSelector('.presence li[data-seat="1"][data-connected=true]');
  await ana.getByRole('button', { name: 'Start the game' }).click();
  await Promise.all([ana.waitForSelector('.itb-board'), bea.waitForSelector('.itb-board')]);

  // Cy watches from the lobby in one click, on a page titled for watching.
  const cy = await newPage();
  await cy.goto(`${server.url}/?pace=0`);
  await cy
    .locator(`.open-tables li[data-table="${id}"]`)
    .getByRole('button', { name: 'Watch' })
    .click();
  await cy.waitForSelector('.itb-board');
  await expect(cy.title()).resolves.toMatch(/^Watching Into the Blue · Fathom$/);
  await expect(cy.locator('.watching').textContent()).resolves.toBe(
    'You are watching this game of Into the Blue.',
  );
  await expect(cy.locator('.join').count()).resolves.toBe(0);

  // Each player's clock in m:ss beside their name, the running one counting down; no "s left".
  const clocks = await ana.locator('.presence .seat-clock [aria-hidden=true]').allTextContents();
  expect(clocks).toHaveLength(2);
  for (const c of clocks) expect(c).toMatch(/^\d{1,2}:\d\d$/);
  const running = ana.locator('.presence .seat-clock.running [aria-hidden=true]');
  const first = await running.textContent();
  await ana.waitForFunction(
    (before) =>
      document.querySelector('.presence .seat-clock.running [aria-hidden=true]')?.textContent !==
      before,
    first,
  );
  await expect(ana.locator('.turn-banner').textContent()).resolves.not.toMatch(/ s left/);

  // The tab's title says whose turn it is, on that player's screen only.
  const toMove = Number(
    await ana.locator('.presence li[aria-current=true]').first().getAttribute('data-seat'),
  );
  const [mover, waiter] = toMove === 0 ? [ana, bea] : [bea, ana];
  await mover.waitForFunction(() => document.title === '(Your turn) Into the Blue · Fathom');
  await expect(waiter.title()).resolves.toBe('Into the Blue · Fathom');

  // Chat: text stays text; the server's limits are said before sending; spectators read it.
  await ana.getByRole('button', { name: 'Send' }).click();
  await expect(ana.locator('.chat .error').textContent()).resolves.toBe('Write something first.');
  await ana.getByLabel('Message to the table').fill('x'.repeat(501));
  await expect(ana.locator('.chat-count').textContent()).resolves.toBe('501/500');
  await ana.getByRole('button', { name: 'Send' }).click();
  await expect(ana.locator('.chat .error').textContent()).resolves.toBe(
    'At most 500 characters: shorten your message.',
  );
  await ana.getByLabel('Message to the table').fill('<b>good luck</b> & have fun');
  await ana.getByRole('button', { name: 'Send' }).click();
  for (const page of [ana, bea, cy]) {
    await page.waitForSelector('.chat-lines li[data-chat]');
    await expect(page.locator('.chat-lines li[data-chat] .chat-text').textContent()).resolves.toBe(
      '<b>good luck</b> & have fun',
    );
    await expect(page.locator('.chat-lines b').count()).resolves.toBe(0);
    await expect(page.locator('.chat-lines').getAttribute('role')).resolves.toBe('log');
  }
  // Once the server took it, the field is empty again.
  await ana.waitForFunction(
    () => (document.querySelector('#chat-input') as HTMLInputElement | null)?.value === '',
  );
  await expect(cy.locator('.chat').textContent()).resolves.toMatch(
    /Only the players can write here\./,
  );
  await expect(cy.getByLabel('Message to the table').count()).resolves.toBe(0);
  // A line said while Bea's tab is hidden is counted in its title until she looks again.
  const bringTab = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await bringTab(bea, 'hidden');
  await ana.getByLabel('Message to the table').fill('Are you there?');
  await ana.getByRole('button', { name: 'Send' }).click();
  await bea.waitForFunction(() => document.title.startsWith('(1 new message) '));
  await bringTab(bea, 'visible');
  await bea.waitForFunction(() => !document.title.includes('new message'));
  await ana.locator('.chat-lines').focus(); // keys go to the board again, not the chat input

  // The sound is off until Bea turns it on; she hears it once then, and again at her turn.
  const sound = bea.getByLabel('Play a sound when it is my turn');
  await expect(sound.isChecked()).resolves.toBe(false);
  await expect(
    bea.evaluate(() => (window as unknown as { __notes: number }).__notes),
  ).resolves.toBe(0);
  await sound.check();
  await expect(bea.evaluate(() => localStorage.getItem('fathom.turn-sound'))).resolves.toBe('on');
  const notes = () => bea.evaluate(() => (window as unknown as { __notes: number }).__notes);
  await expect(notes()).resolves.toBe(2);

  // Bea plays out her turn if it is hers (her own steps sound nothing); then Ana plays until it
  // is Bea's turn again: the tone, two more notes.
  await bea.locator('.chat-lines').focus();
  await playTurnOut(bea, 'Bea');
  await expect(notes()).resolves.toBe(2);
  // Ana's turn follows Bea's (the server's dice may come after Bea's last answer).
  await myTurn(ana);
  await playTurnOut(ana, 'Ana');
  // Bea hears of her turn from the server, after Ana's last answer.
  await expect.poll(notes, { timeout: 20_000 }).toBe(4);
  await expect
    .poll(() => bea.title(), { timeout: 10_000 })
    .toBe('(Your turn) Into the Blue · Fathom');

  // The online table passes an accessibility audit (the board is its owner's to audit).
  await expect(axeFindings(ana, ['.itb-board'])).resolves.toEqual([]);

  // Bea leaves the game, confirmed: at two seats that ends it, Ana the winner, and her device
  // no longer holds the seat; her page stays on the game's end.
  await bea.getByRole('button', { name: 'Leave the game' }).click();
  await expect(bea.locator('#leave-question').textContent()).resolves.toMatch(
    /Leave this game\? The game ends now and the other player wins\./,
  );
  await bea.getByRole('button', { name: 'Stay' }).click();
  await bea.getByRole('button', { name: 'Leave the game' }).click();
  await bea.locator('.confirm').getByRole('button', { name: 'Leave the game' }).click();
  for (const page of [ana, bea]) {
    await expect(page.locator('.end-of-game .result-notes').innerText()).resolves.toContain(
      'Bea resigned: the game ends here.',
    );
  }
  await expect(
    bea.evaluate((t) => localStorage.getItem(`fathom.seat.${t}`), id),
  ).resolves.toBeNull();
}, 150_000);

test('leaving before the start frees the seat; “Back to the lobby” says the seat is kept', async () => {
  const ana = await newPage();
  const id = await openTable(ana, 'Untimed');
  await expect(ana.locator('#back-hint').textContent()).resolves.toMatch(/Your seat stays yours/);
  const dan = await newPage();
  await join(dan, id, 'Dan');
  await ana.waitForFunction(() =>
    /Dan/.test(document.querySelector('.presence li[data-seat="1"]')?.textContent ?? ''),
  );
  await dan.getByRole('button', { name: 'Leave the table' }).click();
  await dan.locator('.confirm').getByRole('button', { name: 'Leave' }).click();
  await dan.waitForURL((u) => u.pathname === '/');
  await ana.waitForFunction(
    () =>
      document.querySelector('.presence li[data-seat="1"]')?.textContent?.trim() === 'Open seat',
  );
  // Watching a table that waits for players: a page titled for watching, nothing to fill in.
  const fay = await newPage();
  await fay.goto(`${server.url}/t/${id}?watch&pace=0`);
  await expect(fay.locator('h1').textContent()).resolves.toBe('Watching Into the Blue');
  await expect(fay.title()).resolves.toBe('Watching Into the Blue · Fathom');
  await expect(fay.getByLabel('Your name').count()).resolves.toBe(0);
  // The lobby lists the table with its open seat and the bot named in words, never by its id.
  const eve = await newPage();
  await openOnlineTable(eve, server, {
    check: () => expect(eve.getByLabel('Name at seat 1').inputValue()).resolves.toBe('Player 1'),
  });
  await eve.goto(`${server.url}/?pace=0`);
  await expect(eve.locator(`.open-tables li[data-table="${id}"]`).textContent()).resolves.toMatch(
    /Ana, Open seat/,
  );
  await eve.waitForSelector('.open-tables li', { state: 'attached' });
  const listed = await eve.locator('.open-tables').textContent();
  expect(listed).toMatch(/Expert bot/);
  expect(listed).not.toMatch(/\bexpert\b/);
});

test('a player away from an untimed table can be replaced by a bot once they have been gone a while', async () => {
  const ana = await newPage();
  const id = await openTable(ana, 'Untimed');
  const bea = await newPage();
  await join(bea, id, 'Bea');
  await ana.getByRole('button', { name: 'Start the game' }).click();
  await bea.waitForSelector('.itb-board');
  // Seat 1 starts: Ana plays her turn out, then it is Bea's, and Bea closes her tab.
  await myTurn(ana);
  await playTurnOut(ana, 'Ana');
  await myTurn(bea);
  await bea.close();
  // Ana sees Bea away, and when a bot may take over; then asks for it.
  await ana.waitForSelector('.presence li[data-seat="1"][data-connected=false]');
  // Until they have been away long enough, it says when (a slow machine may already be past it).
  await expect(ana.locator('.replace-absent').textContent()).resolves.toMatch(
    /If Bea does not come back, a bot can play for them in 0:0\d\.|Let a bot play for Bea/,
  );
  await ana.getByRole('button', { name: 'Let a bot play for Bea' }).click({ timeout: 10_000 });
  await ana.waitForFunction(() =>
    /away: a bot plays for them/.test(
      document.querySelector('.presence li[data-seat="1"]')?.textContent ?? '',
    ),
  );
  // The bot plays Bea's turn: it is Ana's again.
  await myTurn(ana);
}, 90_000);

test('bots at an online table play one move at a time, at a pace people can follow', async () => {
  const ana = await newPage();
  await openOnlineTable(ana, server, {
    players: 4,
    others: ['random', 'random', 'random'],
    names: ['Ana'],
    paced: true,
  });
  await ana.getByRole('button', { name: 'Start the game' }).click();
  await myTurn(ana);
  // Each new log line, timed in the page.
  await ana.evaluate(() => {
    const w = window as unknown as { __lines: number[] };
    w.__lines = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLLIElement && !n.classList.contains('log-end'))
            w.__lines.push(performance.now());
    }).observe(document.querySelector('.log ol') as HTMLOListElement, { childList: true });
  });
  // Ana's turn (stop, then place), then the three bots', until it is hers again.
  await playTurnOut(ana, 'Ana');
  await myTurn(ana);
  const times = await ana.evaluate(() => (window as unknown as { __lines: number[] }).__lines);
  // Ana's stop and her dice come at once; then three bots, each at least half a second apart.
  const bursts = times.filter((t, i) => i === 0 || t - (times[i - 1] as number) > 300);
  expect(bursts.length).toBeGreaterThanOrEqual(4);
});

test('on a phone, the online table with its players, clocks and chat fits without sideways scrolling', async () => {
  const ana = await newPage({ locale: 'es-ES', ...PHONE });
  await ana.goto(`${server.url}/?pace=0`);
  await ana.getByLabel('Jugadores').selectOption('2');
  await ana.getByLabel('Nombre en el asiento 1').fill('Ana');
  await ana.getByLabel('Tiempo por decisión').selectOption({ label: '60 segundos' });
  await ana.getByRole('button', { name: 'Abrir una mesa en línea' }).click();
  await ana.waitForURL(/\/t\//);
  await ana.getByRole('button', { name: 'Empezar la partida' }).click();
  await ana.waitForSelector('.itb-board');
  await ana.getByLabel('Mensaje para la mesa').fill('¡Suerte a todos! '.repeat(8));
  await ana.getByRole('button', { name: 'Enviar' }).click();
  await ana.waitForSelector('.chat-lines li[data-chat]');
  await expect(ana.title()).resolves.toMatch(/Into the Blue · Fathom$/);
  const clock = await ana.locator('.presence .seat-clock [aria-hidden=true]').first().textContent();
  expect(clock).toMatch(/^\d{1,2}:\d\d$/);
  // Nothing of the table reaches past the screen's width (the site's header is not this test's).
  const widest = await ana.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('.online-table, .online-table *')].map(
        (e) => e.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(375);
  await ana.screenshot({ path: joinPath(tmpdir(), 'fathom-online-phone.png'), fullPage: true });
});
