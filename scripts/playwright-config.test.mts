import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser suite's CI settings: a test that only passes on a second try is a failure to
// look at, not a pass; a forgotten `.only` must not quietly skip the rest of the suite.
describe('playwright.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  for (const ci of ['true', '']) {
    it(`never retries a failed test (CI=${ci || 'unset'})`, async () => {
      vi.stubEnv('CI', ci);
      const { default: config } = await import('../playwright.config');
      expect(config.retries ?? 0).toBe(0);
      for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
    });
  }

  it('refuses test.only in CI', async () => {
    vi.stubEnv('CI', 'true');
    const { default: config } = await import('../playwright.config');
    expect(config.forbidOnly).toBe(true);
  });
});
