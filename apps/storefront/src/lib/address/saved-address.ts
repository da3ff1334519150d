import type { CartAddress, CustomerAddress } from '@talat/commerce/types';
import { fromCartAddress, toCartAddressInput, type AddressFormValues } from './address-form-model';
import { shownAddressLines } from './address-lines';

const keyOf = (values: AddressFormValues) => JSON.stringify(toCartAddressInput(values));

/**
 * The saved address the address form shows now, or null (a new address): compared as the form
 * would send them, so that spacing or case the form normalises does not count as a change. The
 * one the shopper picked wins while it still matches (two saved addresses may be the same).
 */
export function matchingSavedAddress(
  addresses: readonly CustomerAddress[],
  values: AddressFormValues,
  picked: string | null = null,
): string | null {
  const key = keyOf(values);
  const matches = addresses.filter((a) => keyOf(fromCartAddress(a)) === key);
  return (matches.find((a) => a.id === picked) ?? matches[0])?.id ?? null;
}

/** The saved addresses in the order a picker offers them: the default shipping address first. */
export function pickerOrder(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  return [...addresses].sort((a, b) => Number(b.default_shipping) - Number(a.default_shipping));
}

/**
 * One line for a picker: the address's lines by its country's convention, without the country
 * and telephone (country names are the picker's own), joined by commas.
 */
export function addressLine(address: CartAddress): string {
  return shownAddressLines(address, {}, { short: true }).join(', ');
}
