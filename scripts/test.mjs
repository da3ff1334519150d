// `npm test`: every check, in the order a failure is cheapest to find. Runs them all, prints
// a summary with the time of each step and the test counts, exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack.mjs';
import { browserStepOk, playwrightCounts, vitestCounts } from './test-counts.mjs';

const results = join(root, 'test-results');
const PREPARED = { embedded: join(results, 'prepared-embedded'), scaled: join(results, 'prepared-scaled') };
mkdirSync(results, { recursive: true });
const env = { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true', NEXT_TELEMETRY_DISABLED: '1' };

/** A run of the browser specs on a fresh stack (scripts/test-browser.mjs), counted from its report. */
function browserStep(name, args, stepEnv = {}) {
  const report = () => readJson(join(results, `${name}.json`));
  return {
    name,
    report: `${name}.json`,
    cmd: ['node', 'scripts/test-browser.mjs', ...args],
    env: { ...stepEnv, E2E_PASS: name },
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
    report: 'unit.json',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    count: () => add(vitestCounts(readJson(join(results, 'unit.json')))),
  },
  {
    name: 'engine',
    report: 'engine.json',
    cmd: [
      'npm',
      'run',
      'test:e2e',
      '-w',
      '@talat/commerce-engine',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'engine.json')}`,
    ],
    count: () => add(vitestCounts(readJson(join(results, 'engine.json')))),
  },
  // Once for every pass: the apps and the framework floor (TypeScript was checked above).
  { name: 'build', cmd: ['node', 'scripts/build.mjs', '--type-checked'] },
  browserStep('browser', [], { E2E_PREPARED_DIR: PREPARED.embedded }),
  // The stack as a shop goes live: NODE_ENV=production, real secrets, nothing of the demo
  // answering (scripts/test-production.mjs, e2e/*.production.spec.ts).
  { ...browserStep('production', []), cmd: ['node', 'scripts/test-production.mjs'] },
  // On the scaled profile (PostgreSQL, Redis, a job worker, two storefront processes behind
  // nginx): the tests tagged @scaled, what that profile changes, and the fault tests last (Redis,
  // PostgreSQL, the job worker and a storefront process going away). docs/decisions/0033.
  browserStep('scaled', [], { TALAT_PROFILE: 'scaled', E2E_PREPARED_DIR: PREPARED.scaled }),
  // The shop on the Magento connector and its stand-in (the `magento` project), a stack of its
  // own on ports 3400 and up (3306 is MySQL's), out of the way of the scaled pass beside it.
  browserStep('magento', [], {
    COMMERCE_BACKEND: 'magento',
    E2E_STOREFRONT_PORT: '3400',
    E2E_COMMERCE_PORT: '3401',
    E2E_CONTENT_PORT: '3402',
    E2E_SIGN_ON_PORT: '3403',
    E2E_CONTROL_PORT: '3408',
    E2E_MAIL_SMTP_PORT: '3425',
    E2E_MAIL_WEB_PORT: '3426',
  }),
  // Each browser pass's database, seeded ahead where the processor has room, for the pass to start
  // from a copy (scripts/test-browser.mjs --prepare): the embedded one once the engine is built.
  {
    name: 'seed embedded',
    after: 'build',
    cmd: ['node', 'scripts/test-browser.mjs', '--prepare'],
    env: { TALAT_PROFILE: '', E2E_PREPARED_DIR: PREPARED.embedded },
  },
  {
    name: 'seed scaled',
    cmd: ['node', 'scripts/test-browser.mjs', '--prepare'],
    env: { TALAT_PROFILE: 'scaled', E2E_PREPARED_DIR: PREPARED.scaled },
  },
];

// Side by side where the processor has room (a stage's lanes run together; a lane's steps run in
// turn). The engine's tests keep about one and a half of the two cores busy, so the checks and
// the build run beside them, in a lane about as long as theirs (CI of stop 46: typecheck 161 s,
// lint 94 s, build 149 s and the unit tests about 70 s now that they share modules, against the
// engine's 437 s). The embedded browser pass needs nearly the whole machine: beside it, only the
// seeding of the scaled pass's database (about 90 s of one core), which that pass then copies.
// The Magento shop's pass runs beside the scaled pass and then the production smoke: the scaled
// pass's fault tests run one at a time and mostly wait for services to stop and start, and the
// Magento pass, which runs the signed-on journeys too (issue 35), is now the longer lane (alone,
// 78 tests in about 10 minutes). Their stacks (ports of their own, no PostgreSQL, Redis databases
// of their own) are out of each other's reach. docs/decisions/0035 and 0055.
const stages = [
  [
    ['typecheck', 'lint', 'build', 'unit'],
    ['engine', 'seed embedded'],
  ],
  [['browser'], ['seed scaled']],
  [['magento'], ['scaled', 'production']],
];

const only = process.argv.slice(2);
const byName = new Map(steps.map((step) => [step.name, step]));
const summary = [];
const logDir = join(results, 'logs');
mkdirSync(logDir, { recursive: true });

/** Runs one step; beside another lane its output goes to a file, printed whole when it ends. */
/** Each step's end, for a step in another lane that needs it first (`after`). */
const ended = new Map();
const endOf = (name) => {
  if (!ended.has(name)) {
    let resolve;
    ended.set(name, Object.assign(new Promise((r) => (resolve = r)), { resolve }));
  }
  return ended.get(name);
};

async function run(step, beside) {
  // A step that needs another's output waits for it, if that step runs in this invocation.
  if (step.after && (!only.length || only.includes(step.after))) await endOf(step.after);
  try {
    await runNow(step, beside);
  } finally {
    endOf(step.name).resolve();
  }
}

async function runNow(step, beside) {
  if (step.report) rmSync(join(results, step.report), { force: true });
  const started = Date.now();
  const log = join(logDir, `step-${step.name}.log`);
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}${beside ? ` (beside another step; its output follows when it ends)` : ''}`);
  const out = beside ? openSync(log, 'w') : null;
  const child = spawn(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: out === null ? 'inherit' : ['ignore', out, out],
    env: { ...env, ...step.env },
  });
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  if (out !== null) closeSync(out);
  const seconds = (Date.now() - started) / 1000;
  if (beside) console.log(`\n=== ${step.name} output (${seconds.toFixed(1)} s)\n${readFileSync(log, 'utf8')}`);
  const ok = step.ok ? step.ok(status) : status === 0;
  step.count?.();
  if (!step.count && ok) counts.passed++;
  if (!step.count && !ok) counts.failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${seconds.toFixed(1)} s${beside ? ' (beside another)' : ''}`);
}

const runStarted = Date.now();
for (const stage of stages) {
  const lanes = stage
    .map((lane) => lane.filter((name) => !only.length || only.includes(name)).map((name) => byName.get(name)))
    .filter((lane) => lane.length);
  const beside = lanes.length > 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await run(step, beside);
    }),
  );
}

console.log(`\n${summary.join('\n')}`);
console.log(`whole run ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(summary.some((s) => s.startsWith('FAIL')) ? 1 : 0);
