import { isGtmId } from '@talat/rules/tag-manager';
import { dataLayer } from './data-layer';

/** Where the tag manager's script comes from: the one origin the page policy adds for it (server/content-security.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The name of the head's `<meta>` that says a page loads a tag manager, and which: the
 * storefront's server reads it to admit Google's origins in that page's policy, the only pages
 * that do.
 */
export const TAG_MANAGER_META = 'talat-tag-manager';

/** The container's script URL; null for an id that is not a GTM-ID (it never reaches a URL). */
export function tagManagerScriptUrl(id: string): string | null {
  return isGtmId(id) ? `${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}` : null;
}

/**
 * Loads the tag manager's container once per page: its start event into the data layer (after the
 * consent defaults, which `dataLayer()` puts first), then its script. The script carries the
 * page's nonce so that the container can hand it on to the tags it adds (Google's CSP guide);
 * the policy admits it by its origin. Answers whether it is (now) loading.
 */
export function loadTagManager(id: string): boolean {
  const src = tagManagerScriptUrl(id);
  if (!src) return false;
  if (document.querySelector(`script[data-tag-manager]`)) return true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tagManager = id;
  // Browsers hide a nonce from attributes once the page has loaded; the property keeps it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  return true;
}
