/**
 * Browser side of the storefront's request security (spec section 7): the CSRF token from
 * `GET /api/csrf` (fetched once per page, again when refused) and the signature headers from
 * `POST /api/sign-request` for the exact body of a signed call.
 */
let pending: Promise<string> | null = null;

/**
 * The CSRF token, or '' when it could not be fetched: then, as spec section 8 says, the failure
 * is logged ('Failed to fetch CSRF token') and the request goes without a token, which the server
 * refuses with a message in the shopper's language where one is required. The next call asks again.
 */
export function csrfToken(refresh = false): Promise<string> {
  if (!pending || refresh) {
    pending = fetch('/api/csrf', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const body = (await response.json()) as { csrfToken?: unknown };
        if (!response.ok || typeof body.csrfToken !== 'string') throw new Error(`GET /api/csrf ${response.status}`);
        return body.csrfToken;
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch CSRF token', error);
        pending = null;
        return '';
      });
  }
  return pending;
}

export async function signedHeaders(body: string, token: string): Promise<Record<string, string>> {
  const response = await fetch('/api/sign-request', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    body,
  });
  const signature = response.headers.get('x-hmac-signature');
  const timestamp = response.headers.get('x-hmac-timestamp');
  if (!response.ok || !signature || !timestamp) throw new Error(`POST /api/sign-request ${response.status}`);
  return { 'x-hmac-signature': signature, 'x-hmac-timestamp': timestamp };
}
