import type { Customer } from '../customer-types';
import { mapAddress } from './map-cart';
import type { RawCustomer, RawCustomerAddress } from './queries/customer';

function addressOf(raw: RawCustomerAddress | undefined) {
  return raw ? mapAddress({ ...raw, countryCode: raw.country?.code ?? null }) : null;
}

/** The engine's active customer in the unified shape; the default addresses picked by their flags. */
export function mapCustomer(raw: RawCustomer): Customer {
  const addresses = raw.addresses ?? [];
  return {
    id: raw.id,
    email: raw.emailAddress,
    firstname: raw.firstName ?? '',
    lastname: raw.lastName ?? '',
    telephone: raw.phoneNumber || null,
    group_key: raw.groupKey || 'general',
    default_shipping: addressOf(addresses.find((a) => a.defaultShippingAddress)),
    default_billing: addressOf(addresses.find((a) => a.defaultBillingAddress)),
    addresses: addresses.flatMap((a) => {
      const address = addressOf(a);
      return address
        ? [{ ...address, id: a.id, default_shipping: !!a.defaultShippingAddress, default_billing: !!a.defaultBillingAddress }]
        : [];
    }),
  };
}
