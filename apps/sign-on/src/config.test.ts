import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3003,
      host: '127.0.0.1',
      issuer: 'http://localhost:3003',
      storefrontUrl: 'http://localhost:3000',
      clientId: 'talat-storefront',
      clientSecret: 'talat-dev-sso-client-secret',
      clientAuthMethod: 'client_secret_basic',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      rotateRefreshTokens: false,
      sessionTtl: 30 * 24 * 3600,
      cookieDomain: undefined,
      cookieSecure: true,
      shopApiUrl: 'http://localhost:3001/shop-api',
      devMailbox: true,
      devFaults: false,
      rateLimit: { ipMax: 60, ipWindowSeconds: 600, accountMax: 5, accountWindowSeconds: 900 },
      trustProxy: false,
      resetTtl: 3600,
    });
    expect(c.dataDir).toMatch(/apps[/\\]sign-on[/\\]data$/);
    expect(c.dbPath).toBe(join(c.dataDir, 'sign-on.sqlite'));
    expect(c.keysFile).toBe(join(c.dataDir, 'keys.json'));
    expect(c.mailboxDir).toBe(join(c.dataDir, 'mailbox'));
  });

  it('reads the environment, treats empty values as unset and trims trailing slashes', () => {
    const c = loadConfig({
      SIGN_ON_PORT: '4000',
      SIGN_ON_URL: 'https://id.example/',
      STOREFRONT_URL: 'https://shop.example//',
      SSO_COOKIE_DOMAIN: '',
      COOKIE_SECURE: 'false',
      SSO_DEV_FAULTS: 'true',
      SSO_ACCESS_TOKEN_TTL: '5',
      SSO_RATE_LIMIT_IP: '1000',
      SIGN_ON_DATA_DIR: '/tmp/sso-data',
      SIGN_ON_DB_PATH: '/tmp/other.sqlite',
    });
    expect(c).toMatchObject({
      port: 4000,
      issuer: 'https://id.example',
      storefrontUrl: 'https://shop.example',
      cookieDomain: undefined,
      cookieSecure: false,
      devFaults: true,
      accessTokenTtl: 5,
      dataDir: '/tmp/sso-data',
      dbPath: '/tmp/other.sqlite',
      keysFile: '/tmp/sso-data/keys.json',
    });
    expect(c.rateLimit.ipMax).toBe(1000);
  });

  it('derives the issuer from the port, and leaves it to the listen address for port 0', () => {
    expect(loadConfig({ SIGN_ON_PORT: '3103' }).issuer).toBe('http://localhost:3103');
    expect(loadConfig({ SIGN_ON_PORT: '0' }).issuer).toBeUndefined();
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ SIGN_ON_PORT: 'x', COOKIE_SECURE: 'perhaps', SSO_COOKIE_DOMAIN: 'a b' });
    for (const name of ['SIGN_ON_PORT', 'COOKIE_SECURE', 'SSO_COOKIE_DOMAIN']) expect(bad).toThrow(name);
    expect(() => loadConfig({ SSO_ACCESS_TOKEN_TTL: '0' })).toThrow(/SSO_ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ SSO_CLIENT_AUTH_METHOD: 'none' })).toThrow(/SSO_CLIENT_AUTH_METHOD/);
  });
});
