// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { DESK, openPage, useStaticWeb } from './harness.js';

const web = useStaticWeb();

/** The page's headings, as "H2 Setup". */
const headings = (page: Page) =>
  page
    .locator('.rules h1, .rules h2, .rules h3, .rules h4')
    .evaluateAll((els) => els.map((e) => `${e.tagName} ${e.textContent?.trim()}`));

const TITLES: Record<string, Record<string, RegExp>> = {
  'en-GB': {
    'into-the-blue': /^How to play Into the Blue$/,
    survive: /^How to play Survive/,
    aquasphere: /^How to play AquaSphere$/,
  },
  'es-ES': {
    'into-the-blue': /^Cómo se juega a Into the Blue$/,
    survive: /^Cómo se juega a Survive/,
    aquasphere: /^Cómo se juega a AquaSphere$/,
  },
  'fr-FR': {
    'into-the-blue': /^Comment jouer à Into the Blue$/,
    survive: /^Comment jouer à Survive/,
    aquasphere: /^Comment jouer à AquaSphere$/,
  },
};
/** A section title every game's rules have, in each language. */
const SETUP: Record<string, string> = {
  'en-GB': 'H2 Setup',
  'es-ES': 'H2 Preparación',
  'fr-FR': 'H2 Mise en place',
};

describe('rules pages', () => {
  describe.each(Object.keys(TITLES))('in %s', (locale) => {
    test.each(['into-the-blue', 'survive', 'aquasphere'])(
      '%s: opened from the lobby, a title, contents and sections with anchors',
      async (game) => {
        // From the lobby, by its link for this game, as a visitor would.
        const page = await openPage(web, { ...DESK, locale });
        await page.goto(`${web.url}/`);
        await page.getByRole('link', { name: TITLES[locale]?.[game] as RegExp }).click();
        await page.waitForSelector('.rules-section');
        expect(new URL(page.url()).pathname).toBe(`/rules/${game}`);
        const found = await headings(page);
        expect(found[0]).toMatch(/^H1 /);
        expect(found[0]?.slice(3)).toMatch(TITLES[locale]?.[game] as RegExp);
        expect(found).toContain(SETUP[locale]);
        expect(found.filter((h) => h.startsWith('H2 ')).length).toBeGreaterThanOrEqual(7);
        expect(found.some((h) => h.startsWith('H3 '))).toBe(true);
        // Every section is listed in the contents, and each link leads to its heading.
        const links = await page
          .locator('.rules-contents a')
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
        expect(links.length).toBeGreaterThanOrEqual(7);
        for (const id of links) await expect(page.locator(`[id="${id}"]`).count()).resolves.toBe(1);
        // The component values are shown, as the defaults (no table behind this page).
        await expect(
          page.locator('.rules-values[data-from=default]').count(),
        ).resolves.toBeGreaterThan(0);
        await page.context().close();
      },
    );
  });

  test('a contents link goes to its section and the address keeps the anchor', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/rules/survive`);
    await page.getByRole('link', { name: 'Terrain tiles' }).click();
    expect(new URL(page.url()).hash).toBe('#tiles');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('tiles');
    // A link to a section opens the page there: the tile powers have anchors of their own.
    await page.goto(`${web.url}/rules/survive#tile-dolphin`);
    await page.waitForSelector('#tile-dolphin');
    await page.waitForFunction(() => {
      const r = document.getElementById('tile-dolphin')?.getBoundingClientRect();
      return r !== undefined && r.top >= 0 && r.bottom <= innerHeight;
    });
    await page.context().close();
  });

  test('the rules follow a language switch', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/rules/into-the-blue`);
    await page.waitForSelector('.rules-section');
    await page.locator('.lang-switch select').selectOption('fr');
    await page.waitForFunction(() =>
      document.querySelector('.rules h1')?.textContent?.startsWith('Comment'),
    );
    // The French text arrives in its own chunk, just after the title changes.
    await page.waitForFunction(() => document.getElementById('goal')?.textContent === 'But du jeu');
    await page.context().close();
  });

  test('an unknown game says so', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/rules/chess`);
    await expect(page.locator('[role=alert]').textContent()).resolves.toContain('chess');
    await page.context().close();
  });

  test.each(['into-the-blue', 'survive', 'aquasphere'])(
    '%s: axe finds nothing, and a phone needs no sideways scrolling',
    async (game) => {
      const page = await openPage(web, {
        locale: 'es-ES',
        viewport: { width: 375, height: 667 },
      });
      await page.goto(`${web.url}/rules/${game}`);
      await page.waitForSelector('.rules-section');
      // Open every folded list, so that axe audits it too.
      await page
        .locator('.rules details')
        .evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await expect(axeFindings(page)).resolves.toEqual([]);
      const overflow = await page.evaluate(
        () =>
          document.querySelector('.rules')!.scrollWidth -
          document.querySelector('.rules')!.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const wide = await page
        .locator('.rules *')
        .evaluateAll(
          (els) => els.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).length,
        );
      expect(wide).toBe(0);
      if (game === 'survive') await page.screenshot({ path: `${SCREENSHOTS}/rules-phone.png` });
      await page.context().close();
    },
  );

  test('axe finds nothing in the dark scheme either', async () => {
    const page = await openPage(web, { ...DESK, locale: 'fr-FR', colorScheme: 'dark' });
    await page.goto(`${web.url}/rules/aquasphere`);
    await page.waitForSelector('.rules-section');
    await page
      .locator('.rules details')
      .evaluateAll((ds) => ds.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });
});
