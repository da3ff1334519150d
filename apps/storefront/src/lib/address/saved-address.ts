import type { CartAddress, CustomerAddress } from '@talat/commerce/types';
import { fromCartAddress, toCartAddressInput, type AddressFormValues } from './address-form-model';

const keyOf = (values: AddressFormValues) => JSON.stringify(toCartAddressInput(values));

/**
 * The saved address the address form shows now, or null (a new address): compared as the form
 * would send them, so that spacing or case the form normalises does not count as a change.
 */
export function matchingSavedAddress(addresses: readonly CustomerAddress[], values: AddressFormValues): string | null {
  const key = keyOf(values);
  return addresses.find((a) => keyOf(fromCartAddress(a)) === key)?.id ?? null;
}

/** The saved addresses in the order a picker offers them: the default shipping address first. */
export function pickerOrder(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  return [...addresses].sort((a, b) => Number(b.default_shipping) - Number(a.default_shipping));
}

/** One line for a picker: name, street, city, postcode (country names are the picker's own). */
export function addressLine(address: CartAddress): string {
  return [`${address.firstname} ${address.lastname}`.trim(), ...address.street, address.city, address.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
