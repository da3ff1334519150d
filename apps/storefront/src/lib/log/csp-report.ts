import { z } from 'zod';

/**
 * A browser's report of something the page's Content-Security-Policy blocked (server/
 * content-security.ts): the `report-uri` form (`application/csp-report`, one report) and the
 * Reporting API's (`application/reports+json`, a list). What the log keeps of it: the directive,
 * what was blocked, the page's path (no query: it may hold a shopper's search) and a short sample.
 */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  sample?: string;
  line?: number;
}

const text = z.string().max(2048);
const legacy = z.object({
  'csp-report': z.object({
    'document-uri': text.optional(),
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'blocked-uri': text.optional(),
    'script-sample': text.optional(),
    'line-number': z.number().int().optional(),
  }),
});
const reporting = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text.optional(),
      body: z
        .object({
          documentURL: text.optional(),
          effectiveDirective: text.optional(),
          blockedURL: text.optional(),
          sample: text.optional(),
          lineNumber: z.number().int().optional(),
        })
        .partial(),
    }),
  )
  .max(20);

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

const clip = (s: string | undefined, n: number) => (s === undefined ? undefined : s.slice(0, n));

/** The violations in a report body, or null when it is not a CSP report. */
export function parseCspReport(body: unknown): CspViolation[] | null {
  const one = legacy.safeParse(body);
  if (one.success) {
    const r = one.data['csp-report'];
    return [
      {
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        blocked: clip(r['blocked-uri'], 200) ?? '',
        page: pathOf(r['document-uri']),
        sample: clip(r['script-sample'], 80),
        line: r['line-number'],
      },
    ];
  }
  const many = reporting.safeParse(body);
  if (!many.success) return null;
  return many.data
    .filter((r) => r.type === 'csp-violation')
    .map((r) => ({
      directive: r.body.effectiveDirective ?? '',
      blocked: clip(r.body.blockedURL, 200) ?? '',
      page: pathOf(r.body.documentURL ?? r.url),
      sample: clip(r.body.sample, 80),
      line: r.body.lineNumber,
    }));
}
