/**
 * The one shape of an expected failure returned as a value: `{ ok: true, value }` or
 * `{ ok: false, error }`. Every result inside the code has it (decision 0043).
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * The same shape where the storefront API answers it: the value travels under the name the API's
 * clients read (`cart`, `order`, `review`), and a failure may carry more (`cart` as it is now).
 * The names are the API's contract: a tab opened before a deploy goes on reading them from the
 * new server, and the SDK's users read them (decision 0043).
 */
export type NamedResult<K extends string, T, E, Failure = unknown> =
  Flat<{ ok: true } & { [P in K]: T }> | Flat<{ ok: false; error: E } & Failure>;

/** One object type instead of an intersection, as editors and type tests show it. */
type Flat<T> = { [P in keyof T]: T[P] };
