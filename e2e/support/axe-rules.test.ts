import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GATE_OPTIONS, WCAG_RULES_AXE_HOLDS_BACK, WCAG_TAGS } from './axe-rules';

// The axe-core that @axe-core/playwright injects into the page (its own copy, which may differ
// from the workspace's top-level axe-core).
const fromBuilder = createRequire(require.resolve('@axe-core/playwright'));
const axe = fromBuilder('axe-core') as typeof import('axe-core') & {
  _audit: { rules: { id: string; tags: string[] }[]; tagExclude: string[] };
};

describe('the accessibility gate rules', () => {
  it('names every WCAG 2.2 A/AA rule that axe leaves out of a run by tags, and no other', () => {
    const heldBack = axe._audit.rules
      .filter((r) => r.tags.some((tag) => WCAG_TAGS.includes(tag)))
      .filter((r) => r.tags.some((tag) => axe._audit.tagExclude.includes(tag)))
      .map((r) => r.id);
    expect([...WCAG_RULES_AXE_HOLDS_BACK].sort()).toEqual(heldBack.sort());
    expect(heldBack).toContain('label-content-name-mismatch');
  });

  it('turns each held-back rule on by name, since axe lets a rule setting win over the tags', () => {
    for (const id of WCAG_RULES_AXE_HOLDS_BACK) expect(GATE_OPTIONS.rules?.[id]).toEqual({ enabled: true });
    expect(GATE_OPTIONS.runOnly).toMatchObject({ type: 'tag', values: expect.arrayContaining(WCAG_TAGS) });
  });

  it('leaves no WCAG 2.2 criterion rule unselected: each carries a level tag the gate asks for or is held back', () => {
    // A criterion tag (wcag253) without a 2.0-2.2 A/AA level tag is AAA or obsolete (4.1.1).
    const levels = /^wcag2(1|2)?a{1,2}$/;
    const unselected = axe._audit.rules.filter(
      (r) =>
        r.tags.some((tag) => levels.test(tag)) &&
        !r.tags.some((tag) => WCAG_TAGS.includes(tag)) &&
        !WCAG_RULES_AXE_HOLDS_BACK.includes(r.id),
    );
    expect(unselected.map((r) => r.id)).toEqual([]);
  });
});
