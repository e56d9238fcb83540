import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA; what fails the suite is what axe rates serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical violations on the page, or within one part of it, one line per
 * rule with where it failed (only violations are collected: axe skips listing what passed,
 * which halves its time on long tables).
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder.withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}
