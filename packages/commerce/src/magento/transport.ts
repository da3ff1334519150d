import { createHmac, createHash } from 'node:crypto';
import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import { createGraphqlTransport, type SendOptions as TransportSendOptions } from '../graphql/transport';
import type { CommerceContext } from '../types';
import type { MagentoDocument } from './operations';

export { DEFAULT_TIMEOUT_MS, getUrlFor, MAX_GET_URL, RETRY_STATUSES } from '../graphql/transport';

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

/**
 * Sends the connector's documents to Magento through the GraphQL transport (spec sections 7 and
 * 9: GET under 2000 characters, one retry of a GET, a 30 s timeout) with Magento's hooks: the
 * store view and currency headers, the customer's token, createEmptyCart's signature, and the
 * authorization check after the listed operations. `customerToken` is the customer's bearer
 * token (a guest's session is a cart id, sent as such).
 */
export function createMagentoTransport(options: MagentoTransportOptions) {
  const send = createGraphqlTransport(
    {
      name: 'Magento',
      endpoint: options.graphqlUrl,
      url: () => options.graphqlUrl,
      headers: (ctx, call) => headersFor(options, ctx, call.customerToken),
      read: (text, status, operation) => readAnswer(text, status, operation, options.graphqlUrl),
    },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
  return async function magentoSend<TData, TVariables>(
    ctx: CommerceContext,
    document: MagentoDocument<TData, TVariables>,
    variables: TVariables,
    sendOptions: SendOptions & { customerToken?: string; signed?: boolean } = {},
  ): Promise<TData> {
    const { signed, ...rest } = sendOptions;
    const sign = signed && options.hmacSecret ? (body: string) => signatureHeaders(options.hmacSecret!, body) : undefined;
    const transportOptions: TransportSendOptions = sign ? { ...rest, sign } : rest;
    return (await send(ctx, document, variables, transportOptions)).data;
  };
}

export type MagentoSend = ReturnType<typeof createMagentoTransport>;

/** Reads Magento's answer: authorization failures, other GraphQL errors, non-JSON and HTTP failures become CommerceErrors. */
export function readAnswer<TData>(text: string, status: number, operation: string, url = 'Magento'): TData {
  let body: { data?: unknown; errors?: GraphqlError[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch (error) {
    if (status >= 502 && status <= 504) {
      throw new CommerceError(
        'UNREACHABLE',
        `${operation}: Magento answered HTTP ${status}. Check that Magento is running and reachable at ${url}.`,
        error,
      );
    }
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
