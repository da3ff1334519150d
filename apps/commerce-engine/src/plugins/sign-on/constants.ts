export const loggerCtx = 'SignOnPlugin';

/** The strategy's name: the key of the Shop API `authenticate` input and of the users' external method. */
export const SSO_STRATEGY_NAME = 'sso';

/** The warning logged when the cart merge fails (spec section 8). */
export const MERGE_FAILED_MESSAGE = 'Failed to merge carts, falling back to customer cart';

/** `Customer.groupKey` of a customer in no group. */
export const DEFAULT_GROUP_KEY = 'general';

/** Clock skew allowed on the ID token's `exp` (and `nbf`, `iat`). */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5;

/** Only these signature algorithms are accepted (never `none`, never a shared secret). */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
