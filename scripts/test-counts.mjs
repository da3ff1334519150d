// Test counts of the reports `npm test` collects (scripts/test.mjs).

/** Vitest's JSON report: passed, failed, skipped (pending and todo). */
export function vitestCounts(report) {
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/**
 * Playwright's JSON report: passed, failed, skipped. A flaky test (failed, then passed on a
 * retry) counts as failed: it is a defect of the test or of the shop, not a pass.
 */
export function playwrightCounts(report) {
  if (!report) return { passed: 0, failed: 0, skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}

/** Whether the browser step passed: Playwright exited 0 and no test was flaky. */
export function browserStepOk(status, report) {
  return status === 0 && (report?.stats.flaky ?? 0) === 0;
}
