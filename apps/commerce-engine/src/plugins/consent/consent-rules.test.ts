import { describe, expect, it } from 'vitest';
import { validConsentInput } from './consent-rules';

describe('validConsentInput', () => {
  it('takes a notice version from 1 with both choices', () => {
    expect(validConsentInput({ noticeVersion: 1, analytics: false, marketing: true })).toBe(true);
    expect(validConsentInput({ noticeVersion: 1000, analytics: true, marketing: true })).toBe(true);
  });

  it('refuses a notice version that is not a whole number from 1 to 1000', () => {
    for (const noticeVersion of [0, -1, 1.5, 1001, Number.NaN])
      expect(validConsentInput({ noticeVersion, analytics: true, marketing: false }), String(noticeVersion)).toBe(false);
  });
});
