/** Content codings the storefront server sends, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

function qualities(header: string | string[] | undefined): Map<string, number> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const out = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const name = coding?.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    out.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return out;
}

/** Whether an Accept-Encoding header takes `coding` (named or by `*`, and not refused with q=0). */
export function accepts(header: string | string[] | undefined, coding: 'br' | 'gzip'): boolean {
  const q = qualities(header);
  return (q.get(coding) ?? q.get('*') ?? 0) > 0;
}

/** The coding to answer with: brotli when taken, else gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return 'identity';
}
