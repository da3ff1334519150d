import type { StockAlertMethods } from '../connector';
import type { GraphqlSessionRequest } from './graphql-client';
import { mapStockAlertAnswer } from './map-stock-alert';
import { CANCEL_STOCK_ALERT_MUTATION, CONFIRM_STOCK_ALERT_MUTATION, REQUEST_STOCK_ALERT_MUTATION } from './queries/stock-alerts';

/**
 * Back in stock on the engine's stock-alerts plugin. A request goes with the shopper's session
 * (a signed-in customer's alert is theirs, at one click); the emailed links' calls go without it:
 * the link alone says whose request it is.
 */
export function createVendureStockAlertMethods(send: GraphqlSessionRequest): StockAlertMethods {
  return {
    async requestStockAlert(ctx, { variant_uid, email }) {
      const trimmed = email?.trim();
      const { data } = await send(ctx, REQUEST_STOCK_ALERT_MUTATION, { variantId: variant_uid, ...(trimmed ? { email: trimmed } : {}) });
      return { ok: true, value: mapStockAlertAnswer(data.requestStockAlert, 'request') };
    },

    async confirmStockAlert(ctx, { token }) {
      const { customerToken: _, ...anyone } = ctx;
      const { data } = await send(anyone, CONFIRM_STOCK_ALERT_MUTATION, { token });
      return { ok: true, value: mapStockAlertAnswer(data.confirmStockAlert, 'link') };
    },

    async cancelStockAlert(ctx, { token }) {
      const { customerToken: _, ...anyone } = ctx;
      const { data } = await send(anyone, CANCEL_STOCK_ALERT_MUTATION, { token });
      return { ok: true, value: mapStockAlertAnswer(data.cancelStockAlert, 'link') };
    },
  };
}
