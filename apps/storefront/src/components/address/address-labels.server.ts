import 'server-only';
import { getMessages } from 'next-intl/server';
import type { AddressFormLabels } from './address-labels';

/** The address form's texts in the request's language (see AddressFormLabels). */
export async function getAddressFormLabels(): Promise<AddressFormLabels> {
  const messages = (await getMessages()) as unknown as Pick<AddressFormLabels, 'validation'> & {
    address: Omit<AddressFormLabels, 'validation'>;
  };
  return { ...messages.address, validation: messages.validation };
}
