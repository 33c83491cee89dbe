import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with every rule it runs by default (WCAG 2.0–2.2 A and AA and its best practices) and every impact,
 * minor ones too: the owner's pages are held to no violation at all (issue 30), where the storefront's journeys
 * stop at serious ones (support.ts). Running transitions are let finish first, as there: mid-fade, axe measures
 * a half-transparent text's contrast. A soft expectation: a journey goes on to its other pages and lists them all.
 */
export async function expectNoA11yViolations(page: Page, where: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      results.violations.map(
        (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      where,
    )
    .toEqual([]);
}
