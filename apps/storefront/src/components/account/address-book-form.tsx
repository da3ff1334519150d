'use client';

import type { Messages } from '@/i18n/messages';
import type { CustomerAddress } from '@talat/commerce/types';
import { useId, useRef, useState, type FormEvent } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { emptyAddress, fromCartAddress, toCartAddressInput, type AddressFormValues } from '../../lib/address/address-form-model';
import type { Locale } from '../../lib/locale/locales';
import { notifications } from '../../lib/ui/notifications';
import { AddressForm, type AddressFormHandle } from '../address/address-form';
import type { AddressWords } from '../address/address-words';

/** The address book form's words of the catalogue's `myAccount` subtree, and its error texts by code. */
export type AddressBookFormWords = Pick<Messages['myAccount']['addresses'], 'save' | 'cancel' | 'useForShipping' | 'useForBilling'> &
  Pick<Messages['myAccount'], 'errors'>;

/**
 * Adds or edits a saved address with the checkout's address form (same rules, same Thai address
 * finder), and the two default flags. Saved: back to the address book.
 */
export function AddressBookForm({
  locale,
  address,
  defaultCountry,
  backHref,
  addressWords,
  labels,
}: {
  locale: Locale;
  /** The address to edit; none: a new one. */
  address: CustomerAddress | null;
  defaultCountry: string;
  backHref: string;
  addressWords: AddressWords;
  labels: AddressBookFormWords;
}) {
  const errorsByCode: Record<string, string> = labels.errors;
  const id = useId();
  const form = useRef<AddressFormHandle>(null);
  const [value, setValue] = useState<AddressFormValues>(() => (address ? fromCartAddress(address) : emptyAddress(defaultCountry)));
  const [shipping, setShipping] = useState(address?.default_shipping ?? false);
  const [billing, setBilling] = useState(address?.default_billing ?? false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.current?.validate()) return;
    setBusy(true);
    try {
      const input = { address: toCartAddressInput(value), default_shipping: shipping, default_billing: billing };
      const result = address ? await accountCall('updateAddress', { id: address.id, ...input }) : await accountCall('createAddress', input);
      if (result.ok) {
        // The address book says so on arrival (a notification would not survive the page load).
        window.location.assign(new URL(`${backHref}?done=saved`, window.location.origin).href);
        return;
      }
      const message = errorsByCode[result.error.code] ?? labels.errors.generic ?? '';
      if (result.error.code === 'INVALID_INPUT') setServerErrors({ street: message });
      notifications.add({ type: 'error', message });
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.errors.generic ?? '') });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="account-form" data-testid="address-book-form">
      <AddressForm
        ref={form}
        idPrefix={`${id}-address`}
        value={value}
        onChange={setValue}
        labels={addressWords}
        locale={locale}
        errors={serverErrors}
        disabled={busy}
      />
      <label className="checkbox">
        <input type="checkbox" checked={shipping} onChange={(e) => setShipping(e.target.checked)} /> {labels.useForShipping}
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={billing} onChange={(e) => setBilling(e.target.checked)} /> {labels.useForBilling}
      </label>
      <p className="address-book__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {labels.save}
        </button>
        <a href={backHref} className="button button--secondary">
          {labels.cancel}
        </a>
      </p>
    </form>
  );
}
