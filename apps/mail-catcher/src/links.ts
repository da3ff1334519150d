// Finds the http(s) links of a message: the hrefs of its HTML, then the URLs written in its
// text, each once, in order of first appearance.

const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const TEXT_URL = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references an attribute value usually holds (&amp;, &#38;, &#x26;). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Drops punctuation that ends a sentence rather than the URL; keeps a `)` that closes a `(` of the URL. */
function trimTrailing(url: string): string {
  let u = url;
  for (;;) {
    const last = u.at(-1);
    if (last && '.,;:!?\'"]}>'.includes(last)) u = u.slice(0, -1);
    else if (last === ')' && (u.match(/\)/g) ?? []).length > (u.match(/\(/g) ?? []).length) u = u.slice(0, -1);
    else return u;
  }
}

function isHttpUrl(candidate: string): boolean {
  if (!/^https?:\/\//i.test(candidate)) return false;
  try {
    new URL(candidate);
    return true;
  } catch {
    return false;
  }
}

export function extractLinks(html: string | null, text: string): string[] {
  const found = new Set<string>();
  if (html) {
    for (const m of html.matchAll(HREF)) {
      const href = decodeEntities(m[1] ?? m[2] ?? m[3] ?? '').trim();
      if (isHttpUrl(href)) found.add(href);
    }
  }
  for (const m of text.matchAll(TEXT_URL)) {
    const url = trimTrailing(m[0]);
    if (isHttpUrl(url)) found.add(url);
  }
  return [...found];
}
