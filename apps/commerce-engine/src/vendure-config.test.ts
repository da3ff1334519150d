import { EmailPlugin } from '@vendure/email-plugin';
import { describe, expect, it } from 'vitest';
import { readEnv } from './environment';
import { AdyenPaymentsPlugin } from './plugins/adyen-payments';
import { StockAlertsPlugin } from './plugins/stock-alerts';
import { TestCardPaymentsPlugin } from './plugins/test-card-payments';
import { buildConfig } from './vendure-config';

const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'shop@talat.example' };

describe('buildConfig', () => {
  it('loads the test card provider in development and, in production, only with PAYMENT_TEST_MODE=true', () => {
    expect(buildConfig(readEnv({})).plugins).toContain(TestCardPaymentsPlugin);
    expect(buildConfig(readEnv(PRODUCTION)).plugins).not.toContain(TestCardPaymentsPlugin);
    expect(buildConfig(readEnv({ ...PRODUCTION, PAYMENT_TEST_MODE: 'true' })).plugins).toContain(TestCardPaymentsPlugin);
  });

  it('loads the Adyen provider only with PAYMENT_PROVIDER=adyen, beside the test card provider in development', () => {
    expect(buildConfig(readEnv({})).plugins).not.toContain(AdyenPaymentsPlugin);
    const plugins = buildConfig(readEnv({ PAYMENT_PROVIDER: 'adyen', STOREFRONT_URL: 'http://shop.test/' })).plugins;
    expect(plugins).toContain(AdyenPaymentsPlugin);
    expect(plugins).toContain(TestCardPaymentsPlugin);
    expect(AdyenPaymentsPlugin.options).toMatchObject({ storefrontUrl: 'http://shop.test', autoCapture: true, environment: 'test' });
  });

  it('loads the stock alerts plugin, its emails linking to the storefront, in the config the worker runs too', () => {
    expect(buildConfig(readEnv({ STOREFRONT_URL: 'https://shop.example' }), { service: 'engine-worker' }).plugins).toContain(
      StockAlertsPlugin,
    );
    expect(StockAlertsPlugin.options.storefrontUrl).toBe('https://shop.example');
    const { handlers } = (EmailPlugin as unknown as { options: { handlers: { type: string }[] } }).options;
    expect(handlers.map((h) => h.type)).toEqual(expect.arrayContaining(['stock-alert-confirm', 'stock-alert-back-in-stock']));
  });

  it('turns introspection off in production, and the playground and debug everywhere', () => {
    expect(buildConfig(readEnv({})).apiOptions.introspection).toBe(true);
    const production = buildConfig(readEnv(PRODUCTION)).apiOptions;
    expect(production).toMatchObject({
      introspection: false,
      shopApiPlayground: false,
      adminApiPlayground: false,
      shopApiDebug: false,
      adminApiDebug: false,
    });
  });

  it('limits the queries of both APIs', () => {
    const { shopApiValidationRules, adminApiValidationRules } = buildConfig(readEnv({})).apiOptions;
    expect(shopApiValidationRules?.length).toBeGreaterThanOrEqual(5);
    expect(adminApiValidationRules?.length).toBeGreaterThanOrEqual(5);
  });

  it('sends email over SMTP_URL from MAIL_FROM, never to a dev-mode mailbox', () => {
    buildConfig(readEnv(PRODUCTION));
    const options = (EmailPlugin as unknown as { options: Record<string, unknown> & { globalTemplateVars: Record<string, unknown> } })
      .options;
    expect(options.transport).toMatchObject({ type: 'smtp', host: 'mail.example', port: 587, secure: false });
    expect(options.globalTemplateVars.fromAddress).toBe('shop@talat.example');
    expect(options).not.toHaveProperty('devMode');
    expect(options).not.toHaveProperty('route');
  });
});
