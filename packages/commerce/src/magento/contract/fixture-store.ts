/* eslint-disable @typescript-eslint/no-explicit-any -- a test fixture: resolver arguments are GraphQL inputs the reference schema has already validated and coerced */
/**
 * A small Magento store as data for the schema fetch (schema-fetch.ts): root fields answer from
 * it by their arguments, and graphql-js shapes the answer by the reference schema. Two products
 * (a configurable shirt in sizes, a simple scarf), one category, guest carts in memory.
 */
import { createFixtureWishlists } from './fixture-wishlists';
import { createAccountFixture, type FixtureOrder } from './fixture-account';

type Args = Record<string, any>;

const money = (value: number, currency = 'THB') => ({ value, currency });
const range = (value: number) => ({
  minimum_price: { final_price: money(value), regular_price: money(value) },
  maximum_price: { final_price: money(value), regular_price: money(value) },
});
const category = {
  __typename: 'CategoryTree',
  uid: 'MTI=',
  name: 'Kits',
  url_key: 'kits',
  url_path: 'kits',
  position: 1,
  description: '<p>Shirts</p>',
  breadcrumbs: null,
  children: [],
};
const common = {
  rating_summary: 80,
  review_count: 1,
  only_x_left_in_stock: null,
  stock_status: 'IN_STOCK',
  categories: [category],
  meta_title: null,
  meta_description: null,
  related_products: [],
};
const review = {
  nickname: 'Somchai',
  summary: 'Great',
  text: 'Fits well',
  created_at: '2026-11-01 10:00:00',
  average_rating: 80,
  ratings_breakdown: [{ name: 'Quality', value: '4' }],
};

export const PRODUCTS = [
  {
    __typename: 'ConfigurableProduct',
    uid: 'MQ==',
    sku: 'HOME-SHIRT',
    name: 'Home shirt',
    url_key: 'home-shirt',
    thumbnail: { url: 'https://shop.example/media/catalog/product/h/s.png', label: 'Home shirt', position: 0, disabled: false },
    media_gallery: [
      {
        __typename: 'ProductImage',
        url: 'https://shop.example/media/catalog/product/h/s.png',
        label: 'Home shirt',
        position: 0,
        disabled: false,
      },
    ],
    price_range: range(1290),
    description: { html: '<p>The home shirt</p>' },
    // A print (docs/decisions/0065): text fields whose option SKUs are `name` and `number`.
    options: [
      {
        __typename: 'CustomizableFieldOption',
        uid: 'Y3VzdG9tLW9wdGlvbi8x',
        title: 'ชื่อ',
        required: false,
        sort_order: 1,
        value: { uid: 'Y3VzdG9tLW9wdGlvbi8x', sku: 'name', max_characters: 12, price: 500, price_type: 'FIXED' },
      },
      {
        __typename: 'CustomizableFieldOption',
        uid: 'Y3VzdG9tLW9wdGlvbi8y',
        title: 'เบอร์',
        required: false,
        sort_order: 2,
        value: { uid: 'Y3VzdG9tLW9wdGlvbi8y', sku: 'number', max_characters: 2, price: 0, price_type: 'FIXED' },
      },
    ],
    configurable_options: [
      {
        uid: 'opt-size',
        attribute_uid: 'attr-size',
        attribute_code: 'size',
        label: 'Size',
        values: [
          { uid: 'size-m', label: 'M' },
          { uid: 'size-l', label: 'L' },
        ],
      },
    ],
    variants: ['M', 'L'].map((s) => ({
      attributes: [{ code: 'size', uid: `size-${s.toLowerCase()}`, label: s }],
      product: {
        __typename: 'SimpleProduct',
        uid: `v-${s}`,
        sku: `HOME-SHIRT-${s}`,
        name: `Home shirt ${s}`,
        stock_status: s === 'L' ? 'OUT_OF_STOCK' : 'IN_STOCK',
        only_x_left_in_stock: null,
        thumbnail: null,
        price_range: range(1290),
      },
    })),
    reviews: { items: [review], page_info: { current_page: 1, page_size: 10, total_pages: 1 } },
    ...common,
  },
  {
    __typename: 'SimpleProduct',
    uid: 'Mg==',
    sku: 'SCARF',
    name: 'Scarf',
    url_key: 'scarf',
    thumbnail: null,
    media_gallery: [],
    price_range: range(490),
    description: { html: '' },
    reviews: { items: [], page_info: { current_page: 1, page_size: 10, total_pages: 0 } },
    ...common,
    review_count: 0,
    rating_summary: 0,
  },
];

/** The fixture store's admin user, whose token Login as Customer takes, and that token. */
export const ADMIN_LOGIN = { username: 'talat-admin', password: 'admin-password' } as const;
export const ADMIN_TOKEN = 'admin-token';
const SOMCHAI = 'somchai@example.com';

const notAuthorized = () =>
  Object.assign(new Error("The current customer isn't authorized."), { extensions: { category: 'graphql-authorization' } });

export function createFixtureStore() {
  const carts = new Map<string, any>();
  const customers = new Map<string, { email: string; firstname: string; lastname: string; allow_remote_shopping_assistance: boolean }>([
    [SOMCHAI, { email: SOMCHAI, firstname: 'สมชาย', lastname: 'ใจดี', allow_remote_shopping_assistance: true }],
  ]);
  const tokens = new Map<string, string>([['customer-token', SOMCHAI]]);
  /** The email of the customer whose token the request carries (Magento's authorization error without one). */
  function customerOf(context: { headers: Record<string, string> }): string {
    const email = tokens.get((context.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!email) throw notAuthorized();
    return email;
  }
  let next = 1;
  let orders = 0;
  // Somchai's published review of the shirt is his; the reviews he writes are his too.
  const wishlists = createFixtureWishlists(PRODUCTS);
  wishlists.recordReview(SOMCHAI, { ...review, product: PRODUCTS[0] });
  const placed: FixtureOrder[] = [];
  const account = createAccountFixture({ customers, customerOf, orders: placed });

  function priced(cart: any) {
    const subtotal = cart.lines.reduce((sum: number, l: any) => sum + l.price * l.quantity, 0);
    const shipping = cart.method ? 100 : 0;
    return {
      ...cart,
      total_quantity: cart.lines.reduce((n: number, l: any) => n + l.quantity, 0),
      is_virtual: false,
      applied_coupons: cart.coupon ? [{ code: cart.coupon }] : null,
      available_payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }],
      selected_payment_method: cart.payment ? { code: cart.payment, title: 'Check / Money order' } : { code: '', title: '' },
      prices: {
        grand_total: money(subtotal + shipping),
        subtotal_including_tax: money(subtotal),
        subtotal_excluding_tax: money(Math.round((subtotal / 1.07) * 100) / 100),
        applied_taxes: [{ label: 'VAT 7%', amount: money(Math.round((subtotal - subtotal / 1.07) * 100) / 100) }],
        discounts: null,
      },
      items: cart.lines.map((l: any) => ({
        __typename: l.variant ? 'ConfigurableCartItem' : 'SimpleCartItem',
        id: l.uid,
        uid: l.uid,
        quantity: l.quantity,
        product: l.product,
        prices: {
          price: money(l.price),
          price_including_tax: money(l.price),
          row_total: money(l.price * l.quantity),
          row_total_including_tax: money(l.price * l.quantity),
          total_item_discount: money(0),
        },
        configurable_options: l.variant
          ? [
              {
                id: 1,
                configurable_product_option_uid: 'opt-size',
                option_label: 'Size',
                configurable_product_option_value_uid: l.variant.attributes[0].uid,
                value_label: l.variant.attributes[0].label,
                value_id: 1,
              },
            ]
          : undefined,
        configured_variant: l.variant?.product,
        customizable_options: (l.entered ?? []).map((e: any) => {
          const option = l.product.options.find((o: any) => o.value.uid === e.uid);
          return {
            id: 1,
            customizable_option_uid: option.uid,
            label: option.title,
            type: 'field',
            is_required: false,
            sort_order: option.sort_order,
            values: [
              {
                id: 1,
                customizable_option_value_uid: e.uid,
                label: '',
                value: e.value,
                price: { value: option.value.price, units: '฿', type: 'FIXED' },
              },
            ],
          };
        }),
      })),
      shipping_addresses: cart.shipping
        ? [
            {
              ...cart.shipping,
              uid: 'ship-1',
              country: { code: cart.shipping.country_code, label: cart.shipping.country_code },
              region: { code: cart.shipping.region ?? null, label: cart.shipping.region ?? null },
              available_shipping_methods: [
                {
                  carrier_code: 'flatrate',
                  carrier_title: 'Flat rate',
                  method_code: 'flatrate',
                  method_title: 'Fixed',
                  amount: money(100),
                  price_incl_tax: money(100),
                  price_excl_tax: money(93.46),
                  available: true,
                  error_message: null,
                },
              ],
              selected_shipping_method: cart.method
                ? {
                    carrier_code: 'flatrate',
                    carrier_title: 'Flat rate',
                    method_code: 'flatrate',
                    method_title: 'Fixed',
                    amount: money(100),
                  }
                : null,
            },
          ]
        : [],
      billing_address: cart.billing
        ? { ...cart.billing, uid: 'bill-1', country: { code: cart.billing.country_code, label: cart.billing.country_code }, region: null }
        : null,
    };
  }

  function cartOf(id: string) {
    const cart = carts.get(id);
    if (!cart)
      throw Object.assign(new Error(`Could not find a cart with ID "${id}"`), { extensions: { category: 'graphql-no-such-entity' } });
    return cart;
  }
  const out = (id: string) => ({ cart: priced(cartOf(id)) });
  const bySku = (sku: string) => PRODUCTS.find((p) => p.sku === sku);

  function filtered(args: Args) {
    let items = PRODUCTS.slice();
    const f = args.filter ?? {};
    if (f.sku?.eq) items = items.filter((p) => p.sku === f.sku.eq);
    if (f.url_key?.eq) items = items.filter((p) => p.url_key === f.url_key.eq);
    if (f.category_uid?.eq) items = items.filter((p) => p.categories.some((c) => c.uid === f.category_uid.eq));
    if (args.search) items = items.filter((p) => p.name.toLowerCase().includes(String(args.search).toLowerCase()));
    if (f.price?.from) items = items.filter((p) => p.price_range.minimum_price.final_price.value >= Number(f.price.from));
    if (args.sort?.price === 'DESC')
      items.sort((a, b) => b.price_range.minimum_price.final_price.value - a.price_range.minimum_price.final_price.value);
    return items;
  }

  return {
    carts,
    customers,
    /** Magento's REST admin sign-in: the admin user's token for its name and password, else Magento's 401. */
    rest: {
      '/V1/integration/admin/token': (body: Record<string, unknown>) =>
        body.username === ADMIN_LOGIN.username && body.password === ADMIN_LOGIN.password
          ? { status: 200, body: ADMIN_TOKEN }
          : { status: 401, body: { message: 'The account sign-in was incorrect or your account is disabled temporarily.' } },
    },
    wishlists,
    account,
    root: {
      ...wishlists.root(customerOf),
      storeConfig: () => ({
        store_code: 'th',
        store_name: 'Talat',
        locale: 'th_TH',
        base_currency_code: 'THB',
        default_display_currency_code: 'THB',
        base_media_url: 'http://shop.example/media/',
        secure_base_media_url: 'https://shop.example/media/',
        base_link_url: 'http://shop.example/',
        secure_base_link_url: 'https://shop.example/',
        grid_per_page: 12,
        minimum_password_length: '8',
        required_character_classes_number: '3',
        catalog_default_sort_by: 'position',
        product_reviews_enabled: '1',
        allow_guests_to_write_product_reviews: '1',
        magento_wishlist_general_is_enabled: '1',
      }),
      currency: () => ({
        base_currency_code: 'THB',
        default_display_currency_code: 'THB',
        available_currency_codes: ['THB', 'GBP'],
        exchange_rates: [{ currency_to: 'GBP', rate: 0.023 }],
      }),
      route: ({ url }: Args) => {
        if (url === 'old-shirt')
          return { __typename: 'ConfigurableProduct', ...PRODUCTS[0], type: 'PRODUCT', relative_url: 'home-shirt', redirect_code: 301 };
        const product = PRODUCTS.find((p) => p.url_key === url);
        if (product) return { ...product, type: 'PRODUCT', relative_url: url, redirect_code: 0 };
        if (url === category.url_path) return { ...category, type: 'CATEGORY', relative_url: url, redirect_code: 0 };
        return null;
      },
      categories: (args: Args) => {
        const uid = args.filters?.category_uid?.eq;
        const key = args.filters?.url_key?.eq;
        if (uid || key) return { items: uid === category.uid || key === category.url_key ? [category] : [] };
        return { items: [{ ...category, uid: 'Mg', name: 'Default Category', url_key: null, url_path: null, children: [category] }] };
      },
      products: (args: Args) => {
        const items = filtered(args);
        const size = args.pageSize ?? 20;
        const page = args.currentPage ?? 1;
        return {
          total_count: items.length,
          page_info: { current_page: page, page_size: size, total_pages: Math.max(1, Math.ceil(items.length / size)) },
          aggregations: [
            { attribute_code: 'price', label: 'Price', count: 1, options: [{ label: '0-2000', value: '0_2000', count: items.length }] },
            {
              attribute_code: 'size',
              label: 'Size',
              count: 2,
              options: [
                { label: 'M', value: 'm', count: 1 },
                { label: 'L', value: 'l', count: 1 },
              ],
            },
          ],
          items: items.slice((page - 1) * size, page * size),
        };
      },
      productReviewRatingsMetadata: () => ({
        items: [{ id: 'rating-q', name: 'Quality', values: [1, 2, 3, 4, 5].map((v) => ({ value_id: `q${v}`, value: String(v) })) }],
      }),
      createProductReview: ({ input }: Args, context: { headers: Record<string, string> }) => {
        if (!bySku(input.sku))
          throw Object.assign(new Error("The product that was requested doesn't exist."), {
            extensions: { category: 'graphql-no-such-entity' },
          });
        const written = {
          ...review,
          nickname: input.nickname,
          summary: input.summary,
          text: input.text,
          created_at: '2026-12-02 09:00:00',
        };
        if (context.headers.authorization) wishlists.recordReview(customerOf(context), { ...written, product: bySku(input.sku) });
        return { review: written };
      },
      createEmptyCart: () => {
        const id = `masked-${next++}`;
        carts.set(id, { id, email: null, lines: [], coupon: null, shipping: null, billing: null, method: false, payment: null });
        return id;
      },
      cart: ({ cart_id }: Args) => priced(cartOf(cart_id)),
      addProductsToCart: ({ cartId, cartItems }: Args) => {
        const cart = cartOf(cartId);
        const user_errors: any[] = [];
        for (const item of cartItems) {
          const product = bySku(item.sku);
          if (!product) {
            user_errors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` });
            continue;
          }
          const variant = item.selected_options
            ? (product as any).variants.find((v: any) => v.attributes.every((a: any) => item.selected_options.includes(a.uid)))
            : null;
          if (variant?.product.stock_status === 'OUT_OF_STOCK') {
            user_errors.push({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' });
            continue;
          }
          const options = (product as any).options ?? [];
          const entered = item.entered_options ?? [];
          if (entered.some((e: any) => !options.some((o: any) => o.value.uid === e.uid))) {
            user_errors.push({
              code: 'UNDEFINED',
              message: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
            });
            continue;
          }
          const print = entered.reduce((sum: number, e: any) => sum + options.find((o: any) => o.value.uid === e.uid).value.price, 0);
          cart.lines.push({
            uid: `line-${cart.lines.length + 1}`,
            quantity: item.quantity,
            price: product.price_range.minimum_price.final_price.value + print,
            product,
            variant,
            entered,
          });
        }
        return { cart: priced(cart), user_errors };
      },
      updateCartItems: ({ input }: Args) => {
        const cart = cartOf(input.cart_id);
        for (const change of input.cart_items) {
          const line = cart.lines.find((l: any) => l.uid === change.cart_item_uid);
          if (line && change.quantity > 10)
            throw Object.assign(new Error('The requested qty is not available'), { extensions: { category: 'graphql-input' } });
          if (line) line.quantity = change.quantity;
        }
        return out(input.cart_id);
      },
      removeItemFromCart: ({ input }: Args) => {
        const cart = cartOf(input.cart_id);
        cart.lines = cart.lines.filter((l: any) => l.uid !== input.cart_item_uid);
        return out(input.cart_id);
      },
      applyCouponToCart: ({ input }: Args) => {
        if (input.coupon_code !== 'WELCOME10')
          throw Object.assign(new Error("The coupon code isn't valid. Verify the code and try again."), {
            extensions: { category: 'graphql-no-such-entity' },
          });
        cartOf(input.cart_id).coupon = input.coupon_code;
        return out(input.cart_id);
      },
      removeCouponFromCart: ({ input }: Args) => {
        cartOf(input.cart_id).coupon = null;
        return out(input.cart_id);
      },
      setGuestEmailOnCart: ({ input }: Args) => {
        cartOf(input.cart_id).email = input.email;
        return out(input.cart_id);
      },
      setShippingAddressesOnCart: ({ input }: Args) => {
        cartOf(input.cart_id).shipping = input.shipping_addresses[0].address;
        return out(input.cart_id);
      },
      setShippingMethodsOnCart: ({ input }: Args) => {
        cartOf(input.cart_id).method = true;
        return out(input.cart_id);
      },
      setBillingAddressOnCart: ({ input }: Args) => {
        const cart = cartOf(input.cart_id);
        cart.billing = input.billing_address.same_as_shipping ? cart.shipping : input.billing_address.address;
        return out(input.cart_id);
      },
      setPaymentMethodOnCart: ({ input }: Args) => {
        cartOf(input.cart_id).payment = input.payment_method.code;
        return out(input.cart_id);
      },
      placeOrder: ({ input }: Args) => {
        const cart = cartOf(input.cart_id);
        if (!cart.payment || !cart.method || !cart.email)
          throw Object.assign(new Error('Unable to place order: missing details'), { extensions: { category: 'graphql-input' } });
        carts.delete(input.cart_id);
        orders += 1;
        placed.push({ number: `00000000${orders}`, email: cart.email, cart: priced(cart), placedAt: `2026-12-0${orders} 10:00:00` });
        return { order: { order_number: `00000000${orders}`, order_id: String(orders) } };
      },
      // Customers by email; Somchai's token is `customer-token` and his cart `customer-cart`.
      customerCart: (_args: Args, context: { headers: Record<string, string> }) => {
        const email = customerOf(context);
        // A placed cart is gone: the customer's next cart has an id of its own, as in Magento.
        const placedCarts = placed.filter((o) => o.email === email).length;
        const id = `${email === SOMCHAI ? 'customer-cart' : `customer-cart-${email}`}${placedCarts ? `-${placedCarts}` : ''}`;
        if (!carts.has(id))
          carts.set(id, { id, email, lines: [], coupon: null, shipping: null, billing: null, method: false, payment: null });
        return priced(cartOf(id));
      },
      revokeCustomerToken: (_args: Args, context: { headers: Record<string, string> }) => {
        customerOf(context);
        tokens.delete(context.headers.authorization!.slice('Bearer '.length));
        return { result: true };
      },
      // Login as Customer with the admin user's token (`rest` below issues it).
      generateCustomerTokenAsAdmin: ({ input }: Args, context: { headers: Record<string, string> }) => {
        if (context.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) throw notAuthorized();
        const email = String(input.customer_email).toLowerCase();
        if (!customers.has(email))
          throw Object.assign(new Error('Customer email provided does not exist'), { extensions: { category: 'graphql-input' } });
        const token = email === SOMCHAI ? 'customer-token' : `token-${tokens.size}`;
        tokens.set(token, email);
        return { customer_token: token };
      },
      createCustomerV2: ({ input }: Args) => {
        const email = String(input.email).toLowerCase();
        if (customers.has(email))
          throw Object.assign(new Error('A customer with the same email address already exists in an associated website.'), {
            extensions: { category: 'graphql-input' },
          });
        const customer = {
          email,
          firstname: input.firstname,
          lastname: input.lastname,
          allow_remote_shopping_assistance: !!input.allow_remote_shopping_assistance,
        };
        customers.set(email, customer);
        return { customer: { ...customer, is_subscribed: !!input.is_subscribed } };
      },
      mergeCarts: ({ source_cart_id, destination_cart_id }: Args) => {
        const source = cartOf(source_cart_id);
        const destination = cartOf(destination_cart_id);
        destination.lines.push(...source.lines);
        carts.delete(source_cart_id);
        return priced(destination);
      },
      // My Account (fixture-account.ts): the customer with addresses and orders, the newsletter.
      ...account.root,
      // ... and the customer's wishlist and reviews (fixture-wishlists.ts).
      customer: (args: Args, context: { headers: Record<string, string> }) => ({
        ...account.root.customer(args, context),
        ...wishlists.customerFields(customerOf(context)),
      }),
    },
  };
}
