import type { AccountError, AccountResult, Wishlist, WishlistEntryInput } from '../account-types';
import type { AccountMethods } from '../connector';
import type { CommerceContext } from '../types';
import { isSessionRefused } from './customer-connector';
import {
  PUBLISHED_REVIEWS_LOOKED_AT,
  WISHLIST_PAGE_SIZE,
  distinctEntries,
  mapCustomerReviews,
  mapGuestWishlist,
  mapWishlist,
  wishlistErrorCode,
  wishlistItemInput,
} from './map-wishlist';
import * as op from './operations';
import type { RawWishlist } from './queries/wishlist';
import { readSession } from './session';
import type { MagentoSend } from './transport';

type WishlistMethods = Pick<
  AccountMethods,
  'getWishlist' | 'getGuestWishlist' | 'addToWishlist' | 'removeFromWishlist' | 'mergeWishlist' | 'getCustomerReviews'
>;

const REVIEW_PAGE = { size: 10, max: 50 };

const fail = (code: AccountError['code']): { ok: false; error: AccountError } => ({ ok: false, error: { code } });

/**
 * The wishlist and the customer's reviews on Magento, with the customer token of the session
 * (`customer~<token>`, docs/decisions/0060). Magento Open Source keeps one wishlist per customer
 * (`customer.wishlists`, created with the account); a product goes on it once (adding it again
 * with another variant replaces the line, as on the engine). A guest's list stays in their
 * browser: its products are read by SKU, and it joins the customer's list on sign-on. Without a
 * customer session (or with a token Magento no longer takes) reads answer null and changes
 * NOT_SIGNED_IN. docs/decisions/0062.
 */
export function createMagentoWishlistMethods(send: MagentoSend): WishlistMethods {
  /** Runs a call as the session's customer; no customer (or a refused token) is null. */
  async function asCustomer<T>(ctx: CommerceContext, call: (token: string) => Promise<T>): Promise<T | null> {
    const session = readSession(ctx.customerToken);
    if (session?.kind !== 'customer') return null;
    try {
      return await call(session.token);
    } catch (error) {
      if (isSessionRefused(error)) return null;
      throw error;
    }
  }

  const pageSize = WISHLIST_PAGE_SIZE;

  async function wishlistOf(ctx: CommerceContext, token: string): Promise<RawWishlist | null> {
    const { customer } = await send(ctx, op.CUSTOMER_WISHLIST_QUERY, { pageSize }, { customerToken: token });
    return customer?.wishlists[0] ?? null;
  }

  /** Adds entries to the customer's list, then answers it (or the first user error's code). */
  async function add(
    ctx: CommerceContext,
    token: string,
    list: RawWishlist,
    entries: WishlistEntryInput[],
  ): Promise<AccountResult<Wishlist>> {
    if (!list.id) return fail('NOT_FOUND');
    if (entries.length === 0) return { ok: true, value: mapWishlist(list, ctx.currency) };
    const { addProductsToWishlist: answer } = await send(
      ctx,
      op.ADD_PRODUCTS_TO_WISHLIST_MUTATION,
      { wishlistId: list.id, wishlistItems: entries.map(wishlistItemInput), pageSize },
      { customerToken: token },
    );
    if (!answer) return fail('NOT_FOUND');
    return { ok: true, value: mapWishlist(answer.wishlist, ctx.currency) };
  }

  async function remove(ctx: CommerceContext, token: string, list: RawWishlist, ids: string[]): Promise<RawWishlist | null> {
    if (!list.id || ids.length === 0) return list;
    const { removeProductsFromWishlist: answer } = await send(
      ctx,
      op.REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION,
      { wishlistId: list.id, wishlistItemsIds: ids, pageSize },
      { customerToken: token },
    );
    return answer?.wishlist ?? null;
  }

  const lineIdsOf = (list: RawWishlist, productUid: string) =>
    (list.items_v2?.items ?? []).filter((i) => !!i && i.product?.sku === productUid).map((i) => i!.id);

  return {
    async getWishlist(ctx) {
      return asCustomer(ctx, async (token) => mapWishlist((await wishlistOf(ctx, token)) ?? undefined, ctx.currency));
    },

    async getGuestWishlist(ctx, { items }) {
      const entries = distinctEntries(items, pageSize);
      if (entries.length === 0) return { items: [] };
      const { products } = await send(ctx, op.WISHLIST_PRODUCTS_QUERY, {
        skus: entries.map((e) => e.product_uid),
        pageSize: entries.length,
      });
      return mapGuestWishlist(entries, products?.items ?? [], ctx.currency, new Date().toISOString());
    },

    async addToWishlist(ctx, input) {
      const result = await asCustomer(ctx, async (token): Promise<AccountResult<Wishlist>> => {
        let list = await wishlistOf(ctx, token);
        if (!list) return fail('NOT_FOUND');
        const entry = wishlistItemInput(input);
        const current = mapWishlist(list, ctx.currency).items.find((l) => l.product.uid === input.product_uid);
        if (current) {
          // On the list already: the same line stays; another variant takes its place.
          if (!entry.selected_options || current.variant?.uid === input.variant_uid)
            return { ok: true, value: mapWishlist(list, ctx.currency) };
          list = await remove(ctx, token, list, lineIdsOf(list, input.product_uid));
          if (!list) return fail('NOT_FOUND');
        }
        const { addProductsToWishlist: answer } = await send(
          ctx,
          op.ADD_PRODUCTS_TO_WISHLIST_MUTATION,
          { wishlistId: list.id ?? '', wishlistItems: [entry], pageSize },
          { customerToken: token },
        );
        if (!answer) return fail('NOT_FOUND');
        const code = wishlistErrorCode(answer.user_errors);
        return code ? fail(code) : { ok: true, value: mapWishlist(answer.wishlist, ctx.currency) };
      });
      return result ?? fail('NOT_SIGNED_IN');
    },

    async removeFromWishlist(ctx, { product_uid }) {
      const result = await asCustomer(ctx, async (token): Promise<AccountResult<Wishlist>> => {
        const list = await wishlistOf(ctx, token);
        if (!list) return fail('NOT_FOUND');
        const after = await remove(ctx, token, list, lineIdsOf(list, product_uid));
        return after ? { ok: true, value: mapWishlist(after, ctx.currency) } : fail('NOT_FOUND');
      });
      return result ?? fail('NOT_SIGNED_IN');
    },

    // Each guest product the list lacks, in one call; Magento adds the products it knows and
    // answers the others as user errors, which a merge leaves out. The guest's first item is
    // their newest: it is added last, so it sorts first.
    async mergeWishlist(ctx, { items }) {
      const result = await asCustomer(ctx, async (token): Promise<AccountResult<Wishlist>> => {
        const list = await wishlistOf(ctx, token);
        if (!list) return fail('NOT_FOUND');
        const have = new Set(mapWishlist(list, ctx.currency).items.map((l) => l.product.uid));
        const missing = distinctEntries(items, pageSize).filter((e) => !have.has(e.product_uid));
        return add(ctx, token, list, missing.slice(0, Math.max(0, pageSize - have.size)).reverse());
      });
      return result ?? fail('NOT_SIGNED_IN');
    },

    async getCustomerReviews(ctx, input = {}) {
      const size = Math.min(REVIEW_PAGE.max, Math.max(1, Math.floor(input.pageSize ?? REVIEW_PAGE.size)));
      const page = Math.max(1, Math.floor(input.page ?? 1));
      return asCustomer(ctx, async (token) => {
        const { customer } = await send(
          ctx,
          op.CUSTOMER_REVIEWS_QUERY,
          { pageSize: size, currentPage: page, published: PUBLISHED_REVIEWS_LOOKED_AT },
          { customerToken: token },
        );
        return customer ? mapCustomerReviews(customer.reviews, page, size, ctx.locale) : null;
      });
    },
  };
}
