import type { ServerResponse } from 'node:http';

/**
 * Security headers every service of the shop sends on every answer (pages, APIs, errors,
 * assets), and the policies of the answers that are not pages: an API's JSON, which must never
 * run or frame anything, and an SVG image, which is a document that could carry script if a
 * browser opened it on the shop's origin.
 */
export interface SecurityHeaderOptions {
  /** The service is reached over HTTPS: Strict-Transport-Security too. */
  https?: boolean;
  /** Who may frame the answers: nobody (default) or the same origin (an admin app that frames itself). */
  frames?: 'deny' | 'sameorigin';
}

export type HeaderMap = Readonly<Record<string, string>>;

export function securityHeaders(options: SecurityHeaderOptions = {}): HeaderMap {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': options.frames === 'sameorigin' ? 'SAMEORIGIN' : 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** For answers that are data, not documents (JSON, plain text): nothing may run or frame them. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * An SVG opened on its own is a document: this policy runs none of its scripts, loads nothing and
 * gives it a sandboxed origin; `Content-Disposition: attachment` makes a browser save it rather
 * than open it. An `<img>` shows it as before.
 */
export const SVG_HEADERS: HeaderMap = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'content-disposition': 'attachment',
};

export function isSvg(contentType: unknown): boolean {
  return /^image\/svg\+xml\b/i.test(String(contentType ?? ''));
}

/** Sets `headers` on a response (before its head is written). */
export function setHeaders(res: ServerResponse, headers: HeaderMap): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** Whether a service's public URL is HTTPS, for `securityHeaders({ https })`. */
export function isHttpsUrl(url: string | undefined): boolean {
  return /^https:\/\//i.test(url?.trim() ?? '');
}
