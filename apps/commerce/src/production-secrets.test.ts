import { describe, expect, it } from 'vitest';
import { readEnv } from './environment';
import { developmentSecrets } from './production-secrets';

describe('developmentSecrets (engine)', () => {
  it('names every secret that is unset', () => {
    expect(developmentSecrets({})).toEqual(['REVALIDATE_SECRET', 'TEST_CARD_SECRET', 'SUPERADMIN_PASSWORD']);
  });

  it('counts the defaults environment.ts falls back to', () => {
    const defaults = readEnv({});
    expect(
      developmentSecrets({
        REVALIDATE_SECRET: defaults.revalidateSecret,
        TEST_CARD_SECRET: defaults.testCardSecret,
        SUPERADMIN_PASSWORD: defaults.superadminPassword,
      }),
    ).toHaveLength(3);
  });

  it('accepts secrets that were set', () => {
    expect(developmentSecrets({ REVALIDATE_SECRET: 'r'.repeat(32), TEST_CARD_SECRET: 't'.repeat(32), SUPERADMIN_PASSWORD: 'a long admin passphrase' })).toEqual([]);
  });
});
