import type { IncomingHttpHeaders } from 'node:http';
import { CATEGORIES, CURRENCIES, PRODUCTS, REDIRECTS, STORES, label, productBySku, type CurrencyCode, type Language } from './catalogue';
import { categoryAnswer, inputError, productAnswer, productsAnswer, rootCategoryAnswer, type Scope } from './catalogue-answers';
import { createAccount } from './account';
import { createCarts } from './carts';
import { createRestOrders } from './rest-orders';
import { createCustomers, type Caller, type StandInAdmin } from './customers';
import { createWishlists } from './wishlists';
import { seedDemoAddresses } from './demo-addresses';

type Args = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL inputs the schema has validated

/** A request's scope: its store view and currency, and who calls (a customer's token, the admin user's, or none). */
export type RequestScope = Scope & { caller: Caller };

/**
 * The root fields the stand-in answers; graphql-js calls each with its arguments and the request's
 * scope. `admin`: the admin user whose token Login as Customer takes (none: no one signs in as one);
 * `adyen`: the Adyen module's payment methods are offered (payment-methods.ts).
 */
export function createRoot({ mediaUrl, admin, adyen = true }: { mediaUrl: string; admin?: StandInAdmin; adyen?: boolean }) {
  const account = createAccount();
  const carts = createCarts({ onPlaced: account.placed, adyen });
  const customers = createCustomers({ admin });
  const wishlists = createWishlists();
  // The demo customers' default address, as the engine's seed gives them (demo-addresses.ts).
  seedDemoAddresses(customers.byEmail, account.createCustomerAddress);

  function scopeOf(headers: IncomingHttpHeaders): RequestScope {
    const store = String(headers.store ?? 'en');
    const language: Language = store === STORES.th.code ? 'th' : 'en';
    const asked = String(headers['content-currency'] ?? '').toUpperCase();
    const currency: CurrencyCode = (CURRENCIES as string[]).includes(asked) ? (asked as CurrencyCode) : STORES[language].currency;
    const caller = customers.callerOf(headers);
    return { language, currency, mediaUrl, caller, customerId: caller.kind === 'customer' ? caller.customer.id : null };
  }

  const fields = {
    storeConfig: (_: Args, scope: Scope) => {
      const store = STORES[scope.language];
      return {
        store_code: store.code,
        store_name: label(store.name, scope.language),
        locale: store.locale,
        base_currency_code: 'THB',
        default_display_currency_code: store.currency,
        base_media_url: mediaUrl,
        secure_base_media_url: mediaUrl,
        base_link_url: 'http://localhost:3000/',
        secure_base_link_url: 'http://localhost:3000/',
        grid_per_page: 12,
        minimum_password_length: '8',
        required_character_classes_number: '3',
        catalog_default_sort_by: 'position',
        product_reviews_enabled: '1',
        allow_guests_to_write_product_reviews: '1',
        magento_wishlist_general_is_enabled: '1',
      };
    },
    currency: (_: Args, scope: Scope) => ({
      base_currency_code: 'THB',
      base_currency_symbol: '฿',
      default_display_currency_code: STORES[scope.language].currency,
      available_currency_codes: CURRENCIES,
      exchange_rates: CURRENCIES.map((c) => ({ currency_to: c, rate: 1 })),
    }),
    route: ({ url }: Args, scope: Scope) => {
      const path = String(url).replace(/^\/+|\/+$/g, '');
      const redirect = REDIRECTS.find((r) => r.source === path);
      if (redirect)
        return { __typename: 'CategoryTree', uid: '', type: 'CATEGORY', relative_url: redirect.target, redirect_code: redirect.status };
      const product = PRODUCTS.find((p) => p.def.slug === path && (p.inCatalog || p.inSearch));
      if (product) return { ...productAnswer(product, scope), type: 'PRODUCT', relative_url: path, redirect_code: 0 };
      const category = CATEGORIES.find((c) => c.urlPath === path) ?? CATEGORIES.find((c) => c.slug === path);
      if (category) return { ...categoryAnswer(category, scope), type: 'CATEGORY', relative_url: category.urlPath, redirect_code: 0 };
      return null;
    },
    categories: ({ filters }: Args, scope: Scope) => {
      const uid = filters?.category_uid?.eq ?? filters?.category_uid?.in?.[0];
      const key = filters?.url_key?.eq;
      const path = filters?.url_path?.eq;
      if (!uid && !key && !path)
        return { items: [rootCategoryAnswer(scope)], total_count: 1, page_info: { current_page: 1, page_size: 20, total_pages: 1 } };
      const found = CATEGORIES.filter(
        (c) => (uid ? c.uid === uid : true) && (key ? c.slug === key : true) && (path ? c.urlPath === path : true),
      );
      return {
        items: found.map((c) => categoryAnswer(c, scope, 1)),
        total_count: found.length,
        page_info: { current_page: 1, page_size: 20, total_pages: 1 },
      };
    },
    products: (args: Args, scope: Scope) => productsAnswer(args, scope, () => []),
    productReviewRatingsMetadata: () => ({
      items: ['Quality', 'Fit', 'Value'].map((name) => ({
        id: Buffer.from(name).toString('base64'),
        name,
        values: [1, 2, 3, 4, 5].map((v) => ({ value_id: Buffer.from(`${name}/${v}`).toString('base64'), value: String(v) })),
      })),
    }),
    // Magento keeps a new review pending until the shop approves it: it is not listed yet.
    createProductReview: ({ input }: Args, scope: RequestScope) => {
      if (!productBySku(String(input.sku)))
        throw inputError("The product that was requested doesn't exist. Verify the product and try again.", 'graphql-no-such-entity');
      if (!input.nickname?.trim() || !input.summary?.trim() || !input.text?.trim())
        throw inputError('The review is missing a nickname, summary or text.');
      const review = {
        sku: String(input.sku),
        nickname: String(input.nickname),
        summary: String(input.summary),
        text: String(input.text),
        created_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        ratings_breakdown: (input.ratings ?? []).map((r: Args) => ({
          name: Buffer.from(String(r.id), 'base64').toString(),
          value: Buffer.from(String(r.value_id), 'base64').toString().split('/')[1] ?? '',
        })),
      };
      // A signed-in customer's review is theirs: `customer.reviews` lists it.
      if (scope.caller.kind === 'customer') wishlists.recordReview(scope.caller.customer, review);
      const { sku: _sku, ...answer } = review;
      return { review: { ...answer, average_rating: 0 } };
    },
    createEmptyCart: () => carts.createEmptyCart(),
    cart: (args: Args, scope: Scope) => carts.cart(args, scope),
    addProductsToCart: (args: Args, scope: Scope) => carts.addProductsToCart(args, scope),
    updateCartItems: (args: Args, scope: Scope) => carts.updateCartItems(args, scope),
    removeItemFromCart: (args: Args, scope: Scope) => carts.removeItemFromCart(args, scope),
    applyCouponToCart: (args: Args, scope: Scope) => carts.applyCouponToCart(args, scope),
    removeCouponFromCart: (args: Args, scope: Scope) => carts.removeCouponFromCart(args, scope),
    setGuestEmailOnCart: (args: Args, scope: Scope) => carts.setGuestEmailOnCart(args, scope),
    setShippingAddressesOnCart: (args: Args, scope: Scope) => carts.setShippingAddressesOnCart(args, scope),
    setShippingMethodsOnCart: (args: Args, scope: Scope) => carts.setShippingMethodsOnCart(args, scope),
    setBillingAddressOnCart: (args: Args, scope: Scope) => carts.setBillingAddressOnCart(args, scope),
    setPaymentMethodOnCart: (args: Args, scope: Scope) => carts.setPaymentMethodOnCart(args, scope),
    placeOrder: (args: Args, scope: Scope) => carts.placeOrder(args, scope),
    // Customers: created by the shop's storefront for a first sign-on, signed in by Login as
    // Customer; a call without the customer's token is refused as Magento refuses a guest.
    createCustomerV2: (args: Args) => customers.createCustomerV2(args),
    generateCustomerTokenAsAdmin: (args: Args, scope: RequestScope) => customers.generateCustomerTokenAsAdmin(args, scope.caller),
    customer: (_: Args, scope: RequestScope) => {
      const customer = customers.customerOf(scope.caller);
      return { ...customer, ...account.customerFields(customer, scope.language), ...wishlists.customerFields(customer, scope) };
    },
    addProductsToWishlist: (args: Args, scope: RequestScope) =>
      wishlists.addProductsToWishlist(args, customers.customerOf(scope.caller), scope),
    removeProductsFromWishlist: (args: Args, scope: RequestScope) =>
      wishlists.removeProductsFromWishlist(args, customers.customerOf(scope.caller), scope),
    customerCart: (_: Args, scope: RequestScope) => carts.customerCart(customers.customerOf(scope.caller), scope),
    mergeCarts: (args: Args, scope: RequestScope) => carts.mergeCarts(args, customers.customerOf(scope.caller), scope),
    revokeCustomerToken: (_: Args, scope: RequestScope) => customers.revokeCustomerToken(scope.caller),
    subscribeEmailToNewsletter: (args: Args, scope: RequestScope) =>
      account.subscribeEmailToNewsletter(args, scope.caller.kind === 'customer' ? scope.caller.customer : null),
    // My Account (account.ts): the profile, the address book, with the customer's token.
    updateCustomerV2: (args: Args, scope: RequestScope) => {
      const customer = account.updateCustomerV2(args, customers.customerOf(scope.caller));
      return { customer: { ...customer, ...account.customerFields(customer, scope.language) } };
    },
    createCustomerAddress: (args: Args, scope: RequestScope) => account.createCustomerAddress(args, customers.customerOf(scope.caller)),
    updateCustomerAddress: (args: Args, scope: RequestScope) => account.updateCustomerAddress(args, customers.customerOf(scope.caller)),
    deleteCustomerAddress: (args: Args, scope: RequestScope) => account.deleteCustomerAddress(args, customers.customerOf(scope.caller)),
  };

  /** Magento's REST endpoints the stand-in answers, by path under /rest: the admin sign-in. */
  const rest = { '/V1/integration/admin/token': (body: Record<string, unknown>) => customers.adminToken(body) };

  /** Magento's REST for orders and shipments (rest-orders.ts), as the admin user: GET and POST, paths with ids. */
  const restOrders = createRestOrders(account);
  const restRequest = (
    method: string,
    path: string,
    search: URLSearchParams,
    body: Record<string, unknown>,
    headers: IncomingHttpHeaders,
  ) => restOrders(method, path, search, body, customers.callerOf(headers));

  return { scopeOf, fields, rest, restRequest };
}
