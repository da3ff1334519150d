/**
 * The engine's secrets. Each has a development default (environment.ts: `talat-dev-...`, and the
 * demo admin password `superadmin`) so that `npm start` works from a fresh clone; started with
 * NODE_ENV=production the engine refuses them.
 */
export const ENGINE_SECRETS = ['REVALIDATE_SECRET', 'TEST_CARD_SECRET', 'SUPERADMIN_PASSWORD'] as const;

/** The secrets that are unset or still a development default. */
export function developmentSecrets(env: Record<string, string | undefined>): string[] {
  return ENGINE_SECRETS.filter((name) => {
    const value = env[name]?.trim();
    return !value || value.startsWith('talat-dev-') || (name === 'SUPERADMIN_PASSWORD' && value === 'superadmin');
  });
}
