import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { openPage, PHONE, useStaticWeb } from './harness.js';

const web = useStaticWeb();

/** The lock costs the station shows under a selector, as numbers. */
const locks = async (page: Page, within: string) =>
  (await page.locator(`${within} .aq-lock text`).allTextContents()).map((s) => Number(s.trim()));
const nines = (costs: number[]) => costs.filter((c) => c === 9).length;

test('AquaSphere pack editor on a phone in Spanish: a value changed shows in the preview, a wrong one is named, the pack downloads, loads back and plays', async () => {
  const page = await openPage(web, { ...PHONE, locale: 'es-ES' });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  await page.goto(`${web.url}/?pace=0`);
  await page.getByLabel('AquaSphere').check();
  await page.locator('details.components > summary').tap();
  await page.getByRole('button', { name: 'Editar los valores' }).tap();
  await page.waitForSelector('.aqe-preview .aq-lock');
  const before = await locks(page, '.aqe-preview');
  expect(before).toHaveLength(6);

  // Whatever the default pack's values: a sector whose lock is neither free nor 9 gets 9.
  await page.locator('.aqe-part > summary', { hasText: 'Sectores' }).tap();
  const costs = page.locator('input[id$="].lockCost"]');
  await expect.poll(() => costs.count(), { timeout: 5000 }).toBe(6);
  // Fields fit the phone: a source's words get the width (not a number's), and a list entry's
  // long label ("Costes de las casillas de submarino, 4") wraps inside its frame.
  const source = await page.locator('[id="aqe-sectors[0].source"]').boundingBox();
  expect(source?.width).toBeGreaterThan(250);
  const spill = await page
    .locator('.aqe-list .aqe-entry')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          e.getBoundingClientRect().right - e.closest('fieldset')!.getBoundingClientRect().right,
      ),
    );
  expect(spill.length).toBeGreaterThan(0);
  expect(Math.max(...spill)).toBeLessThanOrEqual(0);
  const values = (
    await costs.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  ).map(Number);
  const index = values.findIndex((v) => v !== 0 && v !== 9);
  expect(index).toBeGreaterThanOrEqual(0);
  const cost = page.locator(`[id="aqe-sectors[${index}].lockCost"]`);
  await expect(page.getByLabel('Coste de la esclusa').count()).resolves.toBe(6);
  await cost.fill('9');
  await expect.poll(async () => nines(await locks(page, '.aqe-preview'))).toBe(nines(before) + 1);
  await expect(page.locator('.aqe-status').textContent()).resolves.toMatch(/son válidos/);
  await expect(page.locator('.aq-pack-name').textContent()).resolves.toMatch(
    /^Se juega con los valores que editaste/,
  );

  // A wrong value: the rules' own message names the field, in Spanish; the preview stays.
  await cost.fill('12');
  await expect(page.locator('#aqe-problem').textContent()).resolves.toMatch(
    new RegExp(`^Paquete de componentes, sectors\\[${index}\\]\\.lockCost: como máximo 9\\.`),
  );
  await expect(cost.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(cost.getAttribute('aria-describedby')).resolves.toBe('aqe-problem');
  await expect(
    page.getByRole('button', { name: 'Descargar estos valores' }).isDisabled(),
  ).resolves.toBe(true);
  expect(nines(await locks(page, '.aqe-preview'))).toBe(nines(before) + 1);
  await expect(axeFindings(page)).resolves.toEqual([]);
  await expect(overflow()).resolves.toBeLessThanOrEqual(0);
  await cost.fill('9');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar estos valores' }).tap(),
  ]);
  const pack = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(pack.sectors[index].lockCost).toBe(9);

  // Loaded back (renamed), the form starts over from the file.
  await cost.fill('8');
  pack.name = 'Mi caja';
  await page.locator('.aq-pack input[type=file]').setInputFiles({
    name: 'mi-caja.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(pack)),
  });
  await expect.poll(() => page.locator('.aq-pack-name').textContent()).toMatch(/archivo: Mi caja/);
  await expect.poll(() => cost.inputValue()).toBe('9');

  await page.getByRole('button', { name: 'Jugar en este dispositivo' }).tap();
  await page.waitForSelector('.aq-board .aq-lock');
  await expect.poll(async () => nines(await locks(page, '.aq-board'))).toBe(nines(before) + 1);
  await page.context().close();
}, 90_000);
