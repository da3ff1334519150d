import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GATE_OPTIONS } from './axe-rules';

// The accessibility gate: axe-core with the WCAG 2.2 A and AA rules (e2e/support/axe-rules.ts) on what the page shows now.
// No rule is disabled and no element excluded here; an exception needs a decision record in
// docs/decisions first.

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

/** The gate's axe run on the page as it is: its violations. */
export async function gateViolations(page: Page): Promise<Violation[]> {
  // One options object: AxeBuilder's options() replaces whatever withTags() had set.
  const { violations } = await new AxeBuilder({ page }).options(GATE_OPTIONS).setLegacyMode().analyze();
  return violations;
}

/** Waits until the page is loaded and hydrated, then expects no WCAG 2.2 A/AA violation (soft: every page is reported). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await test.step(`axe: ${label}`, async () => {
    await page.waitForLoadState('load');
    // Hydrated: React has handled the page's scripts once the main thread is idle after load.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 1000 })));
    // Violations in full, passes not listed element by element (axe's option for speed); run in
    // the page itself (legacy mode), not as partial results gathered in a second, blank page,
    // which exists only to scan frames from other origins. The shop's pages have none; if one
    // ever does, this says so rather than leave it unscanned.
    const origin = new URL(page.url()).origin;
    const foreign = page
      .frames()
      .filter((f) => f !== page.mainFrame() && new URL(f.url(), origin).origin !== origin && f.url() !== 'about:blank');
    expect(
      foreign.map((f) => f.url()),
      `${label}: frames from another origin, which axe in the page would not scan`,
    ).toEqual([]);
    const violations = await gateViolations(page);
    expect.soft(violations.length, describeViolations(label, violations)).toBe(0);
  });
}
