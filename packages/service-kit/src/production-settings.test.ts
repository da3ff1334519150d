import { describe, expect, it } from 'vitest';
import { assertProductionSettings, isOn, productionRefusals, ProductionSettingsError, type SettingRule } from './production-settings.js';

const rules: SettingRule[] = [
  { name: 'CSRF_SECRET', kind: 'secret' },
  { name: 'SUPERADMIN_PASSWORD', kind: 'secret', minLength: 12, demoValues: ['superadmin'] },
  { name: 'STOREFRONT_URL', kind: 'required' },
  { name: 'SSO_DEV_FAULTS', kind: 'off', why: 'anyone could break sign-on' },
  {
    name: 'PAYMENT_PROVIDER',
    kind: 'check',
    check: (v, env) => (v === 'test-card' && env.PAYMENT_TEST_MODE !== 'true' ? 'PAYMENT_PROVIDER is the test card provider' : null),
  },
];
const good = {
  NODE_ENV: 'production',
  CSRF_SECRET: 'x'.repeat(44),
  SUPERADMIN_PASSWORD: 'a-long-admin-pass',
  STOREFRONT_URL: 'https://shop.example',
};

describe('production settings', () => {
  it('accepts an environment that sets every rule', () => {
    expect(productionRefusals(good, rules)).toEqual([]);
  });

  it('names every unset, development, demo or short secret', () => {
    const refusals = productionRefusals({ ...good, CSRF_SECRET: 'talat-dev-csrf-secret', SUPERADMIN_PASSWORD: 'superadmin' }, rules);
    expect(refusals).toEqual([
      expect.stringMatching(/^CSRF_SECRET is still its development value/),
      expect.stringMatching(/^SUPERADMIN_PASSWORD is still its development value/),
    ]);
    expect(productionRefusals({ ...good, CSRF_SECRET: 'short' }, rules)[0]).toMatch(/^CSRF_SECRET is shorter than 32 characters/);
    expect(productionRefusals({ ...good, CSRF_SECRET: '  ' }, rules)[0]).toMatch(/^CSRF_SECRET is not set/);
  });

  it('refuses a default address and a development switch that is on', () => {
    const refusals = productionRefusals({ ...good, STOREFRONT_URL: '', SSO_DEV_FAULTS: 'true' }, rules);
    expect(refusals).toEqual([
      expect.stringMatching(/^STOREFRONT_URL is not set/),
      expect.stringMatching(/^SSO_DEV_FAULTS must be off in production/),
    ]);
    expect(productionRefusals({ ...good, SSO_DEV_FAULTS: 'false' }, rules)).toEqual([]);
  });

  it('runs custom checks with the whole environment', () => {
    expect(productionRefusals({ ...good, PAYMENT_PROVIDER: 'test-card' }, rules)).toEqual(['PAYMENT_PROVIDER is the test card provider']);
    expect(productionRefusals({ ...good, PAYMENT_PROVIDER: 'test-card', PAYMENT_TEST_MODE: 'true' }, rules)).toEqual([]);
  });

  it('throws only in production, with the service and every refusal in the message', () => {
    expect(() => assertProductionSettings('engine', { NODE_ENV: 'development' }, rules)).not.toThrow();
    let error: unknown;
    try {
      assertProductionSettings('engine', { NODE_ENV: 'production' }, rules);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProductionSettingsError);
    expect((error as Error).message).toMatch(/^engine refuses to start in production:/);
    expect((error as ProductionSettingsError).refusals).toHaveLength(3);
  });

  it('reads switches as people write them', () => {
    expect(['true', 'TRUE', '1', 'yes', 'on'].map(isOn)).toEqual([true, true, true, true, true]);
    expect(['false', '0', '', undefined, 'nope'].map(isOn)).toEqual([false, false, false, false, false]);
  });
});
