import { describe, expect, it } from 'vitest';
import { carrierAndTracking, expectedDeliveryOf } from './carrier-fulfillment-handler';

describe('the carrier fulfilment handler', () => {
  it("stores the carrier's code and the tracking number without spaces, in capitals", () => {
    expect(carrierAndTracking('kerry-express', ' kex 1234 5678 ')).toEqual({ method: 'kerry-express', trackingCode: 'KEX12345678' });
  });

  it('refuses an unknown carrier and a tracking number a link cannot carry', () => {
    expect(() => carrierAndTracking('pigeon', 'ABC123456')).toThrow(/Unknown carrier/);
    expect(() => carrierAndTracking('dpd', 'ab"><script>')).toThrow(/tracking number/);
    expect(() => carrierAndTracking('dpd', '12')).toThrow(/tracking number/);
    expect(() => carrierAndTracking('dpd', undefined)).toThrow(/tracking number/);
  });

  it('takes an expected delivery from today on, or none', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(expectedDeliveryOf('2026-03-12', now)?.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(expectedDeliveryOf('2026-03-10', now)?.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(expectedDeliveryOf('', now)).toBeNull();
    expect(expectedDeliveryOf(undefined, now)).toBeNull();
    // As Vendure hands the argument over: milliseconds, NaN for an empty field.
    expect(expectedDeliveryOf(Date.parse('2026-03-12T00:00:00.000Z'), now)?.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(expectedDeliveryOf(Date.parse(''), now)).toBeNull();
    expect(() => expectedDeliveryOf('2026-03-01', now)).toThrow(/past/);
    expect(() => expectedDeliveryOf('soon', now)).toThrow(/not a date/);
  });
});
