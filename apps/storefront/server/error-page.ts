import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { bilingualPage, type PageWords } from './bilingual-page';
import { ERROR_PAGE_HEADER } from './error-page-header';
import { cookieLanguage } from './locale-cookie';
import { backendAway } from './response-status';

/** The shop's languages, their `<html lang>`, and the one used when a request names none. */
const LANGUAGES = { en: 'en-GB', th: 'th' } as const;
type Lang = keyof typeof LANGUAGES;
const DEFAULT_LANG: Lang = 'en';

/**
 * The error pages, each language first, from the message catalogues: `error` for a failure,
 * `pageAway` ("this page will be back shortly") for a request that failed because a backing
 * service is away, and `pageBusy` for a request the server turned away under overload
 * (admission.ts).
 */
export type ErrorPages = Record<'error' | 'away' | 'busy', Record<Lang, string>>;

export function errorPages(storefrontDir: string): ErrorPages {
  const catalogues = { en: readCatalogue(storefrontDir, 'en'), th: readCatalogue(storefrontDir, 'th') };
  const words = (lang: Lang, key: 'error' | 'pageAway' | 'pageBusy'): PageWords => {
    const { error, [key]: page } = catalogues[lang];
    return {
      lang: LANGUAGES[lang],
      title: page?.title ?? '',
      text: page?.text ?? '',
      home: { label: error?.home ?? '', href: `/${lang}` },
    };
  };
  const pages = (key: 'error' | 'pageAway' | 'pageBusy') => {
    const all = [words('en', key), words('th', key)] as const;
    return { en: bilingualPage(all, LANGUAGES.en), th: bilingualPage(all, LANGUAGES.th) };
  };
  return { error: pages('error'), away: pages('pageAway'), busy: pages('pageBusy') };
}

function readCatalogue(storefrontDir: string, lang: Lang): Record<string, Record<string, string> | undefined> {
  return JSON.parse(readFileSync(join(storefrontDir, 'messages', `${lang}.json`), 'utf8'));
}

/** The shopper's language: the path's prefix, else the locale cookie, else the default. */
export function errorPageLang(url: string | undefined, cookie: string | undefined): Lang {
  const first = (url ?? '').split(/[/?#]/)[1];
  if (first === 'en' || first === 'th') return first;
  return cookieLanguage(cookie) ?? DEFAULT_LANG;
}

/**
 * When Next.js itself answers a page with 500, its document is an empty shell
 * (`<html id="__next_error__">`: no `lang`, no text until scripts run). A shopper's page request
 * (GET or HEAD, not a client-side navigation's RSC request) gets the shop's bilingual error page
 * instead, with the 500 kept (503 when a backing service was away: server/response-status.ts). Install it inside the content-security wrapper (so the page gets
 * its policy) and before the response status (so it sees the final status).
 */
export function withErrorPage(req: IncomingMessage, res: ServerResponse, pages: ErrorPages): void {
  const pageRequest = (req.method === 'GET' || req.method === 'HEAD') && req.headers.rsc === undefined;
  if (!pageRequest) return;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  let mode: 'undecided' | 'replace' | 'pass' = 'undecided';

  const decide = (status: number) => {
    if (mode !== 'undecided') return;
    if (res.hasHeader(ERROR_PAGE_HEADER)) {
      res.removeHeader(ERROR_PAGE_HEADER);
      mode = 'pass';
      return;
    }
    mode = status === 500 ? 'replace' : 'pass';
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // A page's own 500 carries the header in its head's header object.
    const headers = rest.find((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object' && !Array.isArray(r));
    if (mode === 'undecided' && headers && ERROR_PAGE_HEADER in headers) {
      delete headers[ERROR_PAGE_HEADER];
      mode = 'pass';
    }
    decide(status);
    if (mode === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).call(res, status, ...rest);
    // Next's own headers are left out: they describe its shell (type, length, caching).
    return res;
  } as ServerResponse['writeHead'];
  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide(res.statusCode);
    if (mode === 'pass') return (write as (...a: unknown[]) => boolean).call(res, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse['write'];
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide(res.statusCode);
    if (mode === 'pass') return (end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    mode = 'pass';
    // A backing service away (marked while the request failed): "back shortly", sent as 503.
    const page = pages[backendAway() ? 'away' : 'error'][errorPageLang(req.url, req.headers.cookie)];
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    for (const name of ['content-length', 'etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'vary'])
      res.removeHeader(name);
    (writeHead as (...a: unknown[]) => ServerResponse).call(res, 500, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    return (end as (...a: unknown[]) => ServerResponse).call(res, req.method === 'HEAD' ? undefined : page, done);
  } as ServerResponse['end'];
}
