import type { CartResult } from '../cart-types';
import type { CommerceConnector } from '../connector';
import { cartError } from './map-cart-errors';
import { mapCart } from './map-cart';
import { invalid, LINE_FIELD_PROBLEMS, validQuantity } from './cart-input-rules';
import { isOrder, isUnknownIdError, type CartKit } from './cart-session';
import { lineFieldsOf, type RawOrderLineFieldsInput } from './line-fields-input';
import { ADD_ITEM_MUTATION, ADJUST_LINE_MUTATION, CREATE_CART_MUTATION, REMOVE_LINE_MUTATION, SET_CURRENCY_MUTATION } from './queries/cart';

/** Creating the cart, reading it (repriced into the shopper's currency) and changing its lines. */
export function vendureCartLines(
  kit: CartKit,
): Pick<CommerceConnector, 'createEmptyCart' | 'getCart' | 'addCartItems' | 'updateCartItem' | 'removeCartItem'> {
  const { session, locale, outcome, mutate, activeOrder, variantIdOf, lineChange } = kit;
  return {
    async createEmptyCart(ctx) {
      const s = session(ctx);
      const existing = await activeOrder(s);
      if (existing) return s.done({ ok: true, cart: mapCart(existing, locale(s)) });
      return s.done(outcome(s, (await s.run(CREATE_CART_MUTATION, {})).removeAllOrderLines));
    },

    async getCart(ctx) {
      const s = session(ctx);
      const order = await activeOrder(s);
      if (!order) return s.done({ cart: null });
      if (order.currencyCode !== ctx.currency && order.state === 'AddingItems' && /^[A-Z]{3}$/.test(ctx.currency)) {
        const repriced = (await s.run(SET_CURRENCY_MUTATION, { currencyCode: ctx.currency })).setCurrencyCodeForOrder;
        if (isOrder(repriced)) return s.done({ cart: mapCart(repriced, locale(s)) });
      }
      return s.done({ cart: mapCart(order, locale(s)) });
    },

    async addCartItems(ctx, { items }) {
      const s = session(ctx);
      if (!Array.isArray(items) || items.length === 0) return invalid('items', 'quantity');
      const fields: (RawOrderLineFieldsInput | undefined)[] = [];
      for (const item of items) {
        if (!validQuantity(item.quantity)) return invalid('quantity', 'quantity');
        const checked = lineFieldsOf(item);
        if (!checked.ok) {
          const problem = LINE_FIELD_PROBLEMS[checked.problem];
          return invalid(problem.field, problem.detail);
        }
        fields.push(checked.customFields);
      }
      let last: CartResult = { ok: false, error: cartError('NOT_FOUND') };
      for (const [index, item] of items.entries()) {
        const productVariantId = await variantIdOf(s, item);
        const notFound = { ok: false as const, error: cartError('NOT_FOUND', { field: 'sku', detail: 'productNotFound' }) };
        if (!productVariantId) return s.done(notFound);
        const customFields = fields[index];
        try {
          const variables = { productVariantId, quantity: item.quantity, ...(customFields ? { customFields } : {}) };
          last = outcome(s, await mutate(s, ADD_ITEM_MUTATION, 'addItemToOrder', variables));
        } catch (error) {
          if (isUnknownIdError(error)) return s.done(notFound);
          throw error;
        }
        if (!last.ok) return s.done(last);
      }
      return s.done(last);
    },

    async updateCartItem(ctx, { uid, quantity }) {
      const s = session(ctx);
      if (!validQuantity(quantity)) return invalid('quantity', 'quantity');
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      return s.done(await lineChange(s, () => mutate(s, ADJUST_LINE_MUTATION, 'adjustOrderLine', { orderLineId: uid, quantity })));
    },

    async removeCartItem(ctx, { uid }) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      return s.done(await lineChange(s, () => mutate(s, REMOVE_LINE_MUTATION, 'removeOrderLine', { orderLineId: uid })));
    },
  };
}
