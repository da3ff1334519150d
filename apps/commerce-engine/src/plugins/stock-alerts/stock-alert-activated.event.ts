import { ID, RequestContext, VendureEvent } from '@vendure/core';

/** A guest confirmed an alert for a variant that is on sale again already: it is notified at once. */
export class StockAlertActivatedEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public productVariantId: ID,
  ) {
    super();
  }
}
