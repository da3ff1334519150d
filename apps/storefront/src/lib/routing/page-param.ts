/** The `?page=` of a listing: a whole number from 1 to 1000, else 1. */
export function parsePageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= 1000 ? page : 1;
}

/** Pages to link around the current one: first, last, a window of neighbours, gaps as null. */
export function paginationItems(current: number, total: number, window = 1): (number | null)[] {
  if (total <= 1) return [];
  const pages = new Set([1, total]);
  for (let p = current - window; p <= current + window; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** `base` with `?page=N` (page 1 is the bare URL); other query values are kept. */
export function pageHref(base: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
