import type { Order } from '@vendure/core';
import { toAdyenAmount } from '@talat/adyen/amounts';

/**
 * What a buy-now-pay-later provider checks before it lends (Adyen's Clearpay and Atome pages ask
 * for them in /payments): the shopper's name, phone, both addresses and the order's lines. Cards
 * and PromptPay are sent without them, as before.
 */
export interface ShopperDetails {
  shopperName?: { firstName: string; lastName: string };
  telephoneNumber?: string;
  billingAddress?: AdyenAddress;
  deliveryAddress?: AdyenAddress;
  lineItems: AdyenLineItem[];
}

export interface AdyenAddress {
  city: string;
  country: string;
  houseNumberOrName: string;
  postalCode: string;
  street: string;
  stateOrProvince?: string;
}

export interface AdyenLineItem {
  id: string;
  description: string;
  quantity: number;
  amountIncludingTax: number;
  amountExcludingTax: number;
  taxAmount: number;
  taxPercentage: number;
}

/** The fields of Vendure's order address this reads. */
interface AddressLike {
  streetLine1?: string;
  streetLine2?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  countryCode?: string;
}

/** An order address as Adyen's Address, or undefined when it lacks what Adyen requires. */
export function adyenAddress(address: AddressLike | undefined | null): AdyenAddress | undefined {
  if (!address?.streetLine1 || !address.city || !address.countryCode) return undefined;
  return {
    street: address.streetLine1,
    // Adyen requires the field; the shop's addresses keep the number in the first street line.
    houseNumberOrName: address.streetLine2 ?? '',
    city: address.city,
    postalCode: address.postalCode ?? '',
    country: address.countryCode.toUpperCase(),
    ...(address.province ? { stateOrProvince: address.province } : {}),
  };
}

/** "Somchai Jaidee" as first and last name: the last word is the last name. */
export function splitName(fullName: string | undefined | null): { firstName: string; lastName: string } | undefined {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  if (words.length === 1) return { firstName: words[0]!, lastName: words[0]! };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

type OrderLike = Pick<Order, 'currencyCode' | 'shippingWithTax' | 'shipping'> & {
  customer?: { firstName?: string; lastName?: string; phoneNumber?: string } | null;
  shippingAddress?: AddressLike & { fullName?: string; phoneNumber?: string };
  billingAddress?: AddressLike & { fullName?: string; phoneNumber?: string };
  lines?: Array<{
    id: unknown;
    quantity: number;
    proratedUnitPriceWithTax: number;
    proratedUnitPrice: number;
    taxRate: number;
    productVariant?: { name?: string; sku?: string } | null;
  }>;
};

/** The order's shopper and lines in Adyen's terms (amounts in the currency's minor units). */
export function shopperDetails(order: OrderLike): ShopperDetails {
  const minor = (amount: number) => toAdyenAmount(amount, order.currencyCode).value;
  const customer = order.customer;
  const name =
    customer?.firstName && customer.lastName
      ? { firstName: customer.firstName, lastName: customer.lastName }
      : splitName(order.billingAddress?.fullName || order.shippingAddress?.fullName);
  const phone = order.shippingAddress?.phoneNumber || order.billingAddress?.phoneNumber || customer?.phoneNumber;
  const delivery = adyenAddress(order.shippingAddress);
  const billing = adyenAddress(order.billingAddress) ?? delivery;
  const lineItems: AdyenLineItem[] = (order.lines ?? []).map((line) => {
    const gross = minor(line.proratedUnitPriceWithTax);
    const net = minor(line.proratedUnitPrice);
    return {
      id: String(line.productVariant?.sku ?? line.id),
      description: line.productVariant?.name ?? String(line.productVariant?.sku ?? line.id),
      quantity: line.quantity,
      amountIncludingTax: gross,
      amountExcludingTax: net,
      taxAmount: gross - net,
      // Adyen's percentage is in minor units: 7% is 700.
      taxPercentage: Math.round(line.taxRate * 100),
    };
  });
  if (order.shippingWithTax > 0) {
    const gross = minor(order.shippingWithTax);
    const net = minor(order.shipping);
    lineItems.push({
      id: 'shipping',
      description: 'Shipping',
      quantity: 1,
      amountIncludingTax: gross,
      amountExcludingTax: net,
      taxAmount: gross - net,
      taxPercentage: net > 0 ? Math.round(((gross - net) / net) * 10_000) : 0,
    });
  }
  return {
    ...(name ? { shopperName: name } : {}),
    ...(phone ? { telephoneNumber: phone } : {}),
    ...(billing ? { billingAddress: billing } : {}),
    ...(delivery ? { deliveryAddress: delivery } : {}),
    lineItems,
  };
}
