import type { CommerceConnector } from '@talat/commerce';
import type { CustomerAddressInput, NewsletterSource, ProfileInput, WishlistEntryInput } from '@talat/commerce/types';
import { ACCOUNT_METHODS, accountInputs, type AccountMethod } from '@talat/sdk/account-contract';
import type { ApiMethod } from './handle-api';

type Ctx = { locale?: string; currency?: string };

function withoutContext<T extends Ctx>(input: T): Omit<T, 'locale' | 'currency'> {
  const { locale: _locale, currency: _currency, ...rest } = input;
  return rest;
}

/** The My Account API (`/api/account/{method}`): one row of ACCOUNT_METHODS each, calling the connector. */
export function accountMethods(connector: CommerceConnector): Record<AccountMethod, ApiMethod> {
  const m = <I>(name: AccountMethod, run: (input: I, ctx: Parameters<ApiMethod['run']>[1]) => Promise<unknown>): ApiMethod => ({
    schema: accountInputs[name],
    postOnly: ACCOUNT_METHODS[name].post,
    run: run as ApiMethod['run'],
  });
  return {
    updateProfile: m<ProfileInput & Ctx>('updateProfile', (i, ctx) => {
      const { firstname, lastname, telephone } = withoutContext(i);
      return connector.updateProfile(ctx, { firstname, lastname, telephone: telephone || null });
    }),
    createAddress: m<CustomerAddressInput & Ctx>('createAddress', (i, ctx) => connector.createAddress(ctx, withoutContext(i))),
    updateAddress: m<CustomerAddressInput & { id: string } & Ctx>('updateAddress', (i, ctx) =>
      connector.updateAddress(ctx, withoutContext(i)),
    ),
    deleteAddress: m<{ id: string } & Ctx>('deleteAddress', (i, ctx) => connector.deleteAddress(ctx, { id: i.id })),
    getOrders: m<{ page?: number; pageSize?: number } & Ctx>('getOrders', (i, ctx) => connector.getOrders(ctx, withoutContext(i))),
    getWishlist: m('getWishlist', (_i, ctx) => connector.getWishlist(ctx)),
    getGuestWishlist: m<{ items: WishlistEntryInput[] } & Ctx>('getGuestWishlist', (i, ctx) =>
      connector.getGuestWishlist(ctx, { items: i.items }),
    ),
    addToWishlist: m<WishlistEntryInput & Ctx>('addToWishlist', (i, ctx) => connector.addToWishlist(ctx, withoutContext(i))),
    removeFromWishlist: m<{ product_uid: string } & Ctx>('removeFromWishlist', (i, ctx) =>
      connector.removeFromWishlist(ctx, { product_uid: i.product_uid }),
    ),
    mergeWishlist: m<{ items: WishlistEntryInput[] } & Ctx>('mergeWishlist', (i, ctx) => connector.mergeWishlist(ctx, { items: i.items })),
    subscribeNewsletter: m<{ email: string; source: NewsletterSource } & Ctx>('subscribeNewsletter', (i, ctx) =>
      connector.subscribeNewsletter(ctx, { email: i.email, source: i.source }),
    ),
    confirmNewsletter: m<{ token: string } & Ctx>('confirmNewsletter', (i, ctx) => connector.confirmNewsletter(ctx, { token: i.token })),
    unsubscribeNewsletter: m<{ token: string } & Ctx>('unsubscribeNewsletter', (i, ctx) =>
      connector.unsubscribeNewsletter(ctx, { token: i.token }),
    ),
    getNewsletter: m('getNewsletter', (_i, ctx) => connector.getCustomerNewsletter(ctx)),
    unsubscribeMyNewsletter: m('unsubscribeMyNewsletter', (_i, ctx) => connector.unsubscribeCustomerNewsletter(ctx)),
  };
}
