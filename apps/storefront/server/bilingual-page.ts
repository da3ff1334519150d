/**
 * A self-contained HTML page (no script, style sheet or font: it must show when nothing else
 * can be served) in the shopper's language first and every other language after it, each marked
 * with its `lang`. The maintenance page (src/proxy.ts) and the error page (error-page.ts) use it;
 * it imports only @talat/rules, so both the server and the Next.js bundle can.
 */
import { escapeHtml } from '@talat/rules/html';

export interface PageWords {
  /** BCP 47 tag (`th`, `en-GB`). */
  lang: string;
  title: string;
  text: string;
  /** A link home in that language (`/th`, `/en`). */
  home?: { label: string; href: string };
}

function homeLink(words: PageWords): string {
  return words.home ? `<p><a href="${escapeHtml(words.home.href)}">${escapeHtml(words.home.label)}</a></p>` : '';
}

/** The page in `languages`, the shopper's (`shopperLang`, else the first) as its `lang`, title and heading. */
export function bilingualPage(languages: readonly [PageWords, ...PageWords[]], shopperLang: string): string {
  const first = languages.find((w) => w.lang === shopperLang) ?? languages[0];
  const others = languages.filter((w) => w !== first);
  const rest = others
    .map((w) => `<section lang="${escapeHtml(w.lang)}"><h2>${escapeHtml(w.title)}</h2><p>${escapeHtml(w.text)}</p>${homeLink(w)}</section>`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(first.lang)}"><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(first.title)}</title>` +
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
    `<main><h1>${escapeHtml(first.title)}</h1><p>${escapeHtml(first.text)}</p>${homeLink(first)}${rest}</main></body></html>`
  );
}
