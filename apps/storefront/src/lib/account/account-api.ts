import { SdkError, type AccountInput, type AccountMethod, type AccountResults } from '@talat/sdk';
import { browserSdk } from '../api/browser-sdk';
import { csrfToken } from '../security/request-security.client';

/**
 * The browser's My Account calls (`/api/account/{method}`): changes carry the CSRF token, fetched
 * again once when the server refused it (expired cookie, another tab). `headers`: a captcha solution.
 */
export async function accountCall<M extends AccountMethod>(
  method: M,
  input: AccountInput<M>,
  options: { headers?: Record<string, string> } = {},
): Promise<AccountResults[M]> {
  const call = browserSdk.account[method] as (
    i: AccountInput<M>,
    o: { csrfToken: string; method?: 'POST'; headers?: Record<string, string> },
  ) => Promise<AccountResults[M]>;
  let refreshed = false;
  for (;;) {
    try {
      return await call(input, { csrfToken: await csrfToken(refreshed), method: 'POST', headers: options.headers });
    } catch (error) {
      if (error instanceof SdkError && error.code === 'CSRF' && !refreshed) {
        refreshed = true;
        continue;
      }
      throw error;
    }
  }
}

/** The shopper's words for a failed call: the server's message when it sent one. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof SdkError && error.shopperMessage ? error.shopperMessage : fallback;
}
