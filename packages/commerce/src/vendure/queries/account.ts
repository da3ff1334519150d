import type { RawCreateAddressInput } from '../raw-cart-types';
import type { RawProductTile } from '../raw-types';
import { gql } from './document';

/*
 * The signed-in customer's account on the engine: profile and addresses (Vendure's own Shop
 * API), order history, and the project's plugins (reviews, wishlist, newsletter, loyalty).
 */

export const UPDATE_CUSTOMER_MUTATION = gql<
  { updateCustomer: { id: string } },
  { input: { firstName: string; lastName: string; phoneNumber: string } }
>(`mutation UpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { id }
}`);

export const CREATE_ADDRESS_MUTATION = gql<
  { createCustomerAddress: { id: string } },
  { input: RawCreateAddressInput & { defaultShippingAddress?: boolean; defaultBillingAddress?: boolean } }
>(`mutation CreateCustomerAddress($input: CreateAddressInput!) {
  createCustomerAddress(input: $input) { id }
}`);

export const UPDATE_ADDRESS_MUTATION = gql<
  { updateCustomerAddress: { id: string } },
  { input: Partial<RawCreateAddressInput> & { id: string; defaultShippingAddress?: boolean; defaultBillingAddress?: boolean } }
>(`mutation UpdateCustomerAddress($input: UpdateAddressInput!) {
  updateCustomerAddress(input: $input) { id }
}`);

export const DELETE_ADDRESS_MUTATION = gql<
  { deleteCustomerAddress: { success: boolean } },
  { id: string }
>(`mutation DeleteCustomerAddress($id: ID!) {
  deleteCustomerAddress(id: $id) { success }
}`);

export interface RawOrderListItem {
  code: string;
  state: string;
  orderPlacedAt: string | null;
  totalWithTax: number;
  totalQuantity: number;
  currencyCode: string;
}

export const CUSTOMER_ORDERS_QUERY = gql<
  { activeCustomer: { orders: { totalItems: number; items: RawOrderListItem[] } } | null },
  { skip: number; take: number }
>(`query CustomerOrders($skip: Int!, $take: Int!) {
  activeCustomer {
    orders(options: { skip: $skip, take: $take, sort: { orderPlacedAt: DESC, id: DESC }, filter: { active: { eq: false } } }) {
      totalItems
      items { code state orderPlacedAt totalWithTax totalQuantity currencyCode }
    }
  }
}`);

export interface RawCustomerReview {
  id: string;
  createdAt: string;
  productId: string;
  product: { id: string; name: string; slug: string } | null;
  nickname: string;
  summary: string;
  text: string;
  averageRating: number;
  hidden: boolean;
}

export const CUSTOMER_REVIEWS_QUERY = gql<
  { activeCustomerReviews: { totalItems: number; items: RawCustomerReview[] } },
  { skip: number; take: number }
>(`query CustomerReviews($skip: Int!, $take: Int!) {
  activeCustomerReviews(skip: $skip, take: $take) {
    totalItems
    items { id createdAt productId product { id name slug } nickname summary text averageRating hidden }
  }
}`);

/** A wishlist product with what a tile needs. */
export interface RawWishlistProduct extends RawProductTile {
  name: string;
  featuredAsset: { preview: string } | null;
}

export interface RawWishlistItem {
  createdAt: string;
  productId: string;
  product: RawWishlistProduct;
  productVariant: { id: string; sku: string } | null;
}

export interface RawWishlist {
  items: RawWishlistItem[];
  totalItems: number;
}

const WISHLIST_FIELDS = `totalItems items {
  createdAt productId
  productVariant { id sku }
  product {
    id slug name featuredAsset { preview }
    variants { id sku priceWithTax compareAtPrice currencyCode stockLevel priceConvertedFrom soldInCurrency }
    optionGroups { id }
    customFields { kind preorder virtual }
    reviewSummary { averageRating totalCount }
  }
}`;

export const WISHLIST_QUERY = gql<{ activeCustomerWishlist: RawWishlist }>(`query Wishlist {
  activeCustomerWishlist { ${WISHLIST_FIELDS} }
}`);

export const GUEST_WISHLIST_QUERY = gql<
  { guestWishlist: RawWishlist },
  { items: Array<{ productId: string; productVariantId?: string }> }
>(`query GuestWishlist($items: [WishlistItemInput!]!) {
  guestWishlist(items: $items) { ${WISHLIST_FIELDS} }
}`);

export type RawWishlistResult =
  ({ __typename: 'Wishlist' } & RawWishlist) | { __typename: 'WishlistError'; errorCode: string; message: string };

export const ADD_TO_WISHLIST_MUTATION = gql<
  { addToWishlist: RawWishlistResult },
  { input: { productId: string; productVariantId?: string } }
>(`mutation AddToWishlist($input: WishlistItemInput!) {
  addToWishlist(input: $input) {
    __typename
    ... on Wishlist { ${WISHLIST_FIELDS} }
    ... on WishlistError { errorCode message }
  }
}`);

export const REMOVE_FROM_WISHLIST_MUTATION = gql<
  { removeFromWishlist: RawWishlist },
  { productId: string }
>(`mutation RemoveFromWishlist($productId: ID!) {
  removeFromWishlist(productId: $productId) { ${WISHLIST_FIELDS} }
}`);

export const MERGE_WISHLIST_MUTATION = gql<
  { mergeIntoWishlist: RawWishlist },
  { items: Array<{ productId: string; productVariantId?: string }> }
>(`mutation MergeWishlist($items: [WishlistItemInput!]!) {
  mergeIntoWishlist(items: $items) { ${WISHLIST_FIELDS} }
}`);

export interface RawNewsletterAnswer {
  outcome: string;
  status: string | null;
}

export const SUBSCRIBE_NEWSLETTER_MUTATION = gql<
  { subscribeToNewsletter: RawNewsletterAnswer },
  { email: string; source: string }
>(`mutation SubscribeNewsletter($email: String!, $source: String!) {
  subscribeToNewsletter(emailAddress: $email, source: $source) { outcome status }
}`);

export const CONFIRM_NEWSLETTER_MUTATION = gql<
  { confirmNewsletterSubscription: RawNewsletterAnswer },
  { token: string }
>(`mutation ConfirmNewsletter($token: String!) {
  confirmNewsletterSubscription(token: $token) { outcome status }
}`);

export const UNSUBSCRIBE_NEWSLETTER_MUTATION = gql<
  { unsubscribeFromNewsletter: RawNewsletterAnswer },
  { token: string }
>(`mutation UnsubscribeNewsletter($token: String!) {
  unsubscribeFromNewsletter(token: $token) { outcome status }
}`);

export const CUSTOMER_NEWSLETTER_QUERY = gql<{
  activeCustomerNewsletter: { emailAddress: string; status: string | null; consentAt: string | null; consentSource: string | null };
}>(`query CustomerNewsletter {
  activeCustomerNewsletter { emailAddress status consentAt consentSource }
}`);

export const UNSUBSCRIBE_CUSTOMER_NEWSLETTER_MUTATION = gql<{
  unsubscribeActiveCustomerFromNewsletter: RawNewsletterAnswer;
}>(`mutation UnsubscribeCustomerNewsletter {
  unsubscribeActiveCustomerFromNewsletter { outcome status }
}`);

export const CUSTOMER_LOYALTY_QUERY = gql<{
  activeCustomerLoyalty: { points: number; entries: Array<{ createdAt: string; kind: string; points: number; orderCode: string | null }> };
}>(`query CustomerLoyalty {
  activeCustomerLoyalty { points entries { createdAt kind points orderCode } }
}`);

export const RECORD_CONSENT_MUTATION = gql<
  { recordConsent: { at: string; noticeVersion: number; analytics: boolean; marketing: boolean } },
  { input: { noticeVersion: number; analytics: boolean; marketing: boolean } }
>(`mutation RecordConsent($input: CustomerConsentInput!) {
  recordConsent(input: $input) { at noticeVersion analytics marketing }
}`);
