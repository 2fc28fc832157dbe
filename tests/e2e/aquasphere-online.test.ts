// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { expect, test } from 'vitest';
import { playAquaSphereToEnd } from './aquasphere-driver.js';
import { openPage, useGameServer } from './harness.js';

const server = useGameServer('fathom-aq-e2e-');

const newPage = () =>
  openPage(server.browser, { locale: 'en-GB', viewport: { width: 1280, height: 900 } });

test('AquaSphere online: two browsers play a whole game through an invitation link, a third watches', async () => {
  const ana = await newPage();
  await ana.goto(`${server.url}/`);
  await ana.getByLabel('AquaSphere').check();
  await ana.getByLabel('Players').selectOption('2');
  await ana.getByLabel('Who plays seat 2').selectOption('human');
  await ana.getByLabel('Name at seat 1').fill('Ana');
  await ana.getByRole('button', { name: 'Open an online table' }).click();
  await ana.waitForURL(/\/t\/[\w-]+$/);
  const invite = await ana.locator('.invite input').inputValue();

  const bea = await newPage();
  await bea.goto(invite);
  await bea.getByLabel('Your name').fill('Bea');
  await bea.getByRole('button', { name: 'Join' }).click();
  await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
  await Promise.all([ana.waitForSelector('.aq-board'), bea.waitForSelector('.aq-board')]);

  const cy = await newPage();
  await cy.goto(invite);
  await cy.getByRole('button', { name: 'Watch' }).click();
  await cy.waitForSelector('.aq-sector');
  // A spectator sees the whole station and both players, and has nothing to choose.
  await expect(cy.locator('.aq-player').count()).resolves.toBe(2);
  await expect(cy.locator('.aq-choices').count()).resolves.toBe(0);

  const [a, b] = await Promise.all([playAquaSphereToEnd(ana), playAquaSphereToEnd(bea)]);
  expect(a.decisions + b.decisions).toBeGreaterThan(20);
  await cy.waitForSelector('.aq-final');
  const totals = await Promise.all(
    [ana, bea, cy].map((p) => p.locator('.aq-final .totals tbody').textContent()),
  );
  expect(totals[1]).toBe(totals[0]);
  expect(totals[2]).toBe(totals[0]);
  expect(totals[0]).toMatch(/Ana/);
  expect(totals[0]).toMatch(/Bea/);
  // The players saw the intermediate scorings happen, step by step.
  await expect(ana.locator('.aq-round-report').count()).resolves.toBe(4);
  await expect(cy.locator('.aq-round-report').count()).resolves.toBe(4);
}, 240_000);
