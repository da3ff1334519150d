/**
 * Adyen sends the shopper back to `returnUrl` after a redirect or a challenge: it must be on the
 * storefront (same origin as STOREFRONT_URL, under its path, the raw text starting with it, no
 * credentials), or a forged request could make Adyen send a shopper anywhere.
 */
export function isStorefrontUrl(returnUrl: unknown, storefrontUrl: string): returnUrl is string {
  if (typeof returnUrl !== 'string' || !returnUrl || returnUrl.length > 1024) return false;
  let url: URL;
  let base: URL;
  try {
    url = new URL(returnUrl);
    base = new URL(storefrontUrl);
  } catch {
    return false;
  }
  if (url.origin !== base.origin || url.username || url.password) return false;
  const prefix = storefrontUrl.replace(/\/+$/, '');
  if (!returnUrl.startsWith(prefix)) return false;
  // "http://shop.test.evil" starts with "http://shop.test" too: what follows must start a path, query or fragment.
  const rest = returnUrl.slice(prefix.length);
  if (rest && !/^[/?#]/.test(rest)) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return !basePath || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}
