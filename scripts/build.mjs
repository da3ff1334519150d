// Builds once what every test pass and `npm start` use: each app whose output is older than its
// sources (scripts/stack.mjs) and the framework floor that the first-load JavaScript test and the
// benchmarks compare the shop with (bench/framework-floor). `npm test`'s build step; the browser
// passes then find nothing to build. TypeScript is checked by `npm run typecheck`, not again here
// (`--type-checked`: the apps built by tsc only emit).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { floorIsBuilt, buildFloor } from '../bench/support/framework-floor.mjs';
import { buildIfNeeded, root } from './stack.mjs';

const started = Date.now();
buildIfNeeded({ force: process.argv.includes('--rebuild'), typeChecked: process.argv.includes('--type-checked') });

// The Adyen stand-in (apps/adyen-stand-in), built beside the Magento stand-in until the stacks
// start it: esbuild bundles its source and the rules it shows pages with (built above).
const adyen = { output: 'apps/adyen-stand-in/dist/server.js', sources: ['apps/adyen-stand-in/src', 'packages/rules/src'] };
const newest = (path) =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry)))) : statSync(path).mtimeMs;
const adyenOutput = join(root, adyen.output);
if (
  process.argv.includes('--rebuild') ||
  !existsSync(adyenOutput) ||
  adyen.sources.some((s) => newest(join(root, s)) > statSync(adyenOutput).mtimeMs)
) {
  console.log('building adyen-stand-in ...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@talat/adyen-stand-in'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build of adyen-stand-in failed');
}
if (process.argv.includes('--rebuild') || !floorIsBuilt()) {
  console.log('building the framework floor ...');
  buildFloor({ quiet: true });
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
