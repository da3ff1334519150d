/**
 * The storefront keeps one opaque session per shopper (`ctx.customerToken`). With Magento it is a
 * guest's masked cart id or a customer's bearer token; the prefix says which (`~`, a character
 * every session cookie may hold, as Magento's ids and tokens never do).
 */
export type MagentoSession = { kind: 'guest'; cartId: string } | { kind: 'customer'; token: string };

const GUEST = 'guest~';
const CUSTOMER = 'customer~';

export function readSession(token: string | undefined): MagentoSession | null {
  if (token?.startsWith(GUEST) && token.length > GUEST.length) return { kind: 'guest', cartId: token.slice(GUEST.length) };
  if (token?.startsWith(CUSTOMER) && token.length > CUSTOMER.length) return { kind: 'customer', token: token.slice(CUSTOMER.length) };
  return null;
}

export function guestSession(cartId: string): string {
  return `${GUEST}${cartId}`;
}

export function customerSession(token: string): string {
  return `${CUSTOMER}${token}`;
}
