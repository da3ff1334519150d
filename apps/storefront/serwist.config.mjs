// @ts-check
// Builds the service worker (src/service-worker/sw.ts) into public/sw.js after `next build`, with
// Serwist's Next.js configurator (`serwist build serwist.config.mjs`, in the build script). What
// it precaches is small on purpose: the offline pages and the app's icons. Scripts, styles,
// fonts, images and pages are kept as the shopper meets them (runtime caching in sw.ts), so a
// first visit on a phone's data plan does not download the whole app.
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const revision = readFileSync(new URL('./.next/BUILD_ID', import.meta.url), 'utf8').trim();

export default serwist({
  swSrc: 'src/service-worker/sw.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  globPatterns: ['public/icons/*.{png,svg}'],
  additionalPrecacheEntries: ['en', 'th'].flatMap((lang) => [
    { url: `/offline.html?lang=${lang}`, revision },
    { url: `/${lang}/manifest.webmanifest`, revision },
  ]),
});
