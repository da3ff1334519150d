import { assertProductionSettings, productionRefusals } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_DEFAULTS, readEnv, testCardProviderOn } from './environment';
import { ENGINE_SETTING_RULES } from './production-settings';

const GOOD = {
  NODE_ENV: 'production',
  REVALIDATE_SECRET: 'r'.repeat(44),
  SHOP_API_KEY: 's'.repeat(44),
  SUPERADMIN_PASSWORD: 'a long admin passphrase',
  SMTP_URL: 'smtps://shop:pw@mail.example.com',
  MAIL_FROM: '"Talat FC" <noreply@talat.example>',
  STOREFRONT_URL: 'https://shop.talat.example',
  COMMERCE_PUBLIC_URL: 'https://engine.talat.example',
  SIGN_ON_URL: 'https://id.sister.example',
  EXCHANGE_RATES: 'GBP:0.0225',
};

const refusals = (env: Record<string, string | undefined>) => productionRefusals(env, ENGINE_SETTING_RULES);
const without = (name: keyof typeof GOOD) => ({ ...GOOD, [name]: undefined });

describe('the engine in production', () => {
  it('starts with every setting given and the test card provider off', () => {
    expect(refusals(GOOD)).toEqual([]);
    expect(() => assertProductionSettings('engine', GOOD, ENGINE_SETTING_RULES)).not.toThrow();
    expect(readEnv(GOOD).testCardProvider).toBe(false);
  });

  it('refuses every setting left unset, naming each', () => {
    const all = refusals({ NODE_ENV: 'production' }).join('\n');
    for (const name of [
      'REVALIDATE_SECRET',
      'SHOP_API_KEY',
      'SUPERADMIN_PASSWORD',
      'SMTP_URL',
      'MAIL_FROM',
      'STOREFRONT_URL',
      'COMMERCE_PUBLIC_URL',
      'SIGN_ON_URL',
      'EXCHANGE_RATES',
    ]) {
      expect(all).toContain(name);
      expect(refusals(without(name as keyof typeof GOOD)).join()).toContain(name);
    }
    expect(() => assertProductionSettings('engine', { NODE_ENV: 'production' }, ENGINE_SETTING_RULES)).toThrow(
      /engine refuses to start in production/,
    );
  });

  it('refuses the development values environment.ts falls back to', () => {
    const dev = readEnv({});
    expect(refusals({ ...GOOD, REVALIDATE_SECRET: dev.revalidateSecret })).toEqual([
      expect.stringContaining('REVALIDATE_SECRET is still its development value'),
    ]);
    expect(refusals({ ...GOOD, SHOP_API_KEY: DEVELOPMENT_DEFAULTS.shopApiKey })).toEqual([
      expect.stringContaining('SHOP_API_KEY is still its development value'),
    ]);
    expect(refusals({ ...GOOD, SUPERADMIN_PASSWORD: 'superadmin' })).toEqual([
      expect.stringContaining('SUPERADMIN_PASSWORD is still its development value'),
    ]);
  });

  it('wants an admin password of 12 characters and secrets of 32', () => {
    expect(refusals({ ...GOOD, SUPERADMIN_PASSWORD: 'short-pass1' })).toEqual([
      expect.stringContaining('SUPERADMIN_PASSWORD is shorter than 12'),
    ]);
    expect(refusals({ ...GOOD, SHOP_API_KEY: 'x'.repeat(20) })).toEqual([expect.stringContaining('SHOP_API_KEY is shorter than 32')]);
  });

  it('refuses an SMTP_URL it cannot send through, without repeating it', () => {
    const [refusal] = refusals({ ...GOOD, SMTP_URL: 'https://user:secret@mail.example.com' });
    expect(refusal).toMatch(/SMTP_URL must be smtp:\/\/ or smtps:\/\//);
    expect(refusal).not.toContain('secret');
  });

  it('loads the test card provider only with PAYMENT_TEST_MODE=true, and then wants its secret', () => {
    expect(testCardProviderOn(GOOD)).toBe(false);
    expect(testCardProviderOn({ ...GOOD, PAYMENT_TEST_MODE: 'yes' })).toBe(false);
    expect(testCardProviderOn({ ...GOOD, PAYMENT_TEST_MODE: 'true' })).toBe(true);
    expect(testCardProviderOn({})).toBe(true);
    expect(refusals({ ...GOOD, PAYMENT_TEST_MODE: 'true' })).toEqual([expect.stringContaining('TEST_CARD_SECRET is not set')]);
    expect(refusals({ ...GOOD, PAYMENT_TEST_MODE: 'true', TEST_CARD_SECRET: 'talat-dev-test-card-secret' })).toEqual([
      expect.stringContaining('TEST_CARD_SECRET is still its development value'),
    ]);
    expect(refusals({ ...GOOD, PAYMENT_TEST_MODE: 'true', TEST_CARD_SECRET: 't'.repeat(40) })).toEqual([]);
    expect(refusals({ ...GOOD, PAYMENT_TEST_MODE: 'yes' })).toEqual([expect.stringContaining('PAYMENT_TEST_MODE must be true')]);
  });

  it("with PAYMENT_PROVIDER=adyen wants every Adyen key, never the stand-in's, and a live URL prefix for live", () => {
    const ADYEN = {
      ...GOOD,
      PAYMENT_PROVIDER: 'adyen',
      ADYEN_API_KEY: 'AQE-real-key',
      ADYEN_MERCHANT_ACCOUNT: 'TalatFCECOM',
      ADYEN_CLIENT_KEY: 'test_ABCDEF',
      ADYEN_HMAC_KEY: 'AB'.repeat(32),
      ADYEN_ENVIRONMENT: 'test',
    };
    expect(refusals(ADYEN)).toEqual([]);
    const all = refusals({ ...GOOD, PAYMENT_PROVIDER: 'adyen' }).join('\n');
    for (const name of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY', 'ADYEN_ENVIRONMENT'])
      expect(all).toContain(name);
    expect(refusals({ ...ADYEN, ADYEN_HMAC_KEY: readEnv({ PAYMENT_PROVIDER: 'adyen' }).adyen?.hmacKey })).toEqual([
      expect.stringContaining("ADYEN_HMAC_KEY is still the Adyen stand-in's development value"),
    ]);
    expect(refusals({ ...ADYEN, ADYEN_HMAC_KEY: 'not hex' })).toEqual([expect.stringContaining('ADYEN_HMAC_KEY must be the hex key')]);
    expect(refusals({ ...ADYEN, ADYEN_ENVIRONMENT: 'live' })).toEqual([expect.stringContaining('ADYEN_LIVE_URL_PREFIX is not set')]);
    expect(refusals({ ...ADYEN, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-TalatFC' })).toEqual([]);
    // Every live region: its own prefix required; anything else refused by name.
    for (const region of ['live-us', 'live-au', 'live-apse', 'live-in']) {
      expect(refusals({ ...ADYEN, ADYEN_ENVIRONMENT: region })).toEqual([
        expect.stringContaining(`ADYEN_LIVE_URL_PREFIX is not set: ADYEN_ENVIRONMENT=${region} needs`),
      ]);
      expect(refusals({ ...ADYEN, ADYEN_ENVIRONMENT: region, ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-TalatFC' })).toEqual([]);
    }
    for (const bad of ['production', 'LIVE', 'live-eu', ''])
      expect(refusals({ ...ADYEN, ADYEN_ENVIRONMENT: bad }), bad).toEqual([
        expect.stringContaining(`ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in, not "${bad}"`),
      ]);
    // No key in an error: a refusal names the variable, never its value.
    expect(refusals({ ...ADYEN, ADYEN_HMAC_KEY: 'zz-secret' }).join()).not.toContain('zz-secret');
    // Without PAYMENT_PROVIDER=adyen none of them is needed.
    expect(refusals(GOOD)).toEqual([]);
  });

  it('reads the Adyen settings only with PAYMENT_PROVIDER=adyen: the stand-in in development, nothing made up in production', () => {
    expect(readEnv({}).adyen).toBeUndefined();
    expect(readEnv({ PAYMENT_PROVIDER: 'adyen' }).adyen).toMatchObject({
      merchantAccount: 'TalatStandIn',
      checkoutUrl: 'http://127.0.0.1:3006/v71',
      environment: 'test',
      autoCapture: true,
      storefrontUrl: 'http://localhost:3000',
    });
    const prod = readEnv({ ...GOOD, PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live', ADYEN_AUTO_CAPTURE: 'false' }).adyen;
    expect(prod).toMatchObject({ apiKey: '', hmacKey: '', checkoutUrl: undefined, environment: 'live', autoCapture: false });
    // The region as set, for the drop-in; a value that is not an Adyen environment stops the start, in development too.
    expect(readEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: ' live-apse ' }).adyen?.environment).toBe('live-apse');
    expect(() => readEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'apse' })).toThrow(
      'ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in, not "apse"',
    );
    expect(readEnv({ ADYEN_ENVIRONMENT: 'apse' }).adyen).toBeUndefined();
  });

  it('checks nothing outside production', () => {
    expect(() => assertProductionSettings('engine', {}, ENGINE_SETTING_RULES)).not.toThrow();
  });

  it("wants the shop's own exchange rates to convert prices, and none to leave them unsold", () => {
    expect(refusals(without('EXCHANGE_RATES'))).toEqual([
      expect.stringContaining('EXCHANGE_RATES is not set: MISSING_CURRENCY_PRICE=convert'),
    ]);
    expect(refusals({ ...without('EXCHANGE_RATES'), MISSING_CURRENCY_PRICE: 'convert' })).toHaveLength(1);
    expect(refusals({ ...without('EXCHANGE_RATES'), MISSING_CURRENCY_PRICE: 'not-sold' })).toEqual([]);
    expect(readEnv({ ...GOOD, EXCHANGE_RATES: undefined, MISSING_CURRENCY_PRICE: 'not-sold' }).currencyPrices).toEqual({
      mode: 'not-sold',
      rates: {},
    });
  });

  it('refuses a malformed rate table or mode, naming the entry', () => {
    expect(refusals({ ...GOOD, EXCHANGE_RATES: 'GBP:abc' })).toEqual([
      expect.stringContaining('EXCHANGE_RATES: "GBP:abc" is not CODE:rate'),
    ]);
    expect(refusals({ ...GOOD, MISSING_CURRENCY_PRICE: 'hide' })).toEqual([
      expect.stringContaining('MISSING_CURRENCY_PRICE must be convert or not-sold'),
    ]);
  });
});
