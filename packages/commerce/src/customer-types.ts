import type { Result } from './result';
import type { CustomerAddress } from './account-types';
import type { CartAddress } from './cart-types';

/**
 * The signed-in customer (spec section 3 "Customer state" and section 6). Names follow the
 * storefront's field names; addresses are the cart's address shape, so checkout can use them.
 */
export interface Customer {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string | null;
  /** The customer group key (spec section 6): set as a cookie after sign-on. */
  group_key: string;
  default_shipping: CartAddress | null;
  default_billing: CartAddress | null;
  /** Every saved address, the defaults flagged. */
  addresses: CustomerAddress[];
}

/**
 * Signing a customer in with the sign-on provider's ID token. On success `sessionToken` is the
 * customer's session (it replaces the guest's, whose cart the backend merged into the customer's).
 * `INVALID_TOKEN`: the backend refused the token (signature, issuer, audience, expiry);
 * `NOT_SUPPORTED`: the backend cannot sign a customer in with the sign-on provider's token.
 */
export type SignInResult = Result<SignedIn, 'INVALID_TOKEN' | 'NOT_SUPPORTED'>;

export interface SignedIn {
  sessionToken: string;
  customer: Customer;
}
