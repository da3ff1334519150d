import type { AddressFormError } from '../../lib/address/address-form-model';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';

/**
 * Every text the address form shows, in the page's language: the `address` subtree of the
 * catalogues (messages/{lang}/address.json) and the form texts of `validation`
 * (messages/{lang}/checkout.json), handed by the server page to the client form
 * (docs/decisions/0040).
 */
export type AddressWords = Messages['address'] & Pick<Messages, 'validation'>;

/** The address form's words out of a language's messages. */
export function addressWords(messages: Pick<Messages, 'address' | 'validation'>): AddressWords {
  return { ...messages.address, validation: messages.validation };
}

/** The text of an error: a rule's key and params through the catalogue, or a server text as is. */
export function errorText(error: AddressFormError | null | undefined, labels: Pick<AddressWords, 'validation'>): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  const byKey: Record<string, string> = labels.validation;
  const template = byKey[error.key.replace(/^validation\./, '')];
  return template ? fillTemplate(template, error.params) : error.key;
}
