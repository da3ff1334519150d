/**
 * Where a payment provider may send the shopper back (a challenge's or a redirect's return):
 * only on the storefront, with the same scheme, host and port as STOREFRONT_URL, under its path,
 * without credentials, or a forged request could make the provider send a shopper anywhere.
 * Returns the parsed URL or undefined.
 */
export function safeReturnUrl(returnUrl: unknown, storefrontUrl: string): URL | undefined {
  if (typeof returnUrl !== 'string' || !returnUrl || returnUrl.length > 2000) return undefined;
  let url: URL;
  let base: URL;
  try {
    url = new URL(returnUrl);
    base = new URL(storefrontUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || url.username || url.password) return undefined;
  // The raw text must start with STOREFRONT_URL too (no "http://shop.test@evil" or backslash tricks).
  const prefix = storefrontUrl.replace(/\/+$/, '');
  if (!returnUrl.startsWith(prefix)) return undefined;
  const rest = returnUrl.slice(prefix.length);
  if (rest && !/^[/?#]/.test(rest)) return undefined;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return url;
}
