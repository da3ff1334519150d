import type { AddressFormError } from '../../lib/address/address-form-model';
import { fillTemplate } from '@/i18n/fill-template';
import type addressMessages from '@messages/en/address.json';

/**
 * Every text the address form shows, in the page's language: the `address` catalogue
 * (messages/{en,th}/address.json) plus the validation texts of `validation`
 * (messages/{en,th}/checkout.json). Built on the server by getAddressFormLabels() and passed
 * to the client component, so no catalogue ships to the browser.
 */
export type AddressFormLabels = (typeof addressMessages)['address'] & {
  /** `validation.*` texts by key without the namespace ("required", "postcode", ...). */
  validation: Record<string, string>;
};

/** The text of an error: a rule's key and params through the catalogue, or a server text as is. */
export function errorText(error: AddressFormError | null | undefined, labels: AddressFormLabels): string | null {
  if (!error) return null;
  if (typeof error === 'string') return error;
  const template = labels.validation[error.key.replace(/^validation\./, '')];
  return template ? fillTemplate(template, error.params) : error.key;
}
