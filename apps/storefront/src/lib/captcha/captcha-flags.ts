import type { CaptchaFlag, StoreConfig } from '@talat/commerce/types';

/**
 * The storefront API methods a store-config captcha flag protects (spec section 3's flags). The
 * sister site's `customer_create` and `customer_login` are its own forms (apps/sign-on).
 */
export const CAPTCHA_FLAG_OF_METHOD: Readonly<Record<string, CaptchaFlag>> = {
  subscribeNewsletter: 'newsletter',
  requestStockAlert: 'newsletter',
  createProductReview: 'product_review',
  applyCoupon: 'coupon_code',
  applyGiftCard: 'giftcard',
  placeOrder: 'place_order',
};

export function captchaFlagOf(methodName: string): CaptchaFlag | null {
  return Object.hasOwn(CAPTCHA_FLAG_OF_METHOD, methodName) ? CAPTCHA_FLAG_OF_METHOD[methodName]! : null;
}

/** Whether the store asks for a captcha on this form (false when the config is unknown: see captcha-guard.ts). */
export function captchaOn(config: Pick<StoreConfig, 'captcha'> | null | undefined, flag: CaptchaFlag): boolean {
  return config?.captcha?.[flag] === true;
}
