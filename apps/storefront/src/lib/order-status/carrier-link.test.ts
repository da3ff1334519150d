import { describe, expect, it } from 'vitest';
import { carrierLink } from './carrier-link';

const carriers = [
  { code: 'thailand-post', name: 'ไปรษณีย์ไทย', tracking_url: 'https://track.thailandpost.co.th/?trackNumber={tracking}' },
  { code: 'royal-mail', name: 'Royal Mail', tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}' },
];

describe('carrierLink', () => {
  it("names the carrier in the shopper's language and links the parcel's tracking page", () => {
    expect(carrierLink({ carrier: 'thailand-post', tracking_number: 'EF123456789TH' }, carriers)).toEqual({
      name: 'ไปรษณีย์ไทย',
      url: 'https://track.thailandpost.co.th/?trackNumber=EF123456789TH',
    });
    expect(carrierLink({ carrier: 'royal-mail', tracking_number: 'RM-1234-5678' }, carriers).url).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RM-1234-5678',
    );
  });

  it('keeps what staff typed for a carrier the shop does not list, without a link', () => {
    expect(carrierLink({ carrier: 'Own van', tracking_number: 'VAN123456' }, carriers)).toEqual({ name: 'Own van', url: null });
  });

  it('builds no link from a tracking number that is missing or not a plain one', () => {
    expect(carrierLink({ carrier: 'royal-mail', tracking_number: null }, carriers)).toEqual({ name: 'Royal Mail', url: null });
    for (const odd of ['12', 'RM1234&x=1', 'RM 1234 5678', '"><script>'])
      expect(carrierLink({ carrier: 'royal-mail', tracking_number: odd }, carriers).url).toBeNull();
  });
});
