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
  it('records no trace in CI, whose only record is its output, unless asked to', async () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('E2E_TRACE', '');
    expect((await import('../playwright.config')).default.use?.trace).toBe('off');
    vi.resetModules();
    vi.stubEnv('CI', '');
    expect((await import('../playwright.config')).default.use?.trace).toBe('retain-on-failure');
  });

  it('chooses each pass by tag: the Thai half of a database journey on the scaled profile only', async () => {
    const { scaledIn, SCALED } = await import('../e2e/support/tags');
    const tagsOf = (t: { tag?: string | readonly string[] }) => [t.tag ?? []].flat().join(' ');
    const project = (
      config: { projects?: { name?: string; grep?: RegExp | RegExp[]; grepInvert?: RegExp | RegExp[] | null }[] },
      name: string,
    ) => config.projects!.find((p) => p.name === name)!;
    const runs = (p: { grep?: RegExp | RegExp[]; grepInvert?: RegExp | RegExp[] | null }, tags: string) =>
      [p.grep ?? /.*/].flat().some((r) => r.test(tags)) && ![p.grepInvert ?? []].flat().some((r) => r.test(tags));

    vi.stubEnv('TALAT_PROFILE', '');
    const embedded = (await import('../playwright.config')).default;
    vi.resetModules();
    vi.stubEnv('TALAT_PROFILE', 'scaled');
    const scaled = (await import('../playwright.config')).default;
    for (const name of ['desktop', 'mobile']) {
      expect(runs(project(embedded, name), tagsOf(scaledIn('en'))), `${name}: English journey, embedded`).toBe(true);
      expect(runs(project(embedded, name), tagsOf(scaledIn('th'))), `${name}: Thai journey, embedded`).toBe(false);
      expect(runs(project(embedded, name), tagsOf(SCALED))).toBe(true);
      expect(runs(project(embedded, name), '')).toBe(true);
      expect(runs(project(scaled, name), tagsOf(scaledIn('th'))), `${name}: Thai journey, scaled`).toBe(true);
      expect(runs(project(scaled, name), tagsOf(scaledIn('en')))).toBe(false);
      expect(runs(project(scaled, name), tagsOf(SCALED))).toBe(true);
      expect(runs(project(scaled, name), '')).toBe(false);
    }
    // A fault test both profiles run: English on the embedded, Thai on the scaled; the rest on each.
    expect(runs(project(embedded, 'faults'), tagsOf(scaledIn('en')))).toBe(true);
    expect(runs(project(embedded, 'faults'), tagsOf(scaledIn('th')))).toBe(false);
    expect(runs(project(scaled, 'faults'), tagsOf(scaledIn('th')))).toBe(true);
    expect(runs(project(scaled, 'faults'), tagsOf(scaledIn('en')))).toBe(false);
    expect(runs(project(embedded, 'faults'), '')).toBe(true);
    expect(runs(project(scaled, 'faults'), '')).toBe(true);
  });
});
