import { addressLines } from '@talat/rules/address';
import type { OrderAddress } from '@vendure/common/lib/generated-types';

/**
 * The place lines of an order's address for an email, by its country's convention
 * (@talat/rules/address, as the storefront writes it): company, street, town and postcode,
 * country. The template writes the addressee and the telephone itself, with its own words.
 * Empty when the order has no address (a gift card only order).
 */
export function orderAddressLines(address: OrderAddress | null | undefined): string[] {
  if (!address?.streetLine1) return [];
  return addressLines({
    name: '',
    company: address.company,
    street: [address.streetLine1, address.streetLine2 ?? ''],
    city: address.city ?? '',
    region: address.province,
    postcode: address.postalCode ?? '',
    countryCode: address.countryCode ?? '',
    country: address.country,
  });
}
