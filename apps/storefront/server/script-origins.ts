/**
 * Third-party script origins the shop allows (`SCRIPT_ORIGINS`, comma-separated): the page policy
 * lets them run, and the storefront only renders a provider's script (buy-now-pay-later, reviews)
 * from one of them. Only https origins count; anything else in the list is ignored.
 */
export function parseScriptOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' && url.origin !== 'null') origins.add(url.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return [...origins];
}

/** Whether a script URL is https and from one of the allowed origins. */
export function scriptAllowed(src: string | null, origins: readonly string[]): src is string {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && origins.includes(url.origin);
  } catch {
    return false;
  }
}
