// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { expect, test } from 'vitest';
import { playAquaSphereToEnd } from './aquasphere-driver.js';
import { expectSameText } from './checks.js';
import { DESK, openOnlineTable, openPage, useGameServer } from './harness.js';

const server = useGameServer('fathom-aq-e2e-');

test('AquaSphere online: two browsers play a whole game through an invitation link, a third watches', async () => {
  const ana = await openPage(server, DESK);
  await openOnlineTable(ana, server, {
    game: 'AquaSphere',
    others: ['human'],
    names: ['Ana'],
    paced: true,
  });
  expect(ana.url()).toMatch(/\/t\/[\w-]+$/);
  const invite = await ana.locator('.invite input').inputValue();

  const bea = await openPage(server, DESK);
  await bea.goto(invite);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await Promise.all([ana.waitForSelector('.aq-board'), bea.waitForSelector('.aq-board')]);

  const cy = await openPage(server, DESK);
  await cy.goto(invite);
  await cy.getByRole('button', { name: 'Watch' }).click();
  await cy.waitForSelector('.aq-sector');
  // A spectator sees the whole station and both players, and has nothing to choose.
  await expect(cy.locator('.aq-player').count()).resolves.toBe(2);
  await expect(cy.locator('.aq-choices').count()).resolves.toBe(0);

  const [a, b] = await Promise.all([playAquaSphereToEnd(ana), playAquaSphereToEnd(bea)]);
  expect(a.decisions + b.decisions).toBeGreaterThan(20);
  await cy.waitForSelector('.aq-final');
  const totals = await expectSameText([ana, bea, cy], '.aq-final .totals tbody');
  expect(totals).toMatch(/Ana/);
  expect(totals).toMatch(/Bea/);
  // The players saw the intermediate scorings happen, step by step (the last may still be coming
  // in with the final scoring, in the scoring's lazy chunk: awaited, not read at once).
  await expect.poll(() => ana.locator('.aq-round-report').count(), { timeout: 10_000 }).toBe(4);
  await expect.poll(() => cy.locator('.aq-round-report').count(), { timeout: 10_000 }).toBe(4);
}, 240_000);
