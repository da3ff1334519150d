import { describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

describe('playwrightCounts', () => {
  it('counts a test that passed only on a retry (flaky) as failed', () => {
    const report = { stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 3 } };
    expect(playwrightCounts(report)).toEqual({ passed: 10, failed: 3, skipped: 3 });
  });

  it('counts nothing when there is no report', () => {
    expect(playwrightCounts(null)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('vitestCounts', () => {
  it('adds pending and todo tests to the skipped ones', () => {
    const report = { numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 };
    expect(vitestCounts(report)).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });
});

describe('browser step outcome', () => {
  it('fails the browser step when a test was flaky, even if Playwright exited 0', async () => {
    const { browserStepOk } = await import('./test-counts.mjs');
    expect(browserStepOk(0, { stats: { expected: 10, unexpected: 0, flaky: 1, skipped: 0 } })).toBe(false);
    expect(browserStepOk(0, { stats: { expected: 10, unexpected: 0, flaky: 0, skipped: 0 } })).toBe(true);
    expect(browserStepOk(1, { stats: { expected: 10, unexpected: 1, flaky: 0, skipped: 0 } })).toBe(false);
  });
});
