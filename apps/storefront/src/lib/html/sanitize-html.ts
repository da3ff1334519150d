/**
 * A small allow-list sanitizer for HTML the engine returns (product descriptions: trusted admin
 * content, cleaned anyway). Only listed tags and attributes survive; script-like elements are
 * dropped with their content; every open tag is closed, so the markup cannot leak out of its
 * container when inserted as HTML.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|[a-z0-9][a-z0-9-]*(?:\/|$))/i;

function escapeText(text: string): string {
  return text
    .replace(/&(?!#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttr(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

export function isSafeUrl(value: string): boolean {
  const cleaned = decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_URL.test(cleaned);
}

function cleanAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? [];
  if (allowed.length === 0) return '';
  const out: string[] = [];
  for (const m of raw.matchAll(ATTR)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) continue;
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && out.some((a) => a.startsWith(' href="http'))) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out += escapeText(html.slice(last, m.index));
    last = TOKEN.lastIndex;
    const tag = m[2]?.toLowerCase();
    if (!tag) continue; // comment, doctype, CDATA, processing instruction
    const closing = m[1] === '/';
    if (!closing && DROP_WITH_CONTENT.has(tag)) {
      const end = new RegExp(`</${tag}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, m[3] ?? '')}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
