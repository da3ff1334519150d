'use client';

import type { CustomerAddress } from '@talat/commerce/types';
import { useId } from 'react';
import type { Messages } from '@/i18n/messages';
import { addressLine } from '../../lib/address/saved-address';

/**
 * The address picker (spec section 2): a signed-in customer's saved addresses as one radio group
 * above the address form, and "a new address". Choosing one fills the form; the choice follows
 * the form (editing a saved address makes it a new one).
 */
export function AddressPicker({
  addresses,
  selected,
  onChoose,
  labels,
  disabled,
}: {
  addresses: readonly CustomerAddress[];
  /** The saved address the form shows, or null. */
  selected: string | null;
  onChoose: (address: CustomerAddress | null) => void;
  /** The shipping step's words (`defaultAddress` is said after the default shipping address). */
  labels: Pick<Messages['checkoutShipping'], 'savedAddresses' | 'newAddress' | 'defaultAddress'>;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="address-picker" data-testid="address-picker" disabled={disabled}>
      <legend>{labels.savedAddresses}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="address-picker__option">
          <input type="radio" name={name} checked={selected === address.id} onChange={() => onChoose(address)} />
          <span>
            {addressLine(address)}
            {address.default_shipping ? <span className="address-picker__default"> ({labels.defaultAddress})</span> : null}
          </span>
        </label>
      ))}
      <label className="address-picker__option">
        <input type="radio" name={name} checked={selected === null} onChange={() => onChoose(null)} />
        <span>{labels.newAddress}</span>
      </label>
    </fieldset>
  );
}
