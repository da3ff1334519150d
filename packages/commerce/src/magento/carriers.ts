import { CARRIERS, type CarrierDef } from '@talat/rules/carriers';
import type { StoreCarrier } from '../types';

/**
 * The carriers a Magento shop ships with and their tracking pages (`{tracking}` stands for the
 * tracking number), for the store config's `carriers`: Magento keeps no tracking page per carrier,
 * and its built-in carriers (UPS, USPS, FedEx, DHL) are not the shop's, so staff add a parcel's
 * tracking as "Custom Value" with the carrier's name as its title (docs/decisions/0064). The
 * default is the engine's table (@talat/rules/carriers); a shop with other carriers passes its own
 * (`MagentoConnectorOptions.carriers`).
 */
export type MagentoCarrier = CarrierDef;

export const DEFAULT_MAGENTO_CARRIERS: readonly MagentoCarrier[] = CARRIERS;

/** The store config's carriers in the store's language. */
export function storeCarriers(carriers: readonly MagentoCarrier[], language: 'th' | 'en'): StoreCarrier[] {
  return carriers.map((c) => ({ code: c.code, name: c.name[language], tracking_url: c.trackingUrl }));
}

const plain = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * The carrier of a Magento track as the storefront knows it: the shop's carrier whose code is the
 * track's carrier code, or whose code or name (either language) is the title staff typed; else the
 * title as typed (shown without a link), or Magento's carrier code when there is no title.
 */
export function carrierCodeOf(track: { carrier?: string | null; title?: string | null }, carriers: readonly MagentoCarrier[]): string {
  const code = plain(track.carrier ?? '');
  const title = (track.title ?? '').trim();
  const byCode = carriers.find((c) => c.code === code);
  if (byCode) return byCode.code;
  const wanted = plain(title);
  const byTitle = wanted
    ? carriers.find((c) => c.code === wanted || plain(c.name.en) === wanted || plain(c.name.th) === wanted)
    : undefined;
  if (byTitle) return byTitle.code;
  return title || (track.carrier ?? '').trim();
}
