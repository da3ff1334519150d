import en from '@messages/en.json';
import th from '@messages/th.json';

/**
 * A POST to a page that says it carries a multipart form but cannot be read as one. Next.js
 * would hand it to its form-action parser, which answers 500; the proxy answers 400 first.
 * (The shop's own no-JavaScript forms, such as the currency picker, post well-formed parts.)
 */
export async function isUnreadableForm(request: Request): Promise<boolean> {
  if (request.method !== 'POST') return false;
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) return false;
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}

/** The 400 answer: plain text in the shopper's language, never cached. */
export function unreadableFormResponse(locale: string): Response {
  const message = (locale === 'th' ? th : en).api.errors.malformed;
  return new Response(message, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
