/**
 * The storefront's secrets (server only). Each has a development default starting with
 * `talat-dev-` (src/lib/config/env-schema.ts), so that `npm start` works from a fresh clone; a
 * shop started in production with one of those would sign CSRF tokens, cart requests and cache
 * purges with a key anyone can read in this repository.
 */
export const STOREFRONT_SECRETS = ['CSRF_SECRET', 'SIGN_REQUEST_SECRET', 'REVALIDATE_SECRET', 'SSO_CLIENT_SECRET'] as const;

/** The secrets of `names` that are unset or still a development default. */
export function developmentSecrets(env: Record<string, string | undefined>, names: readonly string[] = STOREFRONT_SECRETS): string[] {
  return names.filter((name) => {
    const value = env[name]?.trim();
    return !value || value.startsWith('talat-dev-');
  });
}
