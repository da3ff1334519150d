import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierOf, normaliseTrackingCode, trackingUrlOf } from './carriers';

describe('carriers', () => {
  it('builds a carrier’s tracking link from a number that can be in one, and none from anything else', () => {
    const post = carrierOf('thailand-post')!;
    expect(trackingUrlOf(post, normaliseTrackingCode(' ee 123456789 th '))).toBe(
      'https://track.thailandpost.co.th/?trackNumber=EE123456789TH',
    );
    expect(trackingUrlOf(post, '12345')).toBeNull();
    expect(trackingUrlOf(post, 'EE123"><script>')).toBeNull();
    expect(trackingUrlOf(post, null)).toBeNull();
    expect(carrierOf('pigeon')).toBeUndefined();
  });

  it('names every carrier in Thai and English, once each', () => {
    expect(new Set(CARRIERS.map((c) => c.code)).size).toBe(CARRIERS.length);
    for (const c of CARRIERS) {
      expect(c.name.en && c.name.th).toBeTruthy();
      expect(c.trackingUrl).toMatch(/^https:\/\/.+\{tracking\}/);
    }
  });
});
