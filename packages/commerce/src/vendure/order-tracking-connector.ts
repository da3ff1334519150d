import type { OrderTrackingMethods } from '../connector';
import type { GraphqlSessionRequest } from './graphql-client';
import { isForbiddenError } from './graphql-errors';
import { mapOrderTracking } from './map-order-tracking';
import { LOOKUP_ORDER_QUERY, ORDER_TRACKING_QUERY } from './queries/order-tracking';

/** "Where is my order?" on the engine's order-tracking plugin. */
export function createVendureOrderTrackingMethods(send: GraphqlSessionRequest): OrderTrackingMethods {
  return {
    async getOrderTracking(ctx, { code }) {
      if (!ctx.customerToken) return null;
      try {
        const { data } = await send(ctx, ORDER_TRACKING_QUERY, { code: code.trim() });
        return data.orderByCode ? mapOrderTracking(data.orderByCode.tracking) : null;
      } catch (error) {
        // Another shopper's order: the engine refuses it, which is "not found" here.
        if (isForbiddenError(error)) return null;
        throw error;
      }
    },

    async lookupOrder(ctx, { number, email }) {
      // A guest's lookup: no session, and never the shopper's token (the answer is the same for anyone).
      const { customerToken: _, ...anyone } = ctx;
      const { data } = await send(anyone, LOOKUP_ORDER_QUERY, { code: number.trim(), emailAddress: email.trim() }, undefined, {
        post: true,
      });
      return data.orderTracking ? mapOrderTracking(data.orderTracking) : null;
    },
  };
}
