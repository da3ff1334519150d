// `npm test`: every check, in the order a failure is cheapest to find. Runs them all, prints
// a summary with the time of each step and the test counts, exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack.mjs';
import { browserStepOk, playwrightCounts, vitestCounts } from './test-counts.mjs';

const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const env = { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true', NEXT_TELEMETRY_DISABLED: '1' };

/** A run of the browser specs on a fresh stack (scripts/test-browser.mjs), counted from its report. */
function browserStep(name, args, stepEnv = {}) {
  const report = () => readJson(join(results, 'browser.json'));
  return {
    name,
    cmd: ['node', 'scripts/test-browser.mjs', ...args],
    env: stepEnv,
    count: () => add(playwrightCounts(report())),
    // A test that passed only on a retry fails the step, whatever Playwright's exit status.
    ok: (status) => browserStepOk(status, report()),
  };
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const add = (c) => {
  counts.passed += c.passed;
  counts.failed += c.failed;
  counts.skipped += c.skipped;
};

const steps = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    count: () => add(vitestCounts(readJson(join(results, 'unit.json')))),
  },
  {
    name: 'engine',
    cmd: ['npm', 'run', 'test:e2e', '-w', '@talat/commerce-engine', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'engine.json')}`],
    count: () => add(vitestCounts(readJson(join(results, 'engine.json')))),
  },
  // Once for every pass: the apps and the framework floor (TypeScript was checked above).
  { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
  browserStep('browser', []),
  // The stack as a shop goes live: NODE_ENV=production, real secrets, nothing of the demo
  // answering (scripts/test-production.mjs, e2e/*.production.spec.ts).
  { ...browserStep('production', []), cmd: ['node', 'scripts/test-production.mjs'] },
  // On the scaled profile (PostgreSQL, Redis, a job worker, two storefront processes behind
  // nginx): the tests tagged @scaled, what that profile changes, and the fault tests last (Redis,
  // PostgreSQL, the job worker and a storefront process going away). docs/decisions/0033.
  browserStep('scaled', [], { TALAT_PROFILE: 'scaled' }),
];

const only = process.argv.slice(2);
const summary = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  for (const f of ['unit.json', 'engine.json', 'browser.json']) rmSync(join(results, f), { force: true });
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } });
  const ok = step.ok ? step.ok(r.status) : r.status === 0;
  step.count?.();
  if (!step.count && ok) counts.passed++;
  if (!step.count && !ok) counts.failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

console.log(`\n${summary.join('\n')}`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(summary.some((s) => s.startsWith('FAIL')) ? 1 : 0);
