// Builds once what every test pass and `npm start` use: each app whose output is older than its
// sources (scripts/stack.mjs) and the framework floor that the first-load JavaScript test and the
// benchmarks compare the shop with (bench/framework-floor). `npm test`'s build step; the browser
// passes then find nothing to build. TypeScript is checked by `npm run typecheck`, not again here
// (`--type-checked`: the apps built by tsc only emit).
import { floorIsBuilt, buildFloor } from '../bench/support/framework-floor.mjs';
import { buildIfNeeded } from './stack.mjs';

const started = Date.now();
buildIfNeeded({ force: process.argv.includes('--rebuild'), typeChecked: process.argv.includes('--type-checked') });
if (process.argv.includes('--rebuild') || !floorIsBuilt()) {
  console.log('building the framework floor ...');
  buildFloor({ quiet: true });
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
