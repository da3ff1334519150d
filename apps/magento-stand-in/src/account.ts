import type { Language } from './catalogue';
import { inputError } from './catalogue-answers';
import type { StandInCustomer } from './customers';

/**
 * My Account as Magento keeps it, in memory: each customer's addresses (with the default billing
 * and delivery address), their profile and newsletter flag (`updateCustomerV2`), and the orders
 * they placed (carts.ts hands each placed order over), answered in Magento's shapes and words.
 */
type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL inputs the schema has validated

interface Address {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: { region: string | null; region_code: string | null; region_id: number } | null;
  postcode: string | null;
  country_code: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
}

/** An order as placed (carts.ts): the cart as it was paid, in the currency and store view of the checkout. */
export interface PlacedOrder {
  number: string;
  owner: number | null;
  /** The store view it was placed in (Magento lists a store view's own orders unless asked for the website's). */
  language: Language;
  placedAt: Date;
  cart: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the cart's own answer (carts.ts)
  shippingExcludingTax: { value: number; currency: string } | null;
}

/** A track of a shipment as Magento keeps it (`sales_shipment_track`): a custom carrier's title is what staff typed. */
export interface ShipmentTrack {
  entity_id: number;
  track_number: string;
  title: string;
  carrier_code: string;
}

/** A shipment of an order (`sales_shipment`), made by `POST /V1/order/{id}/ship` (rest-orders.ts). */
export interface OrderShipment {
  entity_id: number;
  increment_id: string;
  order_id: number;
  created_at: string;
  tracks: ShipmentTrack[];
}

/** A placed order as the stand-in keeps it: Magento's entity id (REST's `order_id`) and its shipments. */
export type KeptOrder = PlacedOrder & { id: number; shipments: OrderShipment[] };

/** Magento's required address attributes (a clean install's), in its words. */
const REQUIRED: Array<[keyof Address, string]> = [
  ['firstname', 'firstname'],
  ['lastname', 'lastname'],
  ['street', 'street'],
  ['city', 'city'],
  ['country_code', 'countryId'],
  ['telephone', 'telephone'],
  ['postcode', 'postcode'],
];

const magentoDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

export function createAccount() {
  const addresses = new Map<number, Address[]>();
  const orders: KeptOrder[] = [];
  let nextAddress = 1;
  let nextShipment = 1;
  let nextTrack = 1;

  const bookOf = (customer: StandInCustomer) => addresses.get(customer.id) ?? addresses.set(customer.id, []).get(customer.id)!;

  /** Magento's address by id, or its errors: none with that id, or another customer's. */
  function addressOf(customer: StandInCustomer, id: number): Address {
    for (const [owner, book] of addresses) {
      const found = book.find((a) => a.id === id);
      if (!found) continue;
      if (owner !== customer.id)
        throw inputError(`Current customer does not have permission to address with ID "${id}"`, 'graphql-authorization');
      return found;
    }
    throw inputError(`Could not find a address with ID "${id}"`, 'graphql-no-such-entity');
  }

  /** An address's fields from the input, over what it had; the defaults moved to it when it takes them. */
  function write(customer: StandInCustomer, address: Address, input: Input) {
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
    for (const key of ['firstname', 'lastname', 'company', 'city', 'postcode', 'telephone'] as const)
      if (input[key] !== undefined) (address as unknown as Record<string, unknown>)[key] = text(input[key]);
    if (input.street !== undefined) address.street = (input.street as unknown[]).map((l) => String(l ?? '').trim()).filter(Boolean);
    const country = input.country_code ?? input.country_id;
    if (country !== undefined) address.country_code = country;
    if (input.region !== undefined)
      address.region = input.region
        ? { region: input.region.region ?? null, region_code: input.region.region_code ?? null, region_id: input.region.region_id ?? 0 }
        : null;
    const missing = REQUIRED.filter(([key]) => {
      const value = address[key];
      return Array.isArray(value) ? value.length === 0 : !value;
    }).map(([, name]) => name);
    if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
    if (address.street.length > 2) throw inputError('"Street Address" cannot contain more than 2 lines.');
    for (const flag of ['default_shipping', 'default_billing'] as const) {
      if (input[flag] === true) for (const other of bookOf(customer)) other[flag] = other === address;
      else if (input[flag] === false) address[flag] = false;
    }
  }

  function orderAnswer(order: KeptOrder) {
    const cart = order.cart;
    const currency = cart.prices.grand_total.currency as string;
    const tax = cart.prices.applied_taxes[0];
    const rate = Number(/(\d+(?:\.\d+)?)\s*%/.exec(tax?.label ?? '')?.[1] ?? 0);
    const shipping = cart.shipping_addresses[0];
    const method = shipping?.selected_shipping_method;
    const address = (a: Input | null | undefined) =>
      a
        ? {
            firstname: a.firstname,
            lastname: a.lastname,
            company: a.company ?? null,
            street: a.street,
            city: a.city,
            region: a.region?.label ?? null,
            postcode: a.postcode ?? null,
            country_code: a.country.code,
            telephone: a.telephone ?? null,
          }
        : null;
    return {
      id: Buffer.from(order.number).toString('base64'),
      number: order.number,
      order_date: magentoDate(order.placedAt),
      // A cheque order waits for its payment: Magento's "Pending" (the status's label; the demo
      // shop gives its statuses no labels of a store view's own). Shipped before it is invoiced,
      // Magento moves it to "Processing" (state processing): "Complete" needs both.
      status: order.shipments.length > 0 ? 'Processing' : 'Pending',
      shipping_method: method ? `${method.carrier_title} - ${method.method_title}` : null,
      carrier: method?.carrier_title ?? null,
      shipments: order.shipments.map((s) => ({
        id: Buffer.from(String(s.entity_id)).toString('base64'),
        number: s.increment_id,
        tracking: s.tracks.map((t) => ({ title: t.title, carrier: t.carrier_code, number: t.track_number })),
      })),
      items: (cart.items as Input[]).map((item) => ({
        __typename: 'OrderItem',
        id: Buffer.from(`${order.number}/${item.uid}`).toString('base64'),
        product_name: item.product.name,
        product_sku: item.configured_variant?.sku ?? item.product.sku,
        product_url_key: item.product.url_key ?? null,
        product_type: item.configured_variant ? 'configurable' : item.__typename === 'BundleCartItem' ? 'bundle' : 'simple',
        quantity_ordered: item.quantity,
        product_sale_price: item.prices.price,
        selected_options: (item.configurable_options ?? []).map((o: Input) => ({ label: o.option_label, value: o.value_label })),
        discounts: item.prices.total_item_discount.value > 0 ? [{ label: 'Discount', amount: item.prices.total_item_discount }] : [],
      })),
      total: {
        subtotal: cart.prices.subtotal_excluding_tax,
        grand_total: cart.prices.grand_total,
        base_grand_total: cart.prices.grand_total,
        total_tax: tax?.amount ?? { value: 0, currency },
        taxes: tax ? [{ title: tax.label.replace(/\s*\d+(?:\.\d+)?\s*%/, ''), rate, amount: tax.amount }] : [],
        total_shipping: order.shippingExcludingTax ?? { value: 0, currency },
        shipping_handling: {
          total_amount: method?.amount ?? { value: 0, currency },
          amount_including_tax: method?.amount ?? null,
          amount_excluding_tax: order.shippingExcludingTax,
        },
        discounts: cart.prices.discounts ?? [],
      },
      shipping_address: address(shipping),
      billing_address: address(cart.billing_address),
      payment_methods: [{ name: cart.selected_payment_method.title, type: cart.selected_payment_method.code }],
    };
  }

  return {
    /** carts.ts: an order was placed. */
    placed(order: PlacedOrder) {
      orders.push({ ...order, id: orders.length + 1, shipments: [] });
    },

    /** Every placed order (rest-orders.ts reads them as the admin user). */
    orders: (): readonly KeptOrder[] => orders,

    /** The email the order was placed with (the cart's). */
    emailOf: (order: KeptOrder): string | null => order.cart.email ?? null,

    /** The order's status code as Magento's REST gives it. */
    statusCodeOf: (order: KeptOrder): string => (order.shipments.length > 0 ? 'processing' : 'pending'),

    /** Ships an order with these tracks (Magento's `ShipOrderInterface`): the new shipment. */
    ship(order: KeptOrder, tracks: Array<{ track_number: string; title: string; carrier_code: string }>): OrderShipment {
      const shipment: OrderShipment = {
        entity_id: nextShipment,
        increment_id: String(nextShipment++).padStart(9, '0'),
        order_id: order.id,
        created_at: magentoDate(new Date()),
        tracks: tracks.map((t) => ({ ...t, entity_id: nextTrack++ })),
      };
      order.shipments.push(shipment);
      return shipment;
    },

    /** The fields of `customer` My Account adds: addresses, the defaults' ids, orders. */
    customerFields(customer: StandInCustomer, language: Language) {
      const book = bookOf(customer);
      return {
        addresses: book.map((a) => ({ ...a, region_id: a.region?.region_id ?? 0 })),
        default_billing: book.find((a) => a.default_billing)?.id.toString() ?? null,
        default_shipping: book.find((a) => a.default_shipping)?.id.toString() ?? null,
        // Magento's scope: STORE (the default) the asking store view's orders, WEBSITE or GLOBAL all (one website here).
        orders: (args: Input) => {
          let mine = orders.filter((o) => o.owner === customer.id);
          if ((args.scope ?? 'STORE') === 'STORE') mine = mine.filter((o) => o.language === language);
          const number = args.filter?.number;
          if (number?.eq) mine = mine.filter((o) => o.number === number.eq);
          if (number?.in) mine = mine.filter((o) => (number.in as string[]).includes(o.number));
          const direction = args.sort?.sort_direction === 'DESC' ? -1 : 1;
          mine = mine
            .slice()
            .sort((a, b) =>
              args.sort?.sort_field === 'NUMBER'
                ? direction * a.number.localeCompare(b.number)
                : direction * (a.placedAt.getTime() - b.placedAt.getTime() || a.number.localeCompare(b.number)),
            );
          const pageSize = Number(args.pageSize ?? 20);
          const currentPage = Number(args.currentPage ?? 1);
          if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
          if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
          return {
            total_count: mine.length,
            page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(mine.length / pageSize) },
            items: mine.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(orderAnswer),
          };
        },
      };
    },

    updateCustomerV2({ input }: Input, customer: StandInCustomer) {
      for (const key of ['firstname', 'lastname'] as const) {
        if (input[key] === undefined) continue;
        const value = String(input[key]).trim();
        if (!value) throw inputError(`Required parameters are missing: ${key === 'firstname' ? 'First Name' : 'Last Name'}`);
        customer[key] = value;
      }
      if (typeof input.is_subscribed === 'boolean') customer.is_subscribed = input.is_subscribed;
      if (typeof input.allow_remote_shopping_assistance === 'boolean')
        customer.allow_remote_shopping_assistance = input.allow_remote_shopping_assistance;
      return customer;
    },

    createCustomerAddress({ input }: Input, customer: StandInCustomer) {
      const address: Address = {
        id: nextAddress++,
        firstname: '',
        lastname: '',
        company: null,
        street: [],
        city: '',
        region: null,
        postcode: null,
        country_code: '',
        telephone: '',
        default_shipping: false,
        default_billing: false,
      };
      bookOf(customer).push(address);
      try {
        write(customer, address, input);
      } catch (error) {
        addresses.set(
          customer.id,
          bookOf(customer).filter((a) => a !== address),
        );
        throw error;
      }
      return { ...address, region_id: address.region?.region_id ?? 0 };
    },

    updateCustomerAddress({ id, input }: Input, customer: StandInCustomer) {
      const address = addressOf(customer, Number(id));
      if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
      const before = { ...address, street: [...address.street] };
      try {
        write(customer, address, input);
      } catch (error) {
        Object.assign(address, before);
        throw error;
      }
      return { ...address, region_id: address.region?.region_id ?? 0 };
    },

    deleteCustomerAddress({ id }: Input, customer: StandInCustomer) {
      const address = addressOf(customer, Number(id));
      if (address.default_billing)
        throw inputError(`Customer Address ${address.id} is set as default billing address and can not be deleted`);
      if (address.default_shipping)
        throw inputError(`Customer Address ${address.id} is set as default shipping address and can not be deleted`);
      addresses.set(
        customer.id,
        bookOf(customer).filter((a) => a !== address),
      );
      return true;
    },

    /**
     * The stand-in's newsletter: a guest's address waits for a confirmation it never sends (Magento's
     * NOT_ACTIVE, as with "Need to Confirm"), a customer subscribing their own address is subscribed
     * at once; an address that already is, Magento's input error.
     */
    subscribeEmailToNewsletter({ email }: Input, customer: StandInCustomer | null) {
      const address = String(email).trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw inputError('Enter a valid email address.');
      if (customer && customer.email.toLowerCase() === address.toLowerCase()) {
        if (customer.is_subscribed) throw inputError('This email address is already subscribed.');
        customer.is_subscribed = true;
        return { status: 'SUBSCRIBED' };
      }
      return { status: 'NOT_ACTIVE' };
    },
  };
}
