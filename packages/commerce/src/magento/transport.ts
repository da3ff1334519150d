import { createHmac, createHash } from 'node:crypto';
import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import type { CommerceContext } from '../types';
import { isMutation, operationNameOf, type MagentoDocument } from './operations';

/** Spec section 9: the backend socket timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec sections 7 and 9: a query goes by GET while its URL stays under this many characters. */
export const MAX_GET_URL = 2000;
/** Spec section 9: statuses a GET is retried on (once); other methods are never retried. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * Spec section 7's after-hooks: these operations' answers are checked for an authorization
 * failure (a customer token Magento no longer accepts, a cart that is not this session's).
 */
export const AUTHORIZED_OPERATIONS = new Set([
  'AddProductsToCart',
  'UpdateCartItems',
  'Cart',
  'SetGuestEmailOnCart',
  'SetShippingAddressesOnCart',
  'SetBillingAddressOnCart',
  'SetPaymentMethodOnCart',
  'PlaceOrder',
  'Customer',
  'CustomerCart',
  'CustomerOrders',
]);

export interface MagentoTransportOptions {
  /** The GraphQL endpoint, e.g. https://shop.example/graphql */
  graphqlUrl: string;
  /** Store view code per shop language (the `Store` header): default `th` and `en`. */
  storeCodes?: Partial<Record<'th' | 'en', string>>;
  fetch?: CommerceFetch;
  timeoutMs?: number;
  /** Key of the `x-hmac-signature` sent with createEmptyCart (spec section 7); unset: not signed. */
  hmacSecret?: string;
  /**
   * The store's filterable attributes ("Use in Layered Navigation"): the listing URL parameters a
   * shopper may filter by. Default size, colour and player (the demo store).
   */
  filterAttributes?: readonly string[];
}

/** Magento refused the call's authorization (`graphql-authorization`): the session is not valid. */
export class MagentoAuthorizationError extends CommerceError {
  constructor(operation: string, message: string) {
    super('BACKEND_ERROR', `${operation}: ${message}`);
    this.name = 'MagentoAuthorizationError';
  }
}

interface GraphqlError {
  message?: unknown;
  extensions?: { category?: unknown };
}

/** A Magento GraphQL error a caller can tell apart (e.g. "Could not find a cart with ID"). */
export class MagentoGraphqlError extends CommerceError {
  constructor(
    operation: string,
    readonly messages: string[],
    readonly categories: string[],
  ) {
    super('BACKEND_ERROR', `${operation}: ${messages.join('; ')}`);
    this.name = 'MagentoGraphqlError';
  }
}

export interface SendOptions {
  /** Entities a cacheable read comes from (cache-tags.ts `reads`). */
  reads?: readonly string[];
}

export type MagentoRequest = <TData, TVariables>(
  ctx: CommerceContext,
  document: MagentoDocument<TData, TVariables>,
  variables: TVariables,
  options?: SendOptions,
) => Promise<TData>;

/** The headers of every call: the store view and display currency (section 7's before-hooks), the customer's token. */
export function headersFor(options: MagentoTransportOptions, ctx: CommerceContext, customerToken?: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    store: options.storeCodes?.[ctx.locale] ?? ctx.locale,
    'content-currency': ctx.currency,
  };
  if (customerToken) headers.authorization = `Bearer ${customerToken}`;
  return headers;
}

/** createEmptyCart's signature headers: hex HMAC-SHA256 of `<timestamp>.<sha256(body)>`. */
export function signatureHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now));
  const digest = createHash('sha256').update(body).digest('hex');
  return { 'x-hmac-signature': createHmac('sha256', secret).update(`${timestamp}.${digest}`).digest('hex'), 'x-hmac-timestamp': timestamp };
}

/** GET with the query in the URL (cacheable by Magento's page cache and CDNs) when short enough. */
export function getUrlFor(graphqlUrl: string, document: string, variables: unknown): string | null {
  if (isMutation(document)) return null;
  const url = new URL(graphqlUrl);
  url.searchParams.set('query', document.replace(/\s+/g, ' ').trim());
  url.searchParams.set('operationName', operationNameOf(document));
  url.searchParams.set('variables', JSON.stringify(variables ?? {}));
  const text = url.toString();
  return text.length < MAX_GET_URL ? text : null;
}

function unreachable(url: string, reason: string, cause?: unknown): CommerceError {
  return new CommerceError('UNREACHABLE', `${reason}. Check that Magento is running and reachable at ${url}.`, cause);
}

/**
 * Sends the connector's documents to Magento with spec sections 7 and 9's rules: GET under 2000
 * characters, POST otherwise; one retry of a GET on a network failure or a retried status, none
 * of a POST; a 30 s timeout; the authorization check after the listed operations.
 * `customerToken` is the customer's bearer token (a guest's session is a cart id, sent as such).
 */
export function createMagentoTransport(options: MagentoTransportOptions) {
  const doFetch: CommerceFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt(url: string, init: RequestInit & { reads?: readonly string[] }, operation: string) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: abort.signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw unreachable(
        options.graphqlUrl,
        timedOut
          ? `Magento did not answer ${operation} within ${timeoutMs} ms`
          : `Cannot connect to Magento (${error instanceof Error ? error.message : String(error)})`,
        error,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return async function send<TData, TVariables>(
    ctx: CommerceContext,
    document: MagentoDocument<TData, TVariables>,
    variables: TVariables,
    sendOptions: SendOptions & { customerToken?: string; signed?: boolean } = {},
  ): Promise<TData> {
    const operation = operationNameOf(document);
    const headers = headersFor(options, ctx, sendOptions.customerToken);
    // A read with a customer's token is theirs alone: it declares nothing, so nothing keeps it.
    const reads = sendOptions.reads && !sendOptions.customerToken ? { reads: sendOptions.reads } : {};
    const getUrl = getUrlFor(options.graphqlUrl, document, variables);
    let result: { status: number; text: string };
    if (getUrl) {
      const init = { method: 'GET', headers, ...reads };
      try {
        result = await attempt(getUrl, init, operation);
        if (RETRY_STATUSES.has(result.status)) result = await attempt(getUrl, init, operation);
      } catch (error) {
        if (!(error instanceof CommerceError) || error.code !== 'UNREACHABLE' || /did not answer/.test(error.message)) throw error;
        result = await attempt(getUrl, init, operation);
      }
    } else {
      const body = JSON.stringify({ operationName: operation, query: document, variables });
      const signed = sendOptions.signed && options.hmacSecret ? signatureHeaders(options.hmacSecret, body) : {};
      result = await attempt(
        options.graphqlUrl,
        { method: 'POST', headers: { ...headers, ...signed, 'content-type': 'application/json' }, body },
        operation,
      );
    }
    return readAnswer<TData>(result.text, result.status, operation, options.graphqlUrl);
  };
}

export type MagentoSend = ReturnType<typeof createMagentoTransport>;

/** Reads Magento's answer: authorization failures, other GraphQL errors, non-JSON and HTTP failures become CommerceErrors. */
export function readAnswer<TData>(text: string, status: number, operation: string, url = 'Magento'): TData {
  let body: { data?: unknown; errors?: GraphqlError[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch (error) {
    if (status >= 502 && status <= 504) throw unreachable(url, `${operation}: Magento answered HTTP ${status}`, error);
    throw new CommerceError('BAD_RESPONSE', `${operation}: Magento answered HTTP ${status} without JSON`, error);
  }
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  if (errors.length > 0) {
    const messages = errors.map((e) => String(e?.message ?? 'Unknown error'));
    const categories = errors.map((e) => String(e?.extensions?.category ?? ''));
    if (AUTHORIZED_OPERATIONS.has(operation) && categories.includes('graphql-authorization')) {
      throw new MagentoAuthorizationError(operation, messages.join('; '));
    }
    throw new MagentoGraphqlError(operation, messages, categories);
  }
  if (status < 200 || status >= 300) throw new CommerceError('BACKEND_ERROR', `${operation}: Magento answered HTTP ${status}`);
  if (body?.data === null || typeof body?.data !== 'object')
    throw new CommerceError('BAD_RESPONSE', `${operation}: Magento answered without data`);
  return body.data as TData;
}
