import { expect, type Page } from '@playwright/test';
import { axeViolations } from './support.ts';

/**
 * axe-core with every rule it runs by default (WCAG 2.0–2.2 A and AA and its best practices) and every impact,
 * minor ones too: the owner's pages are held to no violation at all (issue 30), where the storefront's journeys
 * stop at serious ones (support.ts); running transitions are let finish first, as there. A soft expectation: a
 * journey goes on to its other pages and lists them all.
 */
export async function expectNoA11yViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect
    .soft(
      violations.map(
        (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      where,
    )
    .toEqual([]);
}
