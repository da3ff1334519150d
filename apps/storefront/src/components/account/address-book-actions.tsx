'use client';

import type { Messages } from '@/i18n/messages';
import type { CustomerAddress } from '@talat/commerce/types';
import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { fromCartAddress, toCartAddressInput } from '../../lib/address/address-form-model';
import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';

/** The address book's words of the catalogue's `myAccount` subtree (`deleteLabel` with `{name}`), and its error texts by code. */
export type AddressBookActionsWords = Pick<
  Messages['myAccount']['addresses'],
  'delete' | 'deleteLabel' | 'confirmDelete' | 'useForShipping' | 'useForBilling'
> &
  Pick<Messages['myAccount'], 'errors'>;

/** Delete (after a confirmation) and make default, for one saved address; the page reloads with the result. */
export function AddressBookActions({ address, name, labels }: { address: CustomerAddress; name: string; labels: AddressBookActionsWords }) {
  const errorsByCode: Record<string, string> = labels.errors;
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<{ ok: boolean; error?: { code: string } }>, done: 'saved' | 'deleted') {
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) {
        // The address book reloads with the change and says what was done.
        window.location.assign(new URL(`?done=${done}`, window.location.href).href);
        return;
      }
      notifications.add({ type: 'error', message: errorsByCode[result.error?.code ?? 'generic'] ?? labels.errors.generic ?? '' });
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.errors.generic ?? '') });
    }
    setBusy(false);
  }

  // The address as it is, through the form's own mapping; only a default flag changes.
  const input = (flags: { default_shipping?: boolean; default_billing?: boolean }) => ({
    id: address.id,
    address: toCartAddressInput(fromCartAddress(address)),
    ...flags,
  });

  return (
    <>
      {!address.default_shipping ? (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => run(() => accountCall('updateAddress', input({ default_shipping: true })), 'saved')}
        >
          {labels.useForShipping}
        </button>
      ) : null}
      {!address.default_billing ? (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => run(() => accountCall('updateAddress', input({ default_billing: true })), 'saved')}
        >
          {labels.useForBilling}
        </button>
      ) : null}
      <button
        type="button"
        className="link-button"
        disabled={busy}
        aria-label={fillTemplate(labels.deleteLabel, { name })}
        onClick={() => {
          if (window.confirm(labels.confirmDelete)) void run(() => accountCall('deleteAddress', { id: address.id }), 'deleted');
        }}
      >
        {labels.delete}
      </button>
    </>
  );
}
