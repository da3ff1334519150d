import type { CartAddress, StoreAddress } from '@talat/commerce/types';
import { addressLines, type AddressLineOptions } from '@talat/rules/address';

/**
 * A cart, saved or store address as the lines it is written in, by its country's convention
 * (@talat/rules/address, which the engine's order emails use too), with the country named in
 * the shopper's language.
 */
export function shownAddressLines(
  address: CartAddress | StoreAddress,
  /** Country names by ISO code (the catalogue's `address.countries`). */
  countries: Record<string, string>,
  options?: AddressLineOptions,
): string[] {
  return addressLines(
    {
      name: `${address.firstname} ${address.lastname}`,
      company: 'company' in address ? address.company : null,
      street: address.street,
      city: address.city,
      region: address.region,
      postcode: address.postcode,
      countryCode: address.country_code,
      country: countries[address.country_code],
      telephone: address.telephone,
    },
    options,
  );
}
