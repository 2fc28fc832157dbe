// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { SCREENSHOTS } from './browser.js';
import { expectSameText } from './checks.js';
import { LAPTOP, openOnlineTable, openPage, useGameServer } from './harness.js';
import { playItbToEnd } from './itb-driver.js';
import { playSurviveToEnd } from './survive-driver.js';

// The analysis's searches are few: the test looks at the chart, the summary and the notes, not
// at how deep the search went; at the default (400 a decision, in a worker at nice 10) a whole
// game's analysis outlasted the test on a loaded machine.
const server = useGameServer('fathom-web-e2e-', { analysisIterations: 40 });

/**
 * Drops the page's link as a network failure would, until the function it gives is called: the
 * socket closes first (the server hears it), then the network goes, and the page's tries to
 * connect again are refused meanwhile. Offline alone did not keep them out: the page tries again
 * 250 ms after a drop, which under load came before the network went, and an open socket
 * outlives offline emulation (it hears nothing, until the page's 25 s silence check).
 */
async function dropLink(page: Page): Promise<() => Promise<void>> {
  let down = true;
  await page.routeWebSocket(/\/api\/v1\/ws(\?|$)/, (ws) => {
    if (down) void ws.close();
    else ws.connectToServer();
  });
  await page.evaluate(() => (window as unknown as { __fathomDrop: () => void }).__fathomDrop());
  await page.context().setOffline(true);
  return async () => {
    down = false;
    await page.context().setOffline(false);
  };
}

test('an online game between two browsers, one of which loses its connection midway', async () => {
  const ana = await openPage(server, LAPTOP);
  await openOnlineTable(ana, server, { others: ['human'], names: ['Ana'] });
  const invite = await ana.locator('.invite input').inputValue();
  expect(invite).toBe(ana.url().split('?')[0]);
  await expect(ana.getByRole('button', { name: 'Start the game' }).isDisabled()).resolves.toBe(
    true,
  );

  // Bea follows the invitation link and takes the open seat; the table is listed meanwhile.
  const bea = await openPage(server, LAPTOP);
  await bea.goto(`${server.url}/?pace=0`);
  await bea.waitForSelector(`.open-tables li[data-table="${invite.split('/t/')[1]}"]`);
  await bea.goto(invite);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await Promise.all([ana.waitForSelector('.itb-board'), bea.waitForSelector('.itb-board')]);
  await expect(ana.locator('.presence').textContent()).resolves.toContain('Bea');
  // Both are connected, and whose turn it is shows in the list of players too.
  await ana.waitForSelector('.presence li[data-seat="1"][data-connected=true]');
  await expect
    .poll(() => ana.locator('.presence li[data-connected=true]').count(), { timeout: 10_000 })
    .toBe(2);
  await ana.waitForSelector('.presence li[aria-current=true] .to-move');

  // A spectator watches through the same link.
  const cy = await openPage(server, LAPTOP);
  await cy.goto(invite);
  await cy.getByRole('button', { name: 'Watch' }).click();
  await cy.waitForSelector('.itb-board');
  await expect(cy.locator('.turn-banner').textContent()).resolves.toMatch(/Ana|Bea/);

  // Bea's link drops after a few moves (and her network is off for a moment).
  const dropped = (async () => {
    await bea.waitForFunction(
      () => document.querySelectorAll('.log li:not(.log-end)').length >= 12,
    );
    // Ana's screen notes each state it shows of Bea (marker and the words for screen readers),
    // so that her absence is seen however short it is.
    await ana.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __beaSeen: string[] }).__beaSeen = seen;
      const note = () => {
        const li = document.querySelector('.presence li[data-seat="1"]');
        const words = li?.querySelector('.visually-hidden')?.textContent;
        const state = `${li?.getAttribute('data-connected')}:${words}`;
        if (seen[seen.length - 1] !== state) seen.push(state);
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    const back = await dropLink(bea);
    await bea.waitForSelector('[data-link=reconnecting]');
    await expect(bea.locator('.link-status').textContent()).resolves.toMatch(/reconnecting/);
    // Ana sees Bea away (a hollow marker, and the word for screen readers)...
    await ana.waitForFunction(() =>
      (window as unknown as { __beaSeen: string[] }).__beaSeen.includes('false:away'),
    );
    await back();
    await bea.waitForSelector('[data-link=open]', { timeout: 15_000 });
    // ...then back once she reconnected.
    await ana.waitForSelector('.presence li[data-seat="1"][data-connected=true]');
    const seen = await ana.evaluate(() => (window as unknown as { __beaSeen: string[] }).__beaSeen);
    expect(seen[0]).toBe('true:connected');
    expect(seen.indexOf('false:away')).toBeGreaterThan(0);
    expect(seen.lastIndexOf('true:connected')).toBeGreaterThan(seen.indexOf('false:away'));
  })();
  const [statsA, statsB] = await Promise.all([playItbToEnd(ana), playItbToEnd(bea), dropped]);
  expect(statsA.decisions + statsB.decisions).toBeGreaterThan(10);

  // Everyone sees the same final scores, the reconnected player included.
  await cy.waitForSelector('.scoring');
  await expectSameText([ana, bea, cy], '.totals tbody');
  const logs = await Promise.all([ana, bea].map((p) => p.locator('.log li:not(.log-end)').count()));
  expect(logs[1]).toBe(logs[0]);
  await ana.screenshot({ path: join(SCREENSHOTS, 'online.png') });
}, 120_000);

test('an online table against a server bot, then its replay from the server', async () => {
  const ana = await openPage(server, LAPTOP);
  const id = await openOnlineTable(ana, server, {
    names: ['Ana'],
    check: () => expect(ana.getByLabel('Who plays seat 2').inputValue()).resolves.toBe('expert'),
  });
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await ana.waitForSelector('.itb-board');
  await expect(ana.locator('.presence').textContent()).resolves.toMatch(/bot/);
  await playItbToEnd(ana);
  const moves = await ana.locator('.log li:not(.log-end)').count();

  // The finished table is listed in the lobby and replays move by move from the server's log.
  await ana.getByRole('button', { name: 'Step through this game' }).click();
  await ana.waitForURL(new RegExp(`/replay\\?table=${id}`));
  const step = ana.locator('.replay-step');
  await expect(step.getAttribute('data-step')).resolves.toBe(String(moves));
  await ana.keyboard.press('ArrowLeft');
  await expect(step.getAttribute('data-step')).resolves.toBe(String(moves - 1));

  // The server analyses the finished game: a chart of each player's chances, marks that jump to
  // their decision, each player's accuracy.
  await ana.getByRole('button', { name: 'Analyse this game' }).click();
  await ana.waitForSelector('.analysis-chart', { timeout: 60_000 });
  await expect(ana.locator('.analysis-summary tbody tr').count()).resolves.toBe(2);
  await expect(ana.locator('.analysis-summary tbody').textContent()).resolves.toMatch(/Ana.*\d+%/);
  const marks = ana.locator('.analysis-chart .mark');
  if ((await marks.count()) > 0) {
    await marks.first().focus();
    await ana.keyboard.press('Enter');
    await expect(ana.locator('.analysis-detail').textContent()).resolves.toMatch(
      /Chance to win: \d+% with the best move found, \d+% with this one\. Better: /,
    );
    // The position after the decision judged, whose number the note gives.
    const at = Number(await step.getAttribute('data-step'));
    expect(at).toBeLessThanOrEqual(moves);
    await expect(ana.locator('.analysis-detail').textContent()).resolves.toMatch(
      new RegExp(`^Move ${at}: `),
    );
  }
  await ana.goto(`${server.url}/?pace=0`);
  await ana.waitForSelector(`.open-tables li[data-table="${id}"]`);
  await expect(ana.locator(`.open-tables li[data-table="${id}"]`).textContent()).resolves.toMatch(
    /finished/,
  );
}, 90_000);

test('a move made while the connection is down is not dropped without a word', async () => {
  const ana = await openPage(server, LAPTOP);
  await openOnlineTable(ana, server, { names: ['Ana'] });
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  const stop = ana.getByRole('button', { name: 'Stop and dive' });
  await ana.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find(
      (e) => e.textContent === 'Stop and dive',
    );
    return b !== undefined && !(b as HTMLButtonElement).disabled;
  });
  const back = await dropLink(ana);
  await ana.waitForSelector('[data-link=reconnecting]');
  await stop.click();
  await ana.getByRole('alert').filter({ hasText: 'Not connected' }).first().waitFor();
  await back();
  await ana.waitForSelector('[data-link=open]', { timeout: 15_000 });
  // Back: the word goes, and the move can be made again.
  await expect(ana.getByRole('alert').filter({ hasText: 'Not connected' }).count()).resolves.toBe(
    0,
  );
  await ana.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find(
      (e) => e.textContent === 'Stop and dive',
    );
    return b !== undefined && !(b as HTMLButtonElement).disabled;
  });
}, 60_000);

test('Survive online against a server bot, to the final reveal', async () => {
  const ana = await openPage(server, LAPTOP);
  await openOnlineTable(ana, server, {
    game: 'Survive: Escape from Atlantis!',
    others: ['random'],
  });
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await ana.waitForSelector('.survive-board');
  const decisions = await playSurviveToEnd(ana);
  expect(decisions).toBeGreaterThan(10);
  await expect(ana.locator('#survive-reveal').textContent()).resolves.toBe('The final reveal');
}, 120_000);

test('first byte to an interactive table, served by the game server (measured, not asserted)', async () => {
  const page = await openPage(server, LAPTOP);
  await page.goto(
    `${server.url}/local/into-the-blue?seats=human:You,expert:Bo,expert:Cy,expert:Di&seed=t`,
  );
  const ms = await page.waitForFunction(() => {
    const mark = performance.getEntriesByName('fathom:interactive')[0];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return mark ? mark.startTime - nav.responseStart : false;
  });
  const value = (await ms.jsonValue()) as number;
  console.log(`first byte to interactive (game server): ${value.toFixed(0)} ms`);
  expect(value).toBeGreaterThan(0);
});

test('a stale seat token falls back to watching, with a word why', async () => {
  const res = await fetch(`${server.url}/api/v1/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'into-the-blue', seats: [{ kind: 'human' }, { kind: 'human' }] }),
  });
  const { table } = (await res.json()) as { table: { id: string } };
  const page = await openPage(server, LAPTOP);
  await page.addInitScript(
    (id) =>
      localStorage.setItem(`fathom.seat.${id}`, JSON.stringify({ seat: 0, token: 'x'.repeat(43) })),
    table.id,
  );
  await page.goto(`${server.url}/t/${table.id}`);
  await page.waitForSelector('[data-link=open]');
  await expect(page.locator('.error').textContent()).resolves.toMatch(/does not hold a seat/);
  await expect(page.getByRole('button', { name: 'Start the game' }).count()).resolves.toBe(0);
  await expect(
    page.evaluate((id) => localStorage.getItem(`fathom.seat.${id}`), table.id),
  ).resolves.toBeNull();
});
