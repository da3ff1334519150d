'use client';

import type { ClickCollect, ShippingMethod, StoreAddress } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { isClickCollect } from '../../lib/checkout/shipping';
import { AddressBlock } from './address-block';

/**
 * The shipping methods as a radio group (arrow keys move between them). Each radio's name is
 * the method and its price; the description is read as its description. Choosing click &
 * collect shows the store's collection address.
 */
export function ShippingMethodOptions({
  methods,
  value,
  onChange,
  legend,
  error,
  locale,
  clickCollect,
  storeAddress,
  collectAt,
  freeLabel,
  countries,
  disabled,
}: {
  methods: ShippingMethod[];
  value: string | null;
  onChange: (uid: string) => void;
  legend: string;
  error: string | null;
  locale: Locale;
  clickCollect: ClickCollect;
  storeAddress: StoreAddress | null;
  collectAt: string;
  freeLabel: string;
  /** Country names by ISO code (the catalogue's `address.countries`). */
  countries: Record<string, string>;
  disabled?: boolean;
}) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? 'shipping-method-error' : undefined} aria-required>
      <legend>{legend}</legend>
      {methods.map((method) => {
        const id = `shipping-method-${method.uid}`;
        const collect = isClickCollect(method, clickCollect);
        const price = method.amount.value > 0 ? formatPrice(method.amount, locale) : freeLabel;
        return (
          <div key={method.uid} className="choice" data-selected={value === method.uid ? 'true' : undefined}>
            <input
              type="radio"
              id={id}
              name="shipping-method"
              value={method.uid}
              checked={value === method.uid}
              onChange={() => onChange(method.uid)}
              aria-describedby={method.description ? `${id}-description` : undefined}
              disabled={disabled}
            />
            <label htmlFor={id}>
              <span className="choice__title">{method.method_title}</span> <span className="choice__price">{price}</span>
            </label>
            {method.description ? (
              <p id={`${id}-description`} className="choice__description">
                {method.description}
              </p>
            ) : null}
            {collect && value === method.uid && storeAddress ? (
              <div className="choice__extra" data-testid="store-collect-address">
                <p>{collectAt}</p>
                <AddressBlock address={storeAddress} countries={countries} />
              </div>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id="shipping-method-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
