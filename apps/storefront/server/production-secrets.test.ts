import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/lib/config/env-schema';
import { developmentSecrets, STOREFRONT_SECRETS } from './production-secrets';

describe('developmentSecrets', () => {
  it('names every secret that is unset', () => {
    expect(developmentSecrets({})).toEqual([...STOREFRONT_SECRETS]);
  });

  it('counts the configuration defaults as development secrets', () => {
    const defaults = parseEnv({}) as unknown as Record<string, string>;
    expect(developmentSecrets(defaults)).toEqual([...STOREFRONT_SECRETS]);
  });

  it('names only the ones left at a default', () => {
    const env = { CSRF_SECRET: 'a'.repeat(32), SIGN_REQUEST_SECRET: 'b'.repeat(32), REVALIDATE_SECRET: ' ', SSO_CLIENT_SECRET: 'talat-dev-sso-client-secret' };
    expect(developmentSecrets(env)).toEqual(['REVALIDATE_SECRET', 'SSO_CLIENT_SECRET']);
  });
});
