import { PAGES_CHANGED_HEADER } from '@server/shared-names';

/**
 * How an API route tells the storefront server that pages it keeps with their compressed bytes
 * (server/page-cache.ts, docs/decisions/0016) may now be out of date: the route's answer carries
 * this header, and the server clears its page cache once that answer has been sent, which is
 * after Next.js has expired the tags. The server takes the header off; browsers never see it.
 * Routes that expire cache tags (the engine's change notification, a new review) mark their
 * answers with it.
 */
export { PAGES_CHANGED_HEADER };

export function markPagesChanged(response: Response): Response {
  response.headers.set(PAGES_CHANGED_HEADER, '1');
  return response;
}
