// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { LAPTOP, openOnlineTable, openPage, pageIn, useGameServer } from './harness.js';
import { playItbToEnd } from './itb-driver.js';

// A turn-based table from the lobby, found again in "your tables" after the tab was closed,
// played to its end; its replay downloaded; then a rematch that both players join.

const server = useGameServer('fathom-turn-based-e2e-');

/** A page on the server; axe is injected as an inline script, which the server's CSP forbids. */
const newPage = () => openPage(server, { ...LAPTOP, bypassCSP: true });

test('a turn-based table in “your tables” after closing the tab, its replay, then a rematch', async () => {
  let ana = await newPage();
  const anaContext = ana.context();
  const id = await openOnlineTable(ana, server, {
    others: ['human'],
    names: ['Ana'],
    // Turn-based clocks are offered with the server, and played online only.
    time: '1 hour a move',
    check: () =>
      expect(ana.getByRole('button', { name: 'Play on this device' }).count()).resolves.toBe(0),
  });

  const bea = await newPage();
  await bea.goto(`${server.url}/t/${id}?pace=0`);
  await expect(bea.locator('.join-facts').textContent()).resolves.toMatch(/1 hour a move/);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await ana.waitForSelector('.itb-board');
  // The move awaited has its hour, counted down in m:ss.
  await expect(
    ana.locator('.seat-clock.running [aria-hidden=true]').textContent(),
  ).resolves.toMatch(/^(59:\d\d|1:00:00)$/);

  // Ana closes her tab. Tomorrow, the lobby lists the table with whose turn it is.
  await ana.close();
  ana = await pageIn(anaContext);
  await ana.goto(`${server.url}/?pace=0`);
  const row = ana.locator(`.your-tables li[data-table="${id}"]`);
  await row.waitFor();
  const summary = (await (await fetch(`${server.url}/api/v1/tables/${id}`)).json()) as {
    toMove: (number | 'chance')[];
  };
  const expected = summary.toMove.includes(0) ? 'Your turn' : 'Bea to play';
  await ana.waitForFunction(
    ([sel, text]) => document.querySelector(sel as string)?.textContent?.includes(text as string),
    [`.your-tables li[data-table="${id}"]`, expected],
  );
  await expect(row.textContent()).resolves.toMatch(/Into the Blue Ana, Bea/);
  // Listed for others with its clock: a turn-based table is told apart from a live one.
  await expect(
    ana.locator(`.open-tables li[data-table="${id}"]`).textContent({ timeout: 10_000 }),
  ).resolves.toMatch(/Into the Blue · in play · 1 hour a move · Ana, Bea/);
  await expect(axeFindings(ana)).resolves.toEqual([]);
  await row.getByRole('button', { name: 'Open your table of Into the Blue' }).click();
  await ana.waitForSelector('.itb-board');
  await expect(ana.locator('.online-table').getAttribute('data-viewer')).resolves.toBe('seat');

  // Played to its end by both.
  await Promise.all([playItbToEnd(ana), playItbToEnd(bea)]);

  // The finished game's replay, with the seat's token in a header and never in an address.
  const requests: { url: string; auth: string | undefined }[] = [];
  ana.on('request', (r) => requests.push({ url: r.url(), auth: r.headers().authorization }));
  const [download] = await Promise.all([
    ana.waitForEvent('download'),
    ana.getByRole('button', { name: 'Download the replay' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`fathom-${id}.json`);
  const replay = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    game: string;
    players: { name: string }[];
    moves: unknown[];
    meta?: { redacted?: boolean };
  };
  expect(replay.game).toBe('into-the-blue');
  expect(replay.players.map((p) => p.name)).toEqual(['Ana', 'Bea']);
  expect(replay.moves.length).toBeGreaterThan(10);
  expect(replay.meta?.redacted).toBeUndefined();
  const asked = requests.find((r) => r.url.includes(`/tables/${id}/replay`));
  expect(asked?.auth).toMatch(/^Bearer [\w-]{40,}$/);
  expect(requests.some((r) => /token/i.test(r.url))).toBe(false);

  // Rematch: Ana asks, the table is made; Bea is told and takes her seat in one click, and
  // someone watching the finished table is offered to watch the new one.
  const cy = await newPage();
  await cy.goto(`${server.url}/t/${id}?watch&pace=0`);
  await cy.waitForSelector('.end-of-game');
  await ana.getByRole('button', { name: 'Rematch' }).click();
  await ana.waitForURL((u) => u.pathname.startsWith('/t/') && !u.pathname.endsWith(id));
  const next = new URL(ana.url()).pathname.split('/t/')[1] as string;
  await expect(bea.locator('.rematch-offer').textContent()).resolves.toBe(
    'A rematch is ready: take your seat.',
  );
  await bea.getByRole('button', { name: 'Join the rematch' }).click();
  await expect(cy.locator('.rematch-offer').textContent()).resolves.toBe(
    'The players are starting a rematch.',
  );
  await cy.getByRole('button', { name: 'Watch the rematch' }).click();
  await cy.waitForURL((u) => u.pathname === `/t/${next}`);
  await expect(cy.locator('h1').textContent()).resolves.toBe('Watching Into the Blue');
  await bea.waitForURL((u) => u.pathname === `/t/${next}`);
  await bea.waitForSelector('[data-viewer=seat][data-link=open]');
  await ana.waitForSelector('.presence li[data-seat="1"][data-connected=true]');
  await expect(ana.locator('.presence li[data-seat="1"]').textContent()).resolves.toMatch(/Bea/);
  // isEnabled waits for the button, not for it to be enabled: polled.
  await expect
    .poll(() => ana.getByRole('button', { name: 'Start the game' }).isEnabled(), {
      timeout: 10_000,
    })
    .toBe(true);
  // Both tables are Ana's: the rematch, and the finished one (which she may forget).
  await ana.goto(`${server.url}/?pace=0`);
  await ana.locator(`.your-tables li[data-table="${next}"]`).waitFor();
  const done = ana.locator(`.your-tables li[data-table="${id}"]`);
  await expect(done.textContent()).resolves.toMatch(/finished/);
  await done.getByRole('button', { name: 'Forget your table of Into the Blue' }).click();
  await expect.poll(() => done.count(), { timeout: 10_000 }).toBe(0);
}, 150_000);
