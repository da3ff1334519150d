/**
 * The carriers the shop ships with, and where a shopper follows a parcel: `trackingUrl` with
 * `{tracking}` standing for the (URL-encoded) tracking number. One table for the engine (the
 * fulfilment handler's choice of carrier in the Admin, `talat-carrier`, and its store config's
 * `carriers`) and the Magento connector (its store config's `carriers`, packages/commerce). A shop
 * with other carriers edits this table.
 */
export interface CarrierDef {
  code: string;
  name: { en: string; th: string };
  trackingUrl: string;
}

export const CARRIERS: readonly CarrierDef[] = [
  {
    code: 'thailand-post',
    name: { en: 'Thailand Post', th: 'ไปรษณีย์ไทย' },
    trackingUrl: 'https://track.thailandpost.co.th/?trackNumber={tracking}',
  },
  {
    code: 'kerry-express',
    name: { en: 'Kerry Express', th: 'เคอรี่ เอ็กซ์เพรส' },
    trackingUrl: 'https://th.kerryexpress.com/en/track/?track={tracking}',
  },
  {
    code: 'flash-express',
    name: { en: 'Flash Express', th: 'แฟลช เอ็กซ์เพรส' },
    trackingUrl: 'https://www.flashexpress.co.th/fle/tracking?se={tracking}',
  },
  {
    code: 'jt-express',
    name: { en: 'J&T Express', th: 'เจแอนด์ที เอ็กซ์เพรส' },
    trackingUrl: 'https://www.jtexpress.co.th/service/track?billcode={tracking}',
  },
  {
    code: 'royal-mail',
    name: { en: 'Royal Mail', th: 'รอยัลเมล' },
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}',
  },
  {
    code: 'dpd',
    name: { en: 'DPD', th: 'DPD' },
    trackingUrl: 'https://track.dpd.co.uk/parcels/{tracking}',
  },
];

/**
 * A tracking number as carriers print them: letters, digits and dashes, 6 to 40 of them (spaces
 * a person typed are dropped). Anything else is refused in the Admin, so that no link is built
 * from it.
 */
export const TRACKING_CODE = /^[A-Za-z0-9-]{6,40}$/;

export function normaliseTrackingCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The carrier of a fulfilment's `method` (its code), if the shop has it. */
export function carrierOf(method: string | null | undefined): CarrierDef | undefined {
  return CARRIERS.find((c) => c.code === method);
}

/** The carrier's tracking page for this parcel, or null when the number could not be in a link. */
export function trackingUrlOf(carrier: CarrierDef, trackingCode: string | null | undefined): string | null {
  if (!trackingCode || !TRACKING_CODE.test(trackingCode)) return null;
  return carrier.trackingUrl.replace('{tracking}', encodeURIComponent(trackingCode));
}
