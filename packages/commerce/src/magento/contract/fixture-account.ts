/* eslint-disable @typescript-eslint/no-explicit-any -- a test fixture: resolver arguments are GraphQL inputs the reference schema has already validated and coerced */
/**
 * My Account in the fixture store (fixture-store.ts): each customer's addresses, newsletter flag
 * and placed orders, answered by the root fields Magento has for them, so the account mappers
 * read answers of the reference schema's shape.
 */
type Args = Record<string, any>;
type Context = { headers: Record<string, string> };

/** An order the fixture store placed: its number, the cart as it was paid, whose it is. */
export interface FixtureOrder {
  number: string;
  email: string | null;
  cart: any;
  placedAt: string;
  /** Its shipments with their tracks (GraphQL's `ShipmentTracking`), when the shop shipped it. */
  shipments?: Array<{ tracking: Array<{ title: string; carrier: string; number: string | null }> }>;
}

const money = (value: number, currency = 'THB') => ({ value, currency });
const inputError = (message: string, category = 'graphql-input') => Object.assign(new Error(message), { extensions: { category } });

export function createAccountFixture({
  customers,
  customerOf,
  orders,
}: {
  customers: Map<string, Record<string, any>>;
  customerOf: (context: Context) => string;
  orders: FixtureOrder[];
}) {
  const addresses = new Map<string, any[]>();
  const subscribed = new Set<string>();
  let nextAddress = 1;

  const bookOf = (email: string) => addresses.get(email) ?? addresses.set(email, []).get(email)!;

  function keep(email: string, address: any, input: Args) {
    const book = bookOf(email);
    for (const flag of ['default_shipping', 'default_billing'] as const)
      if (input[flag]) for (const other of book) if (other !== address) other[flag] = false;
    Object.assign(address, {
      ...input,
      region: input.region
        ? { region: input.region.region ?? null, region_code: input.region.region_code ?? null, region_id: 0 }
        : address.region,
    });
  }

  function orderAnswer(order: FixtureOrder) {
    const address = (a: any) =>
      a && {
        firstname: a.firstname,
        lastname: a.lastname,
        street: a.street,
        city: a.city,
        region: a.region?.label ?? null,
        postcode: a.postcode,
        country_code: a.country_code,
        telephone: a.telephone,
      };
    const cart = order.cart;
    return {
      id: order.number,
      number: order.number,
      order_number: order.number,
      order_date: order.placedAt,
      status: order.shipments?.length ? 'Processing' : 'Pending',
      shipping_method: 'Flat rate - Fixed',
      carrier: 'Flat Rate',
      shipments: (order.shipments ?? []).map((s, i) => ({ id: String(i + 1), number: `00000000${i + 1}`, items: [], comments: [], ...s })),
      items: cart.items.map((i: any) => ({
        __typename: 'OrderItem',
        id: `item-${i.uid}`,
        product_name: i.product.name,
        product_sku: i.configured_variant?.sku ?? i.product.sku,
        product_url_key: i.product.url_key,
        product_type: i.configured_variant ? 'configurable' : 'simple',
        quantity_ordered: i.quantity,
        product_sale_price: money(Math.round((i.prices.price.value / 1.07) * 100) / 100),
        selected_options: (i.configurable_options ?? []).map((o: any) => ({ label: o.option_label, value: o.value_label })),
        discounts: [],
      })),
      total: {
        subtotal: cart.prices.subtotal_excluding_tax,
        grand_total: cart.prices.grand_total,
        base_grand_total: cart.prices.grand_total,
        total_tax: cart.prices.applied_taxes[0].amount,
        taxes: [{ title: 'VAT', rate: 7, amount: cart.prices.applied_taxes[0].amount }],
        total_shipping: money(93.46),
        shipping_handling: { total_amount: money(93.46), amount_including_tax: money(100) },
        discounts: [],
      },
      shipping_address: address(cart.shipping_addresses[0]),
      billing_address: address(cart.billing_address),
      payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }],
      invoices: [],
    };
  }

  function ordersOf(email: string, args: Args) {
    let mine = orders.filter((o) => o.email === email);
    if (args.filter?.number?.eq) mine = mine.filter((o) => o.number === args.filter.number.eq);
    if (args.sort?.sort_direction === 'DESC') mine = mine.slice().reverse();
    const size = args.pageSize ?? 20;
    const page = args.currentPage ?? 1;
    return {
      total_count: mine.length,
      page_info: { current_page: page, page_size: size, total_pages: Math.max(1, Math.ceil(mine.length / size)) },
      items: mine.slice((page - 1) * size, page * size).map(orderAnswer),
    };
  }

  const customerAnswer = (email: string) => ({
    ...customers.get(email),
    is_subscribed: subscribed.has(email),
    addresses: bookOf(email),
    orders: (args: Args) => ordersOf(email, args),
  });

  function addressOf(email: string, id: number) {
    const found = [...addresses.entries()].find(([, book]) => book.some((a) => a.id === id));
    if (!found) throw inputError(`Could not find a address with ID "${id}"`, 'graphql-no-such-entity');
    if (found[0] !== email)
      throw inputError(`Current customer does not have permission to address with ID "${id}"`, 'graphql-authorization');
    return found[1].find((a) => a.id === id);
  }

  return {
    addresses,
    subscribed,
    /** The shop ships an order (Magento's admin "Ship", with tracking as "Custom Value"). */
    ship(number: string, tracking: Array<{ title: string; carrier: string; number: string | null }>) {
      const order = orders.find((o) => o.number === number);
      if (!order) throw new Error(`no order ${number}`);
      (order.shipments ??= []).push({ tracking });
    },
    root: {
      customer: (_args: Args, context: Context) => customerAnswer(customerOf(context)),
      updateCustomerV2: ({ input }: Args, context: Context) => {
        const email = customerOf(context);
        const customer = customers.get(email)!;
        if (input.firstname !== undefined) customer.firstname = input.firstname;
        if (input.lastname !== undefined) customer.lastname = input.lastname;
        if (input.is_subscribed === true) subscribed.add(email);
        if (input.is_subscribed === false) subscribed.delete(email);
        return { customer: customerAnswer(email) };
      },
      createCustomerAddress: ({ input }: Args, context: Context) => {
        const email = customerOf(context);
        if (!input.telephone) throw inputError('"telephone" is required. Enter and try again.');
        const address = { id: nextAddress++, default_shipping: false, default_billing: false, region: null };
        bookOf(email).push(address);
        keep(email, address, input);
        return address;
      },
      updateCustomerAddress: ({ id, input }: Args, context: Context) => {
        const email = customerOf(context);
        const address = addressOf(email, id);
        keep(email, address, input ?? {});
        return address;
      },
      deleteCustomerAddress: ({ id }: Args, context: Context) => {
        const email = customerOf(context);
        const address = addressOf(email, id);
        for (const flag of ['billing', 'shipping'])
          if (address[`default_${flag}`])
            throw inputError(`Customer Address ${id} is set as default ${flag} address and can not be deleted`);
        addresses.set(
          email,
          bookOf(email).filter((a) => a !== address),
        );
        return true;
      },
      // As a shop that asks guests to confirm: a customer subscribing their own address is subscribed.
      subscribeEmailToNewsletter: ({ email }: Args, context: Context) => {
        const token = context.headers.authorization;
        const own = token ? customerOf(context) : null;
        if (own && own === String(email).toLowerCase()) {
          if (subscribed.has(own)) throw inputError('This email address is already subscribed.');
          subscribed.add(own);
          return { status: 'SUBSCRIBED' };
        }
        return { status: 'NOT_ACTIVE' };
      },
    },
  };
}
