/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { isKeptPage, KEEP_HEADER, keptPageKey, offlineLang, offlinePageUrl } from './offline-rules';

/**
 * The storefront's service worker (spec section 1, 7 and 8), built by Serwist after `next build`
 * (serwist.config.mjs) into public/sw.js, served at /sw.js:
 * - pages the shopper visited (cart included) are kept and shown when the network is away, in the
 *   currency and country they were seen in (read from the cookies);
 * - their images and the app's scripts, styles and fonts are kept too;
 * - any other page offline gets the bilingual offline page, in the shopper's language first;
 * - the API is never answered from a cache.
 */
declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

async function cookie(name: string): Promise<string | null> {
  try {
    return (await self.cookieStore?.get(name))?.value ?? null;
  } catch {
    return null;
  }
}

const byShopperCurrency: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keptPageKey(request.url, await cookie('s7-currency'), await cookie('s7-country')),
};

const onlySuccess: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'talat-static',
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/media/') || request.destination === 'image'),
      handler: new StaleWhileRevalidate({
        cacheName: 'talat-images',
        plugins: [onlySuccess, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      // Pages as they are opened, and the page the app was installed on (asked by the window
      // with KEEP_HEADER once this worker controls it: it loaded before the worker was there).
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && (request.mode === 'navigate' || request.headers.get(KEEP_HEADER) === 'page') && isKeptPage(url.pathname),
      handler: new NetworkFirst({
        cacheName: 'talat-pages',
        networkTimeoutSeconds: 6,
        plugins: [byShopperCurrency, onlySuccess, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: (['th', 'en'] as const).map((lang) => ({
      url: offlinePageUrl(lang),
      matcher: ({ request }: { request: Request }) =>
        request.destination === 'document' && offlineLang(new URL(request.url).pathname) === lang,
    })),
  },
});

serwist.addEventListeners();
