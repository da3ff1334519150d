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
 * Who signed on, as the storefront read it from the sign-on provider's ID token after verifying
 * its signature, issuer, audience, expiry and nonce (OpenID Connect's standard claims, as the
 * sister site issues them). A backend that verifies the ID token itself (the Vendure engine)
 * ignores these; one that cannot (Magento) acts on them.
 */
export interface SignOnClaims {
  /** The provider's stable account id. */
  sub: string;
  email?: string;
  /** Only `true` means the provider confirmed the address. */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** What signIn is given: the ID token as the provider issued it, and its verified claims. */
export interface SignInInput {
  idToken: string;
  claims: SignOnClaims;
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
