import type { RawOrderAddress } from '../raw-cart-types';
import { gql } from './document';

/** A customer's saved address: the order address fields plus the two default flags. */
export interface RawCustomerAddress extends Omit<RawOrderAddress, 'countryCode'> {
  id: string;
  country: { code: string } | null;
  defaultShippingAddress: boolean | null;
  defaultBillingAddress: boolean | null;
}

export interface RawCustomer {
  id: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** sign-on plugin of the engine. */
  groupKey: string;
  addresses: RawCustomerAddress[] | null;
}

const CUSTOMER_FIELDS = `id emailAddress firstName lastName phoneNumber groupKey
addresses { id fullName company streetLine1 streetLine2 city province postalCode phoneNumber
  country { code } defaultShippingAddress defaultBillingAddress customFields { pccc koreaDob } }`;

export const ACTIVE_CUSTOMER_QUERY = gql<{ activeCustomer: RawCustomer | null }>(`query ActiveCustomer {
  activeCustomer { ${CUSTOMER_FIELDS} }
}`);

export type RawAuthenticateResult =
  { __typename: 'CurrentUser'; id: string; identifier: string } | { __typename: string; errorCode: string; message: string };

/** The engine's `sso` authentication strategy: the provider's ID token, verified by the engine. */
export const AUTHENTICATE_SSO_MUTATION = gql<
  { authenticate: RawAuthenticateResult },
  { idToken: string }
>(`mutation AuthenticateSso($idToken: String!) {
  authenticate(input: { sso: { idToken: $idToken } }) {
    __typename
    ... on CurrentUser { id identifier }
    ... on ErrorResult { errorCode message }
  }
}`);

export const LOGOUT_MUTATION = gql<{ logout: { success: boolean } }>(`mutation Logout {
  logout { success }
}`);
