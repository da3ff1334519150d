/**
 * A failed storefront API call. `status` is the HTTP status, or 0 when no answer arrived
 * (connection refused, DNS failure, CORS). `code` is the route's error code when it sent one;
 * `shopperMessage` its message in the shopper's language, fit to show as it is.
 */
export class SdkError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly code?: string,
    readonly cause?: unknown,
    readonly shopperMessage?: string,
  ) {
    super(message);
    this.name = 'SdkError';
  }
}
