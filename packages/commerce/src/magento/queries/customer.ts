/**
 * The signed-in customer, sign-on (a customer token for a verified sign-on, through Magento's
 * Login as Customer module, and the account created first when there is none) with their addresses,
 * sign-out and the newsletter.
 */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import type { RawCustomerAddress } from '../raw-account-types';
import { CUSTOMER_ADDRESS_FIELDS } from './account-fields';

/** The customer with their saved addresses (My Account's address book, checkout's saved addresses). */
export const CUSTOMER_QUERY = gql<{
  customer: (Raw.RawCustomer & { addresses?: Array<RawCustomerAddress | null> | null }) | null;
}>(`query Customer {
  customer { firstname lastname email is_subscribed addresses { ${CUSTOMER_ADDRESS_FIELDS} } }
}`);

/**
 * A customer token for the customer with this email (module LoginAsCustomerGraphQl), sent with the
 * shop's integration token: Magento answers `graphql-input` "Customer email provided does not
 * exist" when there is no such customer.
 */
export const GENERATE_CUSTOMER_TOKEN_AS_ADMIN_MUTATION = gql<
  { generateCustomerTokenAsAdmin: { customer_token: string } | null },
  { email: string }
>(`mutation GenerateCustomerTokenAsAdmin($email: String!) {
  generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token }
}`);

/**
 * A customer account for someone who signed on with the sister site for the first time: no
 * password (they never sign in to Magento with one), open to Login as Customer.
 */
export const CREATE_CUSTOMER_MUTATION = gql<
  { createCustomerV2: { customer: { email: string | null } } | null },
  { input: Raw.RawCustomerCreateInput }
>(`mutation CreateCustomerV2($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } }
}`);

export const REVOKE_CUSTOMER_TOKEN_MUTATION = gql<{ revokeCustomerToken: { result: boolean } | null }>(`mutation RevokeCustomerToken {
  revokeCustomerToken { result }
}`);

export const SUBSCRIBE_NEWSLETTER_MUTATION = gql<
  { subscribeEmailToNewsletter: { status: string | null } | null },
  { email: string }
>(`mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) { status }
}`);
