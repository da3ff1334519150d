import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The accessibility gate: axe-core with the WCAG 2.2 A and AA rules on what the page shows now.
// No rule is disabled and no element excluded here; an exception needs a decision record in
// docs/decisions first.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One paragraph per rule: id, impact, help and link, then each element's selector, HTML and why. */
export function describeViolations(label: string, violations: Violation[]): string {
  const rules = violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const why = n.failureSummary?.replace(/\s*\n\s*/g, ' ') ?? '';
      return `    - ${n.target.join(' >> ')}\n      ${n.html.replace(/\s+/g, ' ').slice(0, 300)}\n      ${why}`;
    });
    return `  [${v.id}] (${v.impact ?? 'n/a'}) ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}`;
  });
  return `${label}: ${violations.length} accessibility rule(s) violated\n${rules.join('\n')}`;
}

/** Waits until the page is loaded and hydrated, then expects no WCAG 2.2 A/AA violation (soft: every page is reported). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await test.step(`axe: ${label}`, async () => {
    await page.waitForLoadState('load');
    // Hydrated: React has handled the page's scripts once the main thread is idle after load.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 1000 })));
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options(process.env.E2E_AXE_ALL ? {} : { resultTypes: ['violations'] }).analyze();
    expect.soft(violations.length, describeViolations(label, violations)).toBe(0);
  });
}
