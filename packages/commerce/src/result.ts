/**
 * The one shape of an expected failure returned as a value: `{ ok: true, value }` or
 * `{ ok: false, error }`. New code returns this; the storefront API's older answers keep the
 * names their clients read (`cart`, `order`, `review`: decision 0043).
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
