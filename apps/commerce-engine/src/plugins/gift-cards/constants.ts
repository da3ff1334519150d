export const loggerCtx = 'GiftCardsPlugin';

/** Code of the payment method (and of its handler) that pays from the applied gift cards. */
export const GIFT_CARD_PAYMENT_METHOD_CODE = 'talat-gift-card';
/** Code of the eligibility checker: the method is offered only when a card is applied. */
export const GIFT_CARD_CHECKER_CODE = 'talat-has-gift-card';

/** Prefix of every Talat gift card code; issued codes look like `TALAT-GC-7KQ4-M2XD`. */
export const GIFT_CARD_CODE_PREFIX = 'TALAT-GC-';

/** SKUs of the digital gift card variants (the product also has custom field kind 'giftcard'). */
export const GIFT_CARD_SKU_PREFIX = 'TFC-GIFTCARD-VALUE-';

/** The most cards one order can carry. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;

/** Currencies with a balance column on {@link GiftCard}. */
export const GIFT_CARD_CURRENCIES = ['THB', 'GBP'] as const;
export type GiftCardCurrency = (typeof GIFT_CARD_CURRENCIES)[number];
