import { randomBytes } from 'node:crypto';
import {
  attributeLabel,
  COUPONS,
  findSku,
  label,
  optionValueUid,
  priceOf,
  productBySku,
  SHIPPING,
  uidOf,
  valueLabel,
  type CurrencyCode,
} from './catalogue';
import { inputError, productAnswer, variantAnswer, type Scope } from './catalogue-answers';
import type { PlacedOrder } from './account';
import { checkEntered, enteredPrice, sameEntered, selectedAnswer, type EnteredOption } from './print-options';
import { paymentMethodsFor, paymentTitle } from './payment-methods';

/**
 * Guest carts as Magento's quote keeps them, in memory: masked ids, lines by SKU (a configurable
 * product's line names its parent and chosen values), addresses, shipping and payment methods,
 * coupons; prices in the asking scope's currency, VAT included (7 % in THB, 20 % in GBP).
 */
interface Line {
  uid: string;
  sku: string;
  parentSku: string | null;
  quantity: number;
  /** A print's entered options (name and number fields), priced on the line. */
  entered: EnteredOption[];
}

interface Address {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region?: string;
  postcode?: string;
  country_code: string;
  telephone?: string;
}

interface Quote {
  id: string;
  /** The customer whose cart it is (their id), null for a guest's. */
  owner: number | null;
  email: string | null;
  lines: Line[];
  coupon: string | null;
  shipping: Address | null;
  billing: Address | null;
  method: string | null;
  payment: string | null;
  nextLine: number;
}

const VAT: Record<CurrencyCode, number> = { THB: 7, GBP: 20 };
const CARRIER = 'talat';

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `onPlaced`: told of every order placed, with the cart as it was paid (My Account's orders,
 * account.ts). `adyen`: the Adyen module's methods are offered besides the cheque (payment-methods.ts).
 */
export function createCarts({ onPlaced, adyen = true }: { onPlaced?: (order: PlacedOrder) => void; adyen?: boolean } = {}) {
  const quotes = new Map<string, Quote>();
  let orders = 0;

  /** The cart, when the caller may use it: as Magento, a guest's cart for guests only, a customer's for that customer only. */
  function quoteOf(id: unknown, scope: Scope): Quote {
    const quote = typeof id === 'string' ? quotes.get(id) : undefined;
    if (!quote) throw inputError(`Could not find a cart with ID "${String(id)}"`, 'graphql-no-such-entity');
    if (quote.owner !== (scope.customerId ?? null))
      throw inputError(`The current user cannot perform operations on cart "${String(id)}"`, 'graphql-authorization');
    return quote;
  }

  function customerQuote(customer: { id: number; email: string }): Quote {
    return [...quotes.values()].find((q) => q.owner === customer.id) ?? newQuote(customer.id, customer.email);
  }

  function newQuote(owner: number | null, email: string | null): Quote {
    const id = randomBytes(16).toString('base64url');
    const quote: Quote = {
      id,
      owner,
      email,
      lines: [],
      coupon: null,
      shipping: null,
      billing: null,
      method: null,
      payment: null,
      nextLine: 1,
    };
    quotes.set(id, quote);
    return quote;
  }

  function unitsInStock(sku: string): number {
    const found = findSku(sku);
    if (!found) return 0;
    return found.variant ? found.variant.stock : found.product.stock;
  }

  function methodsFor(quote: Quote, scope: Scope) {
    const country = quote.shipping?.country_code;
    return SHIPPING.filter((m) => !country || m.countries.length === 0 || m.countries.includes(country)).map((m) => {
      const incl = m.rate[scope.currency] / 100;
      return {
        carrier_code: CARRIER,
        carrier_title: 'Talat FC',
        method_code: m.code,
        method_title: label(m.name, scope.language),
        amount: { value: incl, currency: scope.currency },
        price_incl_tax: { value: incl, currency: scope.currency },
        price_excl_tax: { value: round(incl / (1 + m.taxRate / 100)), currency: scope.currency },
        available: true,
        error_message: null,
      };
    });
  }

  /** A line's unit price, VAT included: the product's and its entered options' (a print). */
  function linePrice(line: Line, scope: Scope): number {
    const found = findSku(line.parentSku ?? line.sku);
    if (!found) return 0;
    return round(priceOf(found.product, scope.currency).final + enteredPrice(found.product, line.entered, scope.currency));
  }

  function addressAnswer(address: Address, extra: Record<string, unknown> = {}) {
    return {
      uid: randomBytes(4).toString('hex'),
      firstname: address.firstname,
      lastname: address.lastname,
      company: address.company ?? null,
      street: address.street,
      city: address.city,
      region: address.region ? { code: address.region, label: address.region, region_id: null } : null,
      postcode: address.postcode ?? null,
      telephone: address.telephone ?? null,
      country: { code: address.country_code, label: address.country_code },
      ...extra,
    };
  }

  function cartAnswer(quote: Quote, scope: Scope): Record<string, unknown> {
    const vat = VAT[scope.currency];
    const items = quote.lines.flatMap((line) => {
      const found = findSku(line.parentSku ?? line.sku);
      if (!found) return [];
      const unit = linePrice(line, scope);
      const row = unit * line.quantity;
      const discount = quote.coupon ? round(row * (COUPONS.find((c) => c.couponCode === quote.coupon)!.percentOff / 100)) : 0;
      const variant = line.parentSku ? found.product.variants.find((v) => v.sku === line.sku) : null;
      const attribute = variant ? Object.keys(variant.values)[0]! : null;
      return [
        {
          __typename: variant ? 'ConfigurableCartItem' : found.product.typename === 'BundleProduct' ? 'BundleCartItem' : 'SimpleCartItem',
          id: line.uid,
          uid: line.uid,
          quantity: line.quantity,
          errors: null,
          product: productAnswer(found.product, scope),
          prices: {
            price: { value: round(unit / (1 + vat / 100)), currency: scope.currency },
            price_including_tax: { value: unit, currency: scope.currency },
            row_total: { value: round(row / (1 + vat / 100)), currency: scope.currency },
            row_total_including_tax: { value: round(row), currency: scope.currency },
            total_item_discount: { value: discount, currency: scope.currency },
            discounts: null,
          },
          ...(variant && attribute
            ? {
                configurable_options: [
                  {
                    id: 1,
                    configurable_product_option_uid: Buffer.from(`configurable/${found.product.id}/${attribute}`).toString('base64'),
                    option_label: attributeLabel(attribute, scope.language),
                    configurable_product_option_value_uid: optionValueUid(attribute, variant.values[attribute]!),
                    value_id: 1,
                    value_label: valueLabel(attribute, variant.values[attribute]!, scope.language),
                  },
                ],
                configured_variant: variantAnswer(found.product, variant.sku, scope),
              }
            : {}),
          ...(found.product.typename === 'BundleProduct' ? { bundle_options: [] } : {}),
          customizable_options: selectedAnswer(found.product, line.entered, scope.language, scope.currency),
        },
      ];
    });
    const subtotal = round(quote.lines.reduce((sum, line) => sum + linePrice(line, scope) * line.quantity, 0));
    const coupon = quote.coupon ? COUPONS.find((c) => c.couponCode === quote.coupon) : undefined;
    const discount = coupon ? round(subtotal * (coupon.percentOff / 100)) : 0;
    const method = quote.method ? methodsFor(quote, scope).find((m) => m.method_code === quote.method) : undefined;
    const shipping = method?.amount.value ?? 0;
    const grand = round(subtotal - discount + shipping);
    const tax = round(grand - grand / (1 + vat / 100));
    return {
      id: quote.id,
      email: quote.email,
      is_virtual: false,
      total_quantity: quote.lines.reduce((n, l) => n + l.quantity, 0),
      applied_coupons: coupon ? [{ code: coupon.couponCode }] : null,
      applied_coupon: coupon ? { code: coupon.couponCode } : null,
      items,
      prices: {
        grand_total: { value: grand, currency: scope.currency },
        subtotal_including_tax: { value: subtotal, currency: scope.currency },
        subtotal_excluding_tax: { value: round(subtotal / (1 + vat / 100)), currency: scope.currency },
        subtotal_with_discount_excluding_tax: { value: round((subtotal - discount) / (1 + vat / 100)), currency: scope.currency },
        applied_taxes: [{ label: `VAT ${vat}%`, amount: { value: tax, currency: scope.currency } }],
        discounts: coupon ? [{ label: label(coupon.name, scope.language), amount: { value: discount, currency: scope.currency } }] : null,
      },
      shipping_addresses: quote.shipping
        ? [
            addressAnswer(quote.shipping, {
              available_shipping_methods: methodsFor(quote, scope),
              selected_shipping_method: method
                ? {
                    carrier_code: method.carrier_code,
                    carrier_title: method.carrier_title,
                    method_code: method.method_code,
                    method_title: method.method_title,
                    amount: method.amount,
                  }
                : null,
            }),
          ]
        : [],
      billing_address: quote.billing ? addressAnswer(quote.billing) : null,
      available_payment_methods: paymentMethodsFor(scope.language, scope.currency, adyen),
      selected_payment_method: quote.payment
        ? { code: quote.payment, title: paymentTitle(quote.payment, scope.language) }
        : { code: '', title: '' },
    };
  }

  const answer = (quote: Quote, scope: Scope) => ({ cart: cartAnswer(quote, scope) });

  function addLine(
    quote: Quote,
    item: { sku: string; quantity: number; selected_options?: string[] | null; entered_options?: EnteredOption[] | null },
  ): { code: string; message: string } | null {
    const product = productBySku(item.sku);
    if (!product) return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` };
    if (!(item.quantity > 0)) return { code: 'UNDEFINED', message: 'The quantity must be greater than 0.' };
    const print = checkEntered(product, item.entered_options);
    if (!print.ok) return { code: 'UNDEFINED', message: print.message };
    let sku = product.def.sku;
    let parentSku: string | null = null;
    if (product.typename === 'ConfigurableProduct') {
      const chosen = item.selected_options ?? [];
      const variant = product.variants.find((v) => Object.entries(v.values).every(([a, code]) => chosen.includes(optionValueUid(a, code))));
      if (!variant) return { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
      sku = variant.sku;
      parentSku = product.def.sku;
    }
    if (product.typename === 'BundleProduct') {
      // As Magento: each item of the bundle needs one of its options chosen.
      const chosen = item.selected_options ?? [];
      const items = product.def.bundle ?? [];
      if (!items.every((_part, i) => chosen.includes(uidOf(`bundle/${product.id}/${i}/0`)))) {
        return { code: 'UNDEFINED', message: 'Please specify product option(s).' };
      }
    }
    // As Magento: the same product with other entered options is a line of its own; stock is the SKU's across lines.
    const existing = quote.lines.find((l) => l.sku === sku && sameEntered(l.entered, print.entered));
    const others = quote.lines.filter((l) => l.sku === sku && l !== existing).reduce((n, l) => n + l.quantity, 0);
    const wanted = (existing?.quantity ?? 0) + item.quantity;
    if (others + wanted > unitsInStock(sku)) {
      return { code: unitsInStock(sku) > 0 ? 'INSUFFICIENT_STOCK' : 'NOT_SALABLE', message: 'The requested qty is not available' };
    }
    if (existing) existing.quantity = wanted;
    else
      quote.lines.push({
        uid: Buffer.from(String(quote.nextLine++)).toString('base64'),
        sku,
        parentSku,
        quantity: item.quantity,
        entered: print.entered,
      });
    return null;
  }

  type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL inputs the schema has validated

  return {
    createEmptyCart(): string {
      return newQuote(null, null).id;
    },
    /** The customer's active cart, created empty when they have none (Magento's customerCart). */
    customerCart: (customer: { id: number; email: string }, scope: Scope) => cartAnswer(customerQuote(customer), scope),
    /**
     * A guest's cart into the customer's (Magento's mergeCarts): the lines added to the customer's
     * (the same product's quantities summed), the guest's cart gone.
     */
    mergeCarts(args: Input, customer: { id: number; email: string }, scope: Scope) {
      const destination = args.destination_cart_id ? quoteOf(args.destination_cart_id, scope) : customerQuote(customer);
      const source = quoteOf(args.source_cart_id, { ...scope, customerId: null });
      for (const line of source.lines) {
        const same = destination.lines.find((l) => l.sku === line.sku && sameEntered(l.entered, line.entered));
        if (same) same.quantity += line.quantity;
        else destination.lines.push({ ...line, uid: Buffer.from(String(destination.nextLine++)).toString('base64') });
      }
      quotes.delete(source.id);
      return cartAnswer(destination, scope);
    },
    cart: (args: Input, scope: Scope) => cartAnswer(quoteOf(args.cart_id, scope), scope),
    addProductsToCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.cartId, scope);
      const user_errors = (args.cartItems as Input[])
        .map((item) => addLine(quote, item as Parameters<typeof addLine>[1]))
        .filter((e): e is { code: string; message: string } => !!e);
      return { cart: cartAnswer(quote, scope), user_errors };
    },
    updateCartItems(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      for (const change of args.input.cart_items as Input[]) {
        const line = quote.lines.find((l) => l.uid === change.cart_item_uid);
        if (!line) throw inputError(`Could not find cart item with id: ${change.cart_item_uid}.`, 'graphql-no-such-entity');
        if (change.quantity <= 0) quote.lines = quote.lines.filter((l) => l !== line);
        else if (change.quantity > unitsInStock(line.sku)) throw inputError('The requested qty is not available');
        else line.quantity = change.quantity;
      }
      return answer(quote, scope);
    },
    removeItemFromCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      if (!quote.lines.some((l) => l.uid === args.input.cart_item_uid))
        throw inputError(`The cart doesn't contain the item`, 'graphql-no-such-entity');
      quote.lines = quote.lines.filter((l) => l.uid !== args.input.cart_item_uid);
      return answer(quote, scope);
    },
    applyCouponToCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      const coupon = COUPONS.find((c) => c.couponCode.toLowerCase() === String(args.input.coupon_code).trim().toLowerCase());
      if (quote.lines.length === 0) throw inputError('Cart does not contain products.', 'graphql-no-such-entity');
      if (quote.coupon) throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
      if (!coupon || (coupon.endsAt && Date.parse(coupon.endsAt) < Date.now()))
        throw inputError("The coupon code isn't valid. Verify the code and try again.", 'graphql-no-such-entity');
      quote.coupon = coupon.couponCode;
      return answer(quote, scope);
    },
    removeCouponFromCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      quote.coupon = null;
      return answer(quote, scope);
    },
    setGuestEmailOnCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      // As Magento: a customer's cart has the customer's email.
      if (scope.customerId) throw inputError('The request is not allowed for logged in customers');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(args.input.email))) throw inputError('Invalid email format');
      quote.email = args.input.email;
      return answer(quote, scope);
    },
    setShippingAddressesOnCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      const address = args.input.shipping_addresses?.[0]?.address as Address | undefined;
      if (!address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
      quote.shipping = address;
      if (quote.method && !methodsFor(quote, scope).some((m) => m.method_code === quote.method)) quote.method = null;
      return answer(quote, scope);
    },
    setShippingMethodsOnCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      const wanted = args.input.shipping_methods?.[0];
      if (!quote.shipping) throw inputError('The shipping address is missing. Set the address and try again.');
      if (!wanted || wanted.carrier_code !== CARRIER || !methodsFor(quote, scope).some((m) => m.method_code === wanted.method_code)) {
        throw inputError('Carrier with such method not found: ' + String(wanted?.carrier_code) + ', ' + String(wanted?.method_code));
      }
      quote.method = wanted.method_code;
      return answer(quote, scope);
    },
    setBillingAddressOnCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      const billing = args.input.billing_address;
      if (billing?.same_as_shipping) {
        if (!quote.shipping)
          throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
        quote.billing = quote.shipping;
      } else if (billing?.address) quote.billing = billing.address;
      else throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
      return answer(quote, scope);
    },
    setPaymentMethodOnCart(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      const code = args.input.payment_method?.code;
      if (!paymentMethodsFor(scope.language, scope.currency, adyen).some((m) => m.code === code))
        throw inputError('The requested Payment Method is not available.');
      quote.payment = code;
      return answer(quote, scope);
    },
    placeOrder(args: Input, scope: Scope) {
      const quote = quoteOf(args.input?.cart_id, scope);
      if (quote.lines.length === 0) throw inputError('Unable to place order: A server error stopped your order from being placed.');
      if (!quote.email) throw inputError('Guest email for cart is missing.');
      if (!quote.shipping || !quote.method)
        throw inputError('Unable to place order: The shipping method is missing. Select the shipping method and try again.');
      if (!quote.billing) throw inputError('Unable to place order: Please check the billing address information.');
      if (!quote.payment) throw inputError('Unable to place order: Enter a valid payment method and try again.');
      for (const line of quote.lines) {
        if (line.quantity > unitsInStock(line.sku))
          throw inputError('Unable to place order: There are no source items with the in stock status');
      }
      for (const line of quote.lines) {
        const found = findSku(line.sku);
        if (found?.variant) found.variant.stock -= line.quantity;
        else if (found) found.product.stock -= line.quantity;
      }
      orders += 1;
      const number = String(orders).padStart(9, '0');
      const shipping = methodsFor(quote, scope).find((m) => m.method_code === quote.method)?.price_excl_tax ?? null;
      const cart = cartAnswer(quote, scope);
      onPlaced?.({ number, owner: quote.owner, language: scope.language, placedAt: new Date(), cart, shippingExcludingTax: shipping });
      quotes.delete(quote.id);
      return { order: { order_number: number, order_id: number } };
    },
  };
}
