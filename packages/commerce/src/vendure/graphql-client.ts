import { CLIENT_ADDRESS_HEADER, SHOP_KEY_HEADER } from '@talat/service-kit/headers';
import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import { createGraphqlTransport } from '../graphql/transport';
import type { CommerceContext } from '../types';
import type { GraphqlDocument } from './queries/document';

export { DEFAULT_TIMEOUT_MS } from '../graphql/transport';

export interface GraphqlClientOptions {
  /** The Shop API endpoint, e.g. http://localhost:3000/shop-api */
  shopApiUrl: string;
  /** Sent as the `vendure-token` header to pick a channel. */
  channelToken?: string;
  /**
   * The engine's Shop API answers only the storefront: this key goes with every request as
   * `x-talat-shop-key` (SHOP_API_KEY, docs/decisions/0030).
   */
  shopApiKey?: string;
  /** Replaces global fetch, e.g. the storefront's, which keeps reads under the tags they declare. */
  fetch?: CommerceFetch;
  /** Per request, including reading the body. Default 30000 ms (the backend socket timeout). */
  timeoutMs?: number;
}

export type GraphqlRequest = <TData, TVariables>(
  ctx: CommerceContext,
  document: GraphqlDocument<TData, TVariables>,
  variables: TVariables,
  /** The entities a cacheable read comes from (`reads` of cache-tags.ts); none for anything else. */
  reads?: readonly string[],
) => Promise<TData>;

interface GraphqlBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown; retryAfterSeconds?: unknown } }[];
}

/** The engine's refusal of a call it limits (its attempt limits, docs/decisions/0030). */
const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

export function buildRequestUrl(shopApiUrl: string, ctx: CommerceContext): string {
  const url = new URL(shopApiUrl);
  url.searchParams.set('languageCode', ctx.locale);
  url.searchParams.set('currencyCode', ctx.currency);
  return url.toString();
}

/**
 * The headers of a Shop API request. The shopper's address goes only with requests that are not
 * kept (`cacheable` false): a kept read is the same for every shopper.
 */
export function buildHeaders(options: GraphqlClientOptions, ctx: CommerceContext, cacheable = false): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.shopApiKey) headers[SHOP_KEY_HEADER] = options.shopApiKey;
  if (options.channelToken) headers['vendure-token'] = options.channelToken;
  if (ctx.customerToken) headers.authorization = `Bearer ${ctx.customerToken}`;
  if (ctx.clientAddress && !cacheable) headers[CLIENT_ADDRESS_HEADER] = ctx.clientAddress;
  return headers;
}

/** The header Vendure (bearer token method) sends a new or changed session token in. */
export const SESSION_TOKEN_HEADER = 'vendure-auth-token';

/** A request that also returns the session token the engine issued, if it issued one. */
export type GraphqlSessionRequest = <TData, TVariables>(
  ctx: CommerceContext,
  document: GraphqlDocument<TData, TVariables>,
  variables: TVariables,
  reads?: readonly string[],
  /** `post`: a query with what must not be in a URL (transport SendOptions.post). */
  options?: { post?: boolean },
) => Promise<{ data: TData; sessionToken?: string }>;

/**
 * Sends GraphQL documents to the Shop API through the GraphQL transport (spec sections 7 and 9:
 * a query by GET under 2000 characters, else POST; one retry of a GET; a 30 s timeout) with the
 * engine's hooks: language and currency in the URL, the shop key, channel, token and address
 * headers, and the engine's errors. Reads the `vendure-auth-token` answer header: returned as
 * `sessionToken` when it differs from the token the context sent.
 */
export function createGraphqlSessionClient(options: GraphqlClientOptions): GraphqlSessionRequest {
  const send = createGraphqlTransport(
    {
      name: 'the commerce engine',
      endpoint: options.shopApiUrl,
      url: (ctx) => buildRequestUrl(options.shopApiUrl, ctx),
      headers: (ctx, call) => buildHeaders(options, ctx, call.cacheable),
      read: (text, status, operation) => readGraphqlBody(text, status, operation),
    },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
  return async function request<TData, TVariables>(
    ctx: CommerceContext,
    document: GraphqlDocument<TData, TVariables>,
    variables: TVariables,
    reads?: readonly string[],
    options: { post?: boolean } = {},
  ): Promise<{ data: TData; sessionToken?: string }> {
    const post = options.post ? { post: true } : {};
    const answer = await send(
      ctx,
      document,
      variables,
      reads ? { reads, customerToken: ctx.customerToken, ...post } : { customerToken: ctx.customerToken, ...post },
    );
    const token = answer.headers?.get?.(SESSION_TOKEN_HEADER) ?? null;
    return token && token !== ctx.customerToken ? { data: answer.data, sessionToken: token } : { data: answer.data };
  };
}

/** Sends GraphQL documents to the Shop API and turns every failure into a CommerceError. */
export function createGraphqlClient(options: GraphqlClientOptions): GraphqlRequest {
  const send = createGraphqlSessionClient(options);
  return async (ctx, document, variables, reads) => (await send(ctx, document, variables, reads)).data;
}

const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * Reads a GraphQL answer: `errors` -> BACKEND_ERROR, no JSON or no data -> BAD_RESPONSE, except a
 * gateway's 502-504 without JSON -> UNREACHABLE.
 */
export function readGraphqlBody(text: string, status: number, operationName?: string): unknown {
  const op = operationName ?? 'GraphQL request';
  let body: GraphqlBody;
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch (error) {
    // A proxy in front of an engine that is down or restarting answers 502-504 with its own page.
    const code = GATEWAY_DOWN.has(status) ? 'UNREACHABLE' : 'BAD_RESPONSE';
    throw new CommerceError(code, `${op}: the commerce engine answered HTTP ${status} without JSON`, error);
  }
  if (Array.isArray(body?.errors) && body.errors.length > 0) {
    const messages = body.errors.map((e) => String(e?.message ?? 'Unknown error')).join('; ');
    const limited = body.errors.find((e) => e?.extensions?.code === TOO_MANY_REQUESTS);
    if (limited) {
      const retry = Number(limited.extensions?.retryAfterSeconds);
      throw new CommerceError(
        'RATE_LIMITED',
        `${op}: ${messages}`,
        body.errors,
        Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : 60,
      );
    }
    throw new CommerceError('BACKEND_ERROR', `${op}: ${messages}`, body.errors);
  }
  if (status < 200 || status >= 300) {
    throw new CommerceError('BACKEND_ERROR', `${op}: the commerce engine answered HTTP ${status}`);
  }
  if (body?.data === null || typeof body?.data !== 'object') {
    throw new CommerceError('BAD_RESPONSE', `${op}: the commerce engine answered without data`);
  }
  return body.data;
}
