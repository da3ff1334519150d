export const loggerCtx = 'LoyaltyPlugin';
export const LOYALTY_PAYMENT_METHOD_CODE = 'talat-loyalty';
export const LOYALTY_HANDLER_CODE = 'talat-loyalty';
export const LOYALTY_CHECKER_CODE = 'talat-loyalty-applied';

/** Ledger entry kinds: points earned by a settled order, spent on an order, returned, taken back, or changed by staff. */
export type LoyaltyEntryKind = 'accrual' | 'spend' | 'return' | 'reversal' | 'adjustment';

/** Error codes of `LoyaltyError` (the storefront words them). */
export type LoyaltyErrorCode = 'NO_POINTS' | 'NOT_AVAILABLE' | 'ORDER_STATE';
