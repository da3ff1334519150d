import { describe, expect, it } from 'vitest';
import { browserInfoOf } from './browser-info';

const FULL = {
  acceptHeader: 'text/html',
  colorDepth: 24,
  javaEnabled: false,
  language: 'th-TH',
  screenHeight: 900,
  screenWidth: 1440,
  timeZoneOffset: -420,
  userAgent: 'Mozilla/5.0',
};

describe('browserInfo passed on to Adyen', () => {
  it("keeps a complete one, and only Adyen's fields", () => {
    expect(browserInfoOf({ ...FULL, extra: 'x' })).toEqual(FULL);
    expect(browserInfoOf({ ...FULL, javaScriptEnabled: true })).toEqual({ ...FULL, javaScriptEnabled: true });
  });

  it('leaves out one Adyen would refuse', () => {
    expect(browserInfoOf({ ...FULL, colorDepth: undefined })).toBeUndefined();
    expect(browserInfoOf({ ...FULL, screenWidth: '1440' })).toBeUndefined();
    expect(browserInfoOf({ userAgent: 'x', acceptHeader: '*/*' })).toBeUndefined();
    expect(browserInfoOf('x')).toBeUndefined();
    expect(browserInfoOf(undefined)).toBeUndefined();
  });
});
