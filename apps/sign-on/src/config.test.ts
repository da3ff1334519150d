import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_HMAC_KEY, loadConfig } from './config.js';

/** Every production setting given a real value. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SSO_CLIENT_SECRET: 'x'.repeat(40),
  SHOP_API_KEY: 'y'.repeat(40),
  SIGN_ON_URL: 'https://id.talat.example',
  STOREFRONT_URL: 'https://shop.talat.example',
  SMTP_URL: 'smtps://relay:secret@mail.talat.example:465',
  MAIL_FROM: '"Talat ID" <id@talat.example>',
};

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      production: false,
      port: 3003,
      host: '127.0.0.1',
      issuer: 'http://localhost:3003',
      storefrontUrl: 'http://localhost:3000',
      clientId: 'talat-storefront',
      clientSecret: 'talat-dev-sso-client-secret',
      clientAuthMethod: 'client_secret_basic',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      rotateRefreshTokens: true,
      backchannelLogoutUrl: 'http://localhost:3000/api/sign-on/backchannel-logout',
      sessionTtl: 30 * 24 * 3600,
      cookieDomain: undefined,
      cookieSecure: true,
      shopApiUrl: 'http://localhost:3001/shop-api',
      shopApiKey: 'talat-dev-shop-api-key',
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: '"Talat ID" <noreply@talat.example>',
      devFaults: false,
      testRoutes: false,
      rateLimit: {
        ipMax: 60,
        ipWindowSeconds: 600,
        accountMax: 5,
        accountWindowSeconds: 900,
        accountCeiling: 100,
        accountCeilingWindowSeconds: 3600,
        accountSlowSeconds: 10,
      },
      trustProxy: { kind: 'none' },
      resetTtl: 3600,
    });
    expect(c.dataDir).toMatch(/apps[/\\]sign-on[/\\]data$/);
    expect(c.dbPath).toBe(join(c.dataDir, 'sign-on.sqlite'));
    expect(c.keysFile).toBe(join(c.dataDir, 'keys.json'));
    expect(c).not.toHaveProperty('mailboxDir');
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
      SSO_ROTATE_REFRESH_TOKENS: 'false',
    });
    expect(c).toMatchObject({
      port: 4000,
      issuer: 'https://id.example',
      storefrontUrl: 'https://shop.example',
      backchannelLogoutUrl: 'https://shop.example/api/sign-on/backchannel-logout',
      cookieDomain: undefined,
      cookieSecure: false,
      devFaults: true,
      accessTokenTtl: 5,
      rotateRefreshTokens: false,
      dataDir: '/tmp/sso-data',
      dbPath: '/tmp/other.sqlite',
      keysFile: '/tmp/sso-data/keys.json',
    });
    expect(c.rateLimit.ipMax).toBe(1000);
    expect(loadConfig({ SSO_BACKCHANNEL_LOGOUT_URL: 'http://10.0.0.5:3000/bcl' }).backchannelLogoutUrl).toBe('http://10.0.0.5:3000/bcl');
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
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('asks for the captcha on both forms outside production, with a development key, unless told otherwise', () => {
    expect(loadConfig({}).captcha).toEqual({
      login: true,
      create: true,
      hmacKey: DEV_CAPTCHA_HMAC_KEY,
      complexity: 50_000,
      ttlSeconds: 300,
    });
    expect(
      loadConfig({
        SIGN_ON_CAPTCHA_LOGIN: 'false',
        SIGN_ON_CAPTCHA_CREATE: 'on',
        SIGN_ON_CAPTCHA_HMAC_KEY: 'k'.repeat(20),
        SIGN_ON_CAPTCHA_COMPLEXITY: '5000',
        SIGN_ON_CAPTCHA_TTL: '60',
      }).captcha,
    ).toEqual({ login: false, create: true, hmacKey: 'k'.repeat(20), complexity: 5000, ttlSeconds: 60 });
    expect(loadConfig({ SIGN_ON_CAPTCHA_LOGIN: '' }).captcha.login).toBe(true);
    const bad = () => loadConfig({ SIGN_ON_CAPTCHA_LOGIN: 'perhaps', SIGN_ON_CAPTCHA_HMAC_KEY: 'short', SIGN_ON_CAPTCHA_COMPLEXITY: '1' });
    for (const name of ['SIGN_ON_CAPTCHA_LOGIN', 'SIGN_ON_CAPTCHA_HMAC_KEY', 'SIGN_ON_CAPTCHA_COMPLEXITY']) expect(bad).toThrow(name);
  });

  it('takes SSO_TRUST_PROXY in the kit format and refuses true, naming it', () => {
    expect(loadConfig({ SSO_TRUST_PROXY: '127.0.0.1' }).trustProxy.kind).toBe('list');
    expect(loadConfig({ SSO_TRUST_PROXY: 'loopback' }).trustProxy.kind).toBe('list');
    expect(loadConfig({ SSO_TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(() => loadConfig({ SSO_TRUST_PROXY: 'true' })).toThrow(/SSO_TRUST_PROXY=true would believe any client/);
    expect(() => loadConfig({ SSO_TRUST_PROXY: 'nginx' })).toThrow(/SSO_TRUST_PROXY: "nginx" is not an address/);
  });
});

describe('production mode', () => {
  it('starts with every setting given', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ production: true, devFaults: false, cookieSecure: true });
  });

  it('refuses the development defaults, naming each variable', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      message = (e as Error).message;
    }
    for (const name of ['SSO_CLIENT_SECRET', 'SHOP_API_KEY', 'SIGN_ON_URL', 'STOREFRONT_URL', 'SMTP_URL', 'MAIL_FROM']) {
      expect(message).toContain(`${name} is not set`);
    }
  });

  it('asks for no captcha unless told, and then only with a key of its own', () => {
    expect(loadConfig(PRODUCTION).captcha).toMatchObject({ login: false, create: false });
    const refused = (env: Record<string, string>) => () => loadConfig({ ...PRODUCTION, ...env });
    for (const flag of ['SIGN_ON_CAPTCHA_LOGIN', 'SIGN_ON_CAPTCHA_CREATE']) {
      expect(refused({ [flag]: 'true' })).toThrow(/SIGN_ON_CAPTCHA_HMAC_KEY is not set/);
      expect(refused({ [flag]: 'yes', SIGN_ON_CAPTCHA_HMAC_KEY: DEV_CAPTCHA_HMAC_KEY })).toThrow(
        /SIGN_ON_CAPTCHA_HMAC_KEY is still its development value/,
      );
      expect(refused({ [flag]: 'enabled', SIGN_ON_CAPTCHA_HMAC_KEY: 'k'.repeat(20) })).toThrow(
        /SIGN_ON_CAPTCHA_HMAC_KEY is shorter than 32/,
      );
    }
    const key = 'k'.repeat(44);
    expect(
      loadConfig({ ...PRODUCTION, SIGN_ON_CAPTCHA_LOGIN: 'true', SIGN_ON_CAPTCHA_CREATE: 'true', SIGN_ON_CAPTCHA_HMAC_KEY: key }).captcha,
    ).toMatchObject({
      login: true,
      create: true,
      hmacKey: key,
    });
    // Off, the key is not needed (and the development one is never used).
    expect(loadConfig({ ...PRODUCTION, SIGN_ON_CAPTCHA_LOGIN: 'false', SIGN_ON_CAPTCHA_CREATE: '0' }).captcha.login).toBe(false);
  });

  it('refuses development secrets, the fault switch and cookies without Secure', () => {
    const refused = (env: Record<string, string>) => () => loadConfig({ ...PRODUCTION, ...env });
    expect(refused({ SSO_CLIENT_SECRET: 'talat-dev-sso-client-secret' })).toThrow(/SSO_CLIENT_SECRET is still its development value/);
    expect(refused({ SHOP_API_KEY: 'talat-dev-shop-api-key' })).toThrow(/SHOP_API_KEY is still its development value/);
    expect(refused({ SHOP_API_KEY: 'short' })).toThrow(/SHOP_API_KEY is shorter than 32/);
    expect(refused({ SSO_DEV_FAULTS: 'true' })).toThrow(/SSO_DEV_FAULTS must be off in production/);
    expect(refused({ COOKIE_SECURE: 'false' })).toThrow(/COOKIE_SECURE must not be false in production/);
    expect(refused({ SSO_TRUST_PROXY: 'true' })).toThrow(/SSO_TRUST_PROXY=true/);
  });
});
