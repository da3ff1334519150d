/**
 * Raw Shop API shapes of the active order and checkout, exactly as ./queries/cart.ts asks for
 * them. Private to the Vendure connector. Money fields are integers in minor units.
 */
import type { RawAsset } from './raw-types';

export interface RawOrderAddress {
  fullName: string | null;
  company: string | null;
  streetLine1: string | null;
  streetLine2: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  /** address-fields plugin. */
  customFields?: { pccc?: string | null; koreaDob?: string | null } | null;
}

export interface RawCreateAddressInput {
  fullName: string;
  company?: string;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  province?: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
  customFields?: { pccc: string | null; koreaDob: string | null };
}

export interface RawOrderLine {
  id: string;
  quantity: number;
  unitPriceWithTax: number;
  linePrice: number;
  linePriceWithTax: number;
  taxRate: number;
  discountedLinePriceWithTax: number;
  featuredAsset: RawAsset | null;
  /** personalisation plugin. */
  customFields?: {
    personalisationName?: string | null;
    personalisationNumber?: string | null;
    bundleOptions?: string | null;
  } | null;
  productVariant: {
    id: string;
    sku: string;
    name: string;
    stockLevel: string;
    featuredAsset: RawAsset | null;
    options: { code: string; name: string; group: { name: string } | null }[];
    product: {
      id: string;
      slug: string;
      name: string;
      featuredAsset: RawAsset | null;
      customFields: {
        kind?: string | null;
        preorder?: boolean | null;
        virtual?: boolean | null;
        bundleComponents?: string | null;
        printPriceThb?: number | null;
        printPriceGbp?: number | null;
        visibility?: string | null;
      } | null;
    };
  };
}

export interface RawShippingMethodQuote {
  id: string;
  code: string;
  name: string;
  description: string;
  price: number;
  priceWithTax: number;
}

export interface RawPaymentMethodQuote {
  id: string;
  code: string;
  name: string;
  description: string;
  isEligible: boolean;
  eligibilityMessage: string | null;
  /** The payment-methods plugin's provider client (JSON), or null. */
  client: unknown;
}

export interface RawPayment {
  id: string;
  method: string;
  amount: number;
  state: string;
  /** Shop API: the handler's `metadata.public` only, under the key `public`. */
  metadata: Record<string, unknown> | null;
  /** talat-test-card payment in ChallengePending: the provider's challenge page. */
  testCardChallengeUrl: string | null;
}

export interface RawAppliedGiftCard {
  code: string;
  masked: string;
  appliedAmount: number;
  balance: number;
  currencyCode: string;
}

export interface RawOrder {
  id: string;
  code: string;
  state: string;
  active: boolean;
  orderPlacedAt: string | null;
  currencyCode: string;
  totalQuantity: number;
  subTotal: number;
  subTotalWithTax: number;
  shipping: number;
  shippingWithTax: number;
  total: number;
  totalWithTax: number;
  couponCodes: string[];
  /** Names in the request's language. */
  promotions: { id: string; couponCode: string | null; name: string }[];
  /** `description` is the promotion's name in the language the order was last priced in; `adjustmentSource` is `PROMOTION:<id>`. */
  discounts: { adjustmentSource: string; description: string; amount: number; amountWithTax: number }[];
  taxSummary: { description: string; taxRate: number; taxBase: number; taxTotal: number }[];
  customer: { emailAddress: string } | null;
  shippingAddress: RawOrderAddress | null;
  billingAddress: RawOrderAddress | null;
  shippingLines: { price: number; priceWithTax: number; shippingMethod: { id: string; code: string; name: string; description: string } }[];
  appliedGiftCards: RawAppliedGiftCard[];
  giftCardTotal: number;
  payableTotal: number;
  /** Loyalty plugin: null for a guest's order or when loyalty is off. */
  loyalty?: RawOrderLoyalty | null;
  lines: RawOrderLine[];
  payments: RawPayment[] | null;
}

/** Every ErrorResult of the mutations used: `errorCode` and `message`, plus a few extras. */
export interface RawErrorResult {
  __typename: string;
  errorCode: string;
  message: string;
  quantityAvailable?: number;
  maxItems?: number;
  transitionError?: string;
  paymentErrorMessage?: string;
  reason?: string;
  /** OrderInterceptorError (personalisation plugin): the refusal, in the request language. */
  interceptorError?: string;
  /** InsufficientStockError: the order as the engine left it (it adds what is in stock). */
  order?: RawOrder;
}

export type RawOrderResult = ({ __typename: 'Order' } & RawOrder) | RawErrorResult;

export interface RawOrderLoyalty {
  balance: number;
  applied: boolean;
  pointsApplied: number;
  appliedAmount: number;
  accrualPoints: number;
  accrualAmount: number;
  rate: { currencyCode: string; spendPerPoint: number; pointValue: number };
}
