// Start-up benchmark: time from launch to the first page with the engine's database absent
// (first start seeds it) and present, and each process's resident memory once all answer.
// Runs on its own ports (3200-3202) and a temporary database. Writes bench/results/startup.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, root, rssMb, startStack } from '../scripts/stack.mjs';
import { benchConfig } from './support/bench-stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'talat-bench-'));
const config = benchConfig(dataDir);

async function run(label) {
  const started = performance.now();
  const stack = await startStack(config, { logDir: dataDir, log: () => {} });
  const firstPageMs = Math.round(performance.now() - started);
  await new Promise((r) => setTimeout(r, 2000));
  const rss = Object.fromEntries(stack.procs.map((p) => [p.name, rssMb(p.child.pid)]));
  stack.stop();
  await stack.stopped();
  console.log(`${label}: first page after ${firstPageMs} ms; RSS MB ${JSON.stringify(rss)}`);
  return { firstPageMs, rssMb: rss };
}

try {
  buildIfNeeded();
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    databaseAbsent: await run('database absent (seeds first)'),
    databasePresent: await run('database present'),
  };
  writeFileSync(join(root, 'bench/results/startup.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
