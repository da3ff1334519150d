import { FulfillmentHandler, LanguageCode, UserInputError } from '@vendure/core';
import { CARRIERS, normaliseTrackingCode, TRACKING_CODE } from '@talat/rules/carriers';

const en = LanguageCode.en;
const th = LanguageCode.th;

/**
 * When the parcel should arrive: today or later, else refused. Vendure hands a `datetime` argument
 * over as milliseconds (`Date.parse`, NaN when the field was left empty), though typed a Date; a
 * text date is read too.
 */
export function expectedDeliveryOf(value: Date | number | string | undefined | null, now = new Date()): Date | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UserInputError('The expected delivery is not a date');
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (date.getTime() < today.getTime()) throw new UserInputError('The expected delivery is in the past');
  return date;
}

/** The carrier's code and the tracking number as stored, or a refusal the Admin shows. */
export function carrierAndTracking(carrier: string, trackingCode: string | undefined | null): { method: string; trackingCode: string } {
  if (!CARRIERS.some((c) => c.code === carrier)) throw new UserInputError(`Unknown carrier "${carrier}"`);
  const code = normaliseTrackingCode(trackingCode ?? '');
  if (!TRACKING_CODE.test(code)) throw new UserInputError('The tracking number must be 6 to 40 letters, digits or dashes');
  return { method: carrier, trackingCode: code };
}

/**
 * `talat-carrier`: the shop manager adds a fulfilment in the Admin by choosing the carrier from
 * the shop's table (@talat/rules/carriers), typing the tracking number and, when the carrier gave
 * one, the expected delivery date. The fulfilment's `method` is the carrier's code, which the
 * storefront turns into its name and tracking link (store config `carriers`).
 */
export const carrierFulfillmentHandler = new FulfillmentHandler({
  code: 'talat-carrier',
  description: [
    { languageCode: en, value: 'Parcel carrier with a tracking number' },
    { languageCode: th, value: 'บริษัทขนส่งพร้อมหมายเลขติดตามพัสดุ' },
  ],
  args: {
    carrier: {
      type: 'string',
      required: true,
      label: [{ languageCode: en, value: 'Carrier' }],
      ui: {
        component: 'select-form-input',
        options: CARRIERS.map((c) => ({ value: c.code, label: [{ languageCode: en, value: c.name.en }] })),
      },
    },
    trackingCode: {
      type: 'string',
      required: true,
      label: [{ languageCode: en, value: 'Tracking number' }],
    },
    expectedDelivery: {
      type: 'datetime',
      required: false,
      label: [{ languageCode: en, value: 'Expected delivery' }],
    },
  },
  createFulfillment: (_ctx, _orders, _lines, args) => {
    const expectedDelivery = expectedDeliveryOf(args.expectedDelivery);
    return { ...carrierAndTracking(args.carrier, args.trackingCode), customFields: { expectedDelivery } };
  },
});
