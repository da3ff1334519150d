import type { Customer, SignOnClaims } from '../customer-types';
import type { RawCustomer, RawCustomerCreateInput } from './raw-types';
import type { RawCustomerAddress } from './raw-account-types';
import { addressBook } from './map-account';

/**
 * Magento's customer in the unified shape. The storefront sees no customer group on Magento (its
 * schema keeps groups out of storefront answers): every customer is in Magento's default group,
 * `general`. The email is the customer's id (Magento 2.4.6 gives a customer no storefront uid).
 * The telephone is the default billing address's (Magento keeps none on the customer, map-account.ts).
 */
export function mapCustomer(raw: RawCustomer & { addresses?: ReadonlyArray<RawCustomerAddress | null> | null }): Customer | null {
  const email = raw.email?.trim();
  if (!email) return null;
  const book = addressBook(raw.addresses);
  return {
    id: email.toLowerCase(),
    email,
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    telephone: book.telephone,
    group_key: 'general',
    default_shipping: book.default_shipping,
    default_billing: book.default_billing,
    addresses: book.addresses,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 255;

/**
 * Who signs on, from the claims the storefront verified: the email (trimmed, lower case) only when
 * the provider confirmed it (`email_verified` exactly true, as the engine asks), else null and the
 * sign-in is refused. The names fill a new Magento account, which needs both: a claim that is
 * missing or blank takes the part of the address before `@`.
 */
export function signOnCustomerOf(claims: SignOnClaims): RawCustomerCreateInput | null {
  const email = claims.email?.trim().toLowerCase() ?? '';
  if (!email || email.length > MAX_EMAIL || !EMAIL.test(email) || claims.email_verified !== true) return null;
  const fallback = email.slice(0, email.indexOf('@'));
  const name = (value: string | undefined) => value?.trim().slice(0, MAX_NAME) || fallback;
  return {
    email,
    firstname: name(claims.given_name),
    lastname: name(claims.family_name),
    is_subscribed: false,
    allow_remote_shopping_assistance: true,
  };
}
