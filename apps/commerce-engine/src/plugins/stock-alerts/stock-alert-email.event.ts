import { RequestContext, VendureEvent } from '@vendure/core';

/** `confirm`: a guest's double opt-in (confirm and cancel links). `back-in-stock`: the variant can be bought again. */
export type StockAlertEmailKind = 'confirm' | 'back-in-stock';

/** What the emails say of the variant, in the email's language (plain values: the email job carries them as JSON). */
export interface StockAlertEmailVars {
  productName: string;
  /** The variant's options, e.g. `Size: M` (empty for a product without options). */
  optionLabel: string;
  variantName: string;
  sku: string;
  /** The product page with the variant chosen (back-in-stock). */
  productUrl?: string;
  /** The confirmation and cancel links (confirm). */
  confirmUrl?: string;
  cancelUrl?: string;
}

/** An email to the address of a stock alert; `ctx` is in the alert's language. */
export class StockAlertEmailEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public kind: StockAlertEmailKind,
    public emailAddress: string,
    public vars: StockAlertEmailVars,
  ) {
    super();
  }
}
