import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's browser build, injected into the page as a script: the audit runs in the page.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One rule broken on a page: its id, its impact, and where (CSS selectors of the nodes). */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Audits the page as it is now with axe-core (WCAG 2.0/2.1 A and AA rules plus axe's best
 * practices) and returns what it found, so that a test can `expect(findings).toEqual([])` and a
 * failure names each rule and node.
 */
export async function axeFindings(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const context = excluded.length > 0 ? { exclude: excluded.map((s) => [s]) } : document;
    const result = await axe.run(context, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, exclude);
}

/** The little of axe's API used here (the page has no types for it). */
interface AxeApi {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{
    violations: {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }[];
  }>;
}
