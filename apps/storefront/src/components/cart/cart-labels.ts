/**
 * Labels the cart's client components get from the server (no message catalogue in the
 * browser). Texts with `{placeholders}` are templates, filled with fillTemplate.
 */
export interface CartLineLabels {
  /** Store config `preorder_label` (null: pre-orders disabled). */
  preorder: string | null;
  unitPrice: string;
  rowTotal: string;
  beforeDiscount: string;
  /** Templates: `{value}`, `{price}`. */
  personalisationName: string;
  personalisationNumber: string;
  printPrice: string;
  bundle: string;
  /** A gift card line sold without VAT (a multi-purpose voucher). */
  vatFree: string;
  /** Templates with `{name}`. */
  quantity: string;
  decrease: string;
  increase: string;
  remove: string;
  removeShort: string;
  /** Template with `{count}` (sidebar). */
  quantityShort: string;
  /** Template with `{max}`. */
  quantityRange: string;
  quantityMin: string;
  /** Template with `{count}`. */
  onlyLeft: string;
  /** Templates: `{name}`, `{count}`. */
  updated: string;
  removed: string;
  genericError: string;
}

export interface CartTotalsLabels {
  title: string;
  subtotalExclTax: string;
  subtotalInclTax: string;
  subtotal: string;
  tax: string;
  discount: string;
  giftCards: string;
  shipping: string;
  grandTotal: string;
  payable: string;
  /** Template with `{points}`. */
  loyalty: string;
  loyaltyApplied: string;
}

export interface LoyaltyPointsLabels {
  title: string;
  /** Templates with `{points}`, `{value}`, `{amount}`. */
  balance: string;
  use: string;
  remove: string;
  applied: string;
  genericError: string;
}

export interface CodeFormLabels {
  /** The field's visible label, which also names the panel. */
  label: string;
  apply: string;
  /** Template with `{code}`. */
  remove: string;
  /** Coupon: template with `{code}`. */
  applied: string;
  removed: string;
  appliedList: string;
  required: string;
  genericError: string;
}

export interface GiftCardLabels extends CodeFormLabels {
  /** Templates with `{amount}`. */
  appliedAmount: string;
  balanceAfter: string;
}

export interface GiftWrapLabels {
  /** Price already filled in. */
  label: string;
  added: string;
  removed: string;
  genericError: string;
}

export interface CartSidebarLabels {
  title: string;
  close: string;
  viewCart: string;
  checkout: string;
  empty: string;
  continue: string;
  loading: string;
  loadError: string;
  /** Name of the list of lines. */
  linesList: string;
  lines: CartLineLabels;
  totals: CartTotalsLabels;
}

export interface CartPageLabels {
  empty: string;
  continue: string;
  checkout: string;
  lines: string;
  loadError: string;
  line: CartLineLabels;
  totals: CartTotalsLabels;
  coupon: CodeFormLabels;
  giftCard: GiftCardLabels;
  loyaltyPoints: LoyaltyPointsLabels;
}
