// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { describe, expect, test } from 'vitest';
import { openPage, useStaticWeb } from './harness.js';

/**
 * Words on the page: the component values in the reader's language only (they showed the
 * sources' developer notes in English, "shared/components/README.md: …", under a heading said
 * twice), a value out of range refused aloud rather than silently, and the log in sentences.
 */
const web = useStaticWeb();

const LOCALES = [
  ['en-GB', 'Component values'],
  ['es-ES', 'Valores de los componentes'],
  ['fr-FR', 'Valeurs du matériel'],
] as const;

describe('component values in the lobby', () => {
  test.each(LOCALES)(
    'in the reader’s words only, under one heading (%s)',
    async (locale, heading) => {
      const page = await openPage(web, { locale });
      await page.goto(`${web.url}/?pace=0`);
      await page.locator('details.components > summary').click();
      for (const game of ['into-the-blue', 'survive', 'aquasphere']) {
        await page.locator(`input[name=game][value=${game}]`).check();
        await page.waitForSelector('details.components fieldset');
        const text = (await page.locator('details.components').innerText()) ?? '';
        expect(text, game).not.toMatch(/README|\.md\b|\.java\b|\.txt\b|shared\/|rules\/|Impl-/);
        // The heading is said once on screen (the fieldset keeps it as its name).
        const shown = await page.evaluate((words) => {
          const all = [...document.querySelectorAll('details.components *')];
          return all.filter((e) => {
            const box = e.getBoundingClientRect();
            const own = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
            return (
              own.some((n) => n.textContent?.trim() === words) && box.width > 2 && box.height > 2
            );
          }).length;
        }, heading);
        expect(shown, game).toBeLessThanOrEqual(1);
      }
      await page.context().close();
    },
  );

  test('a value out of range is refused aloud, in the reader’s language', async () => {
    const page = await openPage(web, { locale: 'es-ES' });
    await page.goto(`${web.url}/?pace=0`);
    await page.locator('details.components > summary').click();
    const main1 = page.getByLabel('Tesoro principal del nivel 1');
    const kept = await main1.inputValue();
    await main1.fill('250');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      `Tesoro principal del nivel 1: solo números enteros de 0 a 99. La mesa conserva ${kept}.`,
    );
    await expect(main1.getAttribute('aria-invalid')).resolves.toBe('true');
    // Leaving the field shows the value the table keeps; a good value clears the notice.
    await main1.blur();
    await expect(main1.inputValue()).resolves.toBe(kept);
    await main1.fill('7');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(main1.getAttribute('aria-invalid')).resolves.toBe(null);
    await page.context().close();
  });
});

test('the Spanish log writes shells and chests in lower case mid-sentence', async () => {
  const page = await openPage(web, { locale: 'es-ES' });
  await page.goto(
    `${web.url}/local/into-the-blue?seats=${encodeURIComponent('human:Ana,expert:Bo,expert:Cy')}&seed=palabras&pace=0`,
  );
  for (let turn = 0; turn < 6; turn++) {
    await page.waitForSelector('[data-my-turn=yes]');
    if (await page.locator('.place-level').count())
      await page.locator('.place-level').first().click();
    else await page.keyboard.press('s');
  }
  const lines = await page.locator('.log li:not(.log-end)').allTextContents();
  expect(lines.some((l) => / coloca \d+ conchas? /.test(l))).toBe(true);
  for (const line of lines) expect(line).not.toMatch(/\S \d* ?(Conchas?|Cofres?)\b/);
  await page.context().close();
});
