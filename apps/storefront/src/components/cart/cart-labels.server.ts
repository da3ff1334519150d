import 'server-only';
import type { StoreConfig } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import type { CartLineLabels, CartPageLabels, CartSidebarLabels, CartTotalsLabels, CodeFormLabels, GiftCardLabels } from './cart-labels';

type Translator = Awaited<ReturnType<typeof getTranslations<'cart'>>>;

/** The pre-order label of cart lines: the store's own, none when pre-orders are off. */
export function preorderLabel(config: StoreConfig | null, fallback: string): string | null {
  if (!config) return fallback;
  return config.preorder_enabled ? config.preorder_label || fallback : null;
}

async function lineLabels(t: Translator, config: StoreConfig | null): Promise<CartLineLabels> {
  // One wording for a VAT-free gift card, in the cart and in the order summaries.
  const summary = await getTranslations('checkout.summary');
  return {
    preorder: preorderLabel(config, t('preorder')),
    unitPrice: t('unitPrice'),
    rowTotal: t('rowTotal'),
    beforeDiscount: t('beforeDiscount'),
    personalisationName: t.raw('personalisationName') as string,
    personalisationNumber: t.raw('personalisationNumber') as string,
    printPrice: t.raw('printPrice') as string,
    bundle: t('bundle'),
    vatFree: summary('vatFree'),
    quantity: t.raw('quantity') as string,
    quantityShort: t.raw('quantityShort') as string,
    decrease: t.raw('decrease') as string,
    increase: t.raw('increase') as string,
    remove: t.raw('remove') as string,
    removeShort: t('removeShort'),
    quantityRange: t.raw('quantityRange') as string,
    quantityMin: t('quantityMin'),
    onlyLeft: t.raw('onlyLeft') as string,
    updated: t.raw('updated') as string,
    removed: t.raw('removed') as string,
    genericError: t('genericError'),
  };
}

function totalsLabels(t: Translator): CartTotalsLabels {
  return {
    title: t('totals.title'),
    subtotalExclTax: t('totals.subtotalExclTax'),
    subtotalInclTax: t('totals.subtotalInclTax'),
    subtotal: t('totals.subtotal'),
    tax: t('totals.tax'),
    discount: t('totals.discount'),
    giftCards: t('totals.giftCards'),
    shipping: t('totals.shipping'),
    grandTotal: t('totals.grandTotal'),
    payable: t('totals.payable'),
    loyalty: t.raw('totals.loyalty') as string,
    loyaltyApplied: t('totals.loyaltyApplied'),
  };
}

function codeLabels(t: Translator, area: 'coupon' | 'giftCard'): CodeFormLabels {
  return {
    label: t(`${area}.label`),
    apply: t(`${area}.apply`),
    remove: t.raw(`${area}.remove`) as string,
    applied: t.raw(`${area}.applied`) as string,
    removed: t.raw(`${area}.removed`) as string,
    appliedList: t(`${area}.appliedList`),
    required: t(`${area}.required`),
    genericError: t('genericError'),
  };
}

export async function getCartSidebarLabels(config: StoreConfig | null): Promise<CartSidebarLabels> {
  const t = await getTranslations('cart');
  return {
    title: t('sidebar.title'),
    close: t('sidebar.close'),
    viewCart: t('sidebar.viewCart'),
    checkout: t('sidebar.checkout'),
    empty: t('empty'),
    continue: t('continue'),
    loading: t('loading'),
    loadError: t('loadError'),
    linesList: t('lines'),
    lines: await lineLabels(t, config),
    totals: totalsLabels(t),
  };
}

export async function getCartPageLabels(config: StoreConfig | null): Promise<CartPageLabels> {
  const t = await getTranslations('cart');
  const giftCard: GiftCardLabels = {
    ...codeLabels(t, 'giftCard'),
    appliedAmount: t.raw('giftCard.appliedAmount') as string,
    balanceAfter: t.raw('giftCard.balanceAfter') as string,
  };
  return {
    empty: t('empty'),
    continue: t('continue'),
    checkout: t('checkout'),
    lines: t('lines'),
    loadError: t('loadError'),
    line: await lineLabels(t, config),
    totals: totalsLabels(t),
    coupon: codeLabels(t, 'coupon'),
    giftCard,
    loyaltyPoints: {
      title: t('loyaltyPoints.title'),
      balance: t.raw('loyaltyPoints.balance') as string,
      use: t('loyaltyPoints.use'),
      remove: t('loyaltyPoints.remove'),
      applied: t.raw('loyaltyPoints.applied') as string,
      genericError: t('genericError'),
    },
  };
}
