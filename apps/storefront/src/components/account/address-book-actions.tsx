'use client';

import type { CustomerAddress } from '@talat/commerce/types';
import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { notifications } from '../../lib/ui/notifications';

export interface AddressBookActionsLabels {
  delete: string;
  deleteLabel: string;
  confirmDelete: string;
  useForShipping: string;
  useForBilling: string;
  errors: Record<string, string>;
}

/** Delete (after a confirmation) and make default, for one saved address; the page reloads with the result. */
export function AddressBookActions({ address, name, labels }: { address: CustomerAddress; name: string; labels: AddressBookActionsLabels }) {
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
      notifications.add({ type: 'error', message: labels.errors[result.error?.code ?? 'generic'] ?? labels.errors.generic ?? '' });
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.errors.generic ?? '') });
    }
    setBusy(false);
  }

  const input = (flags: { default_shipping?: boolean; default_billing?: boolean }) => ({
    id: address.id,
    address: {
      firstname: address.firstname,
      lastname: address.lastname,
      company: address.company ?? undefined,
      street: address.street,
      city: address.city,
      region: address.region ?? undefined,
      postcode: address.postcode,
      country_code: address.country_code,
      telephone: address.telephone,
      pccc: address.pccc ?? undefined,
    },
    ...flags,
  });

  return (
    <>
      {!address.default_shipping ? (
        <button type="button" className="link-button" disabled={busy} onClick={() => run(() => accountCall('updateAddress', input({ default_shipping: true })), 'saved')}>
          {labels.useForShipping}
        </button>
      ) : null}
      {!address.default_billing ? (
        <button type="button" className="link-button" disabled={busy} onClick={() => run(() => accountCall('updateAddress', input({ default_billing: true })), 'saved')}>
          {labels.useForBilling}
        </button>
      ) : null}
      <button
        type="button"
        className="link-button"
        disabled={busy}
        aria-label={labels.deleteLabel.replace('{name}', name)}
        onClick={() => {
          if (window.confirm(labels.confirmDelete)) void run(() => accountCall('deleteAddress', { id: address.id }), 'deleted');
        }}
      >
        {labels.delete}
      </button>
    </>
  );
}
