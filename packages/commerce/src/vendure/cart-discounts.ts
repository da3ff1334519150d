import type { CommerceConnector } from '../connector';
import { cartError } from './map-cart-errors';
import { mapCart } from './map-cart';
import { cleanCode, invalid } from './cart-input-rules';
import { isOrder, type CartKit } from './cart-session';
import {
  APPLY_COUPON_MUTATION,
  APPLY_GIFT_CARD_MUTATION,
  APPLY_LOYALTY_MUTATION,
  REMOVE_COUPON_MUTATION,
  REMOVE_GIFT_CARD_MUTATION,
  REMOVE_LOYALTY_MUTATION,
} from './queries/cart';
import type { RawErrorResult } from './raw-cart-types';

/** Coupons, gift cards and loyalty points on the cart. */
export function vendureCartDiscounts(
  kit: CartKit,
): Pick<CommerceConnector, 'applyCoupon' | 'removeCoupon' | 'applyGiftCard' | 'removeGiftCard' | 'applyLoyalty' | 'removeLoyalty'> {
  const { session, locale, outcome, mutate } = kit;
  return {
    async applyCoupon(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid('code', 'code');
      let result = await mutate(s, APPLY_COUPON_MUTATION, 'applyCouponCode', { couponCode: code });
      let applied = code;
      // Older engines match codes exactly: retry in upper case (the demo codes' spelling).
      if (!isOrder(result) && (result as RawErrorResult).errorCode === 'COUPON_CODE_INVALID_ERROR' && code.toUpperCase() !== code) {
        applied = code.toUpperCase();
        result = await mutate(s, APPLY_COUPON_MUTATION, 'applyCouponCode', { couponCode: applied });
      }
      // The engine matches codes in any case and keeps the promotion's own spelling.
      const same = (c: string | null) => c?.toUpperCase() === applied.toUpperCase();
      if (isOrder(result) && !result.promotions.some((p) => same(p.couponCode))) {
        // Valid and current, but its conditions do not match this cart: take it off again.
        const removed = (await s.run(REMOVE_COUPON_MUTATION, { couponCode: applied })).removeCouponCode;
        const error = cartError('COUPON_NOT_APPLICABLE', { field: 'code' });
        return s.done(removed ? { ok: false, error, cart: mapCart(removed, locale(s)) } : { ok: false, error });
      }
      return s.done(outcome(s, result));
    },

    async removeCoupon(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid('code', 'code');
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      const order = (await s.run(REMOVE_COUPON_MUTATION, { couponCode: code })).removeCouponCode;
      return s.done(order ? { ok: true, cart: mapCart(order, locale(s)) } : { ok: false, error: cartError('NOT_FOUND') });
    },

    async applyGiftCard(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid('code', 'code');
      return s.done(outcome(s, (await s.run(APPLY_GIFT_CARD_MUTATION, { code })).applyGiftCardToOrder));
    },

    async removeGiftCard(ctx, input) {
      const s = session(ctx);
      const code = cleanCode(input.code);
      if (!code) return invalid('code', 'code');
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      return s.done(outcome(s, (await s.run(REMOVE_GIFT_CARD_MUTATION, { code })).removeGiftCardFromOrder));
    },

    async applyLoyalty(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      return s.done(outcome(s, (await s.run(APPLY_LOYALTY_MUTATION, {})).applyLoyaltyPoints));
    },

    async removeLoyalty(ctx) {
      const s = session(ctx);
      if (!s.hasToken()) return { ok: false, error: cartError('NOT_FOUND') };
      return s.done(outcome(s, (await s.run(REMOVE_LOYALTY_MUTATION, {})).removeLoyaltyPoints));
    },
  };
}
