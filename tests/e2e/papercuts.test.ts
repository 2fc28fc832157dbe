// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openPage, PHONE, useGameServer } from './harness.js';
import { twoAccountsAtATable } from './page-api.js';

// Issue 42's papercuts that a browser shows: the lobby's choices on a phone, and a deleted
// friend's seat in "your tables". (The others have their tests beside their code: the French
// elision in src/kernel/i18n.test.ts, the unsubscribe page in tests/server/email.test.ts, the
// account's deletion in tests/server/accounts-seats.test.ts, "Password added" in accounts.test.ts.)

const server = useGameServer('fathom-papercuts-e2e-');

test.each([
  ['fr-FR', 'Classée'],
  ['es-ES', 'Puntuada'],
  ['en-GB', 'Rated'],
])(
  'on a phone (%s), "%s" stays whole and every bot choice shows its whole label',
  async (locale, rated) => {
    const page = await openPage(server, { ...PHONE, locale });
    for (const game of ['into-the-blue', 'survive', 'aquasphere']) {
      await page.goto(`${server.url}/?pace=0`);
      await page.locator(`input[name=game][value=${game}]`).check();
      await page.locator('input[name=rated]').waitFor();
      // The word beside the box is on one line: its text's boxes, one per line, are one.
      const lines = await page.locator('input[name=rated]').evaluate((box) => {
        const text = box.nextSibling as Text;
        const range = document.createRange();
        range.selectNodeContents(text);
        return {
          text: text.textContent?.trim(),
          lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
        };
      });
      expect(lines).toEqual({ text: rated, lines: 1 });
      // Whichever of a seat's choices is chosen, it is shown whole: the select is at least as
      // wide as it would be with that one option and room enough.
      const clipped = await page.locator('.seat select').evaluateAll((selects) =>
        selects.flatMap((s) =>
          [...(s as HTMLSelectElement).options].flatMap((o) => {
            const alone = s.cloneNode(false) as HTMLSelectElement;
            alone.append(o.cloneNode(true));
            alone.style.cssText = 'position:absolute;max-width:none;width:auto;flex:none';
            s.parentElement?.append(alone);
            const room = alone.getBoundingClientRect().width;
            alone.remove();
            return s.getBoundingClientRect().width + 0.5 < room ? [o.text] : [];
          }),
        ),
      );
      expect(clipped).toEqual([]);
      // And nothing goes past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    }
    await page.context().close();
  },
);

test('a friend who deleted their account (typing the name in another case) is a "deleted player" in your tables', async () => {
  const stamp = Date.now().toString(36).slice(-5);
  const names = [`Ana${stamp}`, `Bea${stamp}`] as const;
  const [ana, bea] = (await Promise.all([0, 1].map(() => openPage(server)))) as [Page, Page];
  const id = await twoAccountsAtATable([ana, bea], server, names);
  // Bea deletes her account from its page, her name typed in capitals.
  await bea.goto(`${server.url}/account?pace=0`);
  const form = bea.getByRole('form', { name: 'Delete the account' });
  await form.getByLabel('Type your name to delete the account').fill(names[1].toUpperCase());
  await form.getByRole('button', { name: 'Delete the account' }).click();
  await bea.getByRole('form', { name: 'Sign in' }).waitFor();
  // Ana's lobby: the table, with her and a deleted player (not an open seat).
  await ana.goto(`${server.url}/?pace=0`);
  const players = ana.locator(`.your-tables li[data-table="${id}"] .your-table-players`);
  await expect
    .poll(() => players.textContent(), { timeout: 10_000 })
    .toBe(`${names[0]}, deleted player`);
  for (const p of [ana, bea]) await p.context().close();
});
