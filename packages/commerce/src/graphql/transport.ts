import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import type { CommerceContext } from '../types';
import { isMutation, operationNameOf, type GraphqlDocument } from './document';

/** Spec section 9: the backend socket timeout, per request including reading the body. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec sections 7 and 9: a query goes by GET while its URL stays under this many characters. */
export const MAX_GET_URL = 2000;
/** Spec section 9: statuses a GET is retried on (once); other methods are never retried. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** What a call asks of the backend's hooks. */
export interface CallSettings {
  /** A read kept for every shopper (declares `reads`, carries no shopper's token). */
  cacheable: boolean;
  /** The bearer token of this call (a signed-in customer's, or Vendure's cart session). */
  customerToken?: string;
}

/** What differs between backends; the transport does the rest. */
export interface GraphqlBackend {
  /** Says in errors what could not be reached: `the commerce engine`, `Magento`. */
  name: string;
  /** The endpoint, named in errors. */
  endpoint: string;
  /** The endpoint for this shopper (Vendure adds the language and currency to it). */
  url(ctx: CommerceContext): string;
  /** The headers of a call (before-hooks: store view, currency, channel, keys, tokens). */
  headers(ctx: CommerceContext, call: CallSettings): Record<string, string>;
  /** Reads an answer into its data; the backend's errors become CommerceErrors (after-hooks). */
  read(text: string, status: number, operation: string): unknown;
}

export interface TransportOptions {
  /** Replaces global fetch, e.g. the storefront's, which keeps reads under the tags they declare. */
  fetch?: CommerceFetch;
  timeoutMs?: number;
}

export interface SendOptions {
  /** Entities a cacheable read comes from (cache-tags.ts `reads`); none for anything else. */
  reads?: readonly string[];
  /** The bearer token of this call; a read with one is the shopper's alone and is not kept. */
  customerToken?: string;
  /** Headers a POST adds for its exact body (Magento's createEmptyCart signature). */
  sign?: (body: string) => Record<string, string>;
  /**
   * A query that carries what must stay out of URLs and logs (a guest's email with an order
   * number) goes by POST, as a mutation: never in a URL, never retried (a retry is another attempt).
   */
  post?: boolean;
}

export interface TransportAnswer<TData> {
  data: TData;
  /** The answer's headers (Vendure issues a session token in one). */
  headers: Headers | null;
}

export type GraphqlSend = <TData, TVariables>(
  ctx: CommerceContext,
  document: GraphqlDocument<TData, TVariables>,
  variables: TVariables,
  options?: SendOptions,
) => Promise<TransportAnswer<TData>>;

/** Each document's `query` and `operationName` parameters, encoded once (documents are module constants). */
const encodedDocuments = new Map<string, string>();
const MAX_ENCODED_DOCUMENTS = 500;

function encodedDocument(document: string): string {
  let encoded = encodedDocuments.get(document);
  if (encoded === undefined) {
    const params = new URLSearchParams({ query: document.replace(/\s+/g, ' ').trim() });
    const name = operationNameOf(document);
    if (name) params.set('operationName', name);
    encoded = params.toString();
    if (encodedDocuments.size < MAX_ENCODED_DOCUMENTS) encodedDocuments.set(document, encoded);
  }
  return encoded;
}

/** A GET URL with the query in it (cacheable by the backend's page cache and CDNs), or null when it must POST. */
export function getUrlFor(endpoint: string, document: string, variables: unknown): string | null {
  if (isMutation(document)) return null;
  const separator = endpoint.includes('?') ? '&' : '?';
  const text = `${endpoint}${separator}${encodedDocument(document)}&${new URLSearchParams({ variables: JSON.stringify(variables ?? {}) })}`;
  return text.length < MAX_GET_URL ? text : null;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Sends a connector's documents with spec sections 7 and 9's rules, for any backend: a query by
 * GET while its URL stays under 2000 characters, else POST, and every mutation by POST; a GET
 * retried once on a dropped connection or a retried status, a POST never; a 30 s timeout
 * disarmed as soon as the answer is read; every failure a CommerceError (UNREACHABLE with
 * advice when the backend cannot be reached or does not answer in time).
 */
export function createGraphqlTransport(backend: GraphqlBackend, options: TransportOptions = {}): GraphqlSend {
  const doFetch: CommerceFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function unreachable(reason: string, cause?: unknown): CommerceError {
    return new CommerceError(
      'UNREACHABLE',
      `${reason}. Check that ${backend.name} is running and reachable at ${backend.endpoint}.`,
      cause,
    );
  }

  async function attempt(url: string, init: RequestInit & { reads?: readonly string[] }, operation: string) {
    // A timer cleared as soon as the answer is read: `AbortSignal.timeout` would stay armed for
    // the whole 30 s, and a timer keeps the request context it was created in (with the page
    // render that asked) in memory until it fires.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new DOMException('The operation timed out.', 'TimeoutError')), timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: abort.signal });
      return { status: response.status, text: await response.text(), headers: (response.headers as Headers | undefined) ?? null };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw unreachable(`${capitalised(backend.name)} did not answer ${operation} within ${timeoutMs} ms`, error);
      }
      throw Object.assign(
        unreachable(`Cannot connect to ${backend.name} (${error instanceof Error ? error.message : String(error)})`, error),
        {
          dropped: true,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return async function send<TData, TVariables>(
    ctx: CommerceContext,
    document: GraphqlDocument<TData, TVariables>,
    variables: TVariables,
    sendOptions: SendOptions = {},
  ): Promise<TransportAnswer<TData>> {
    const operation = operationNameOf(document) ?? 'a request';
    const { customerToken } = sendOptions;
    // A read with a shopper's token is theirs alone: it declares nothing, so nothing keeps it.
    const cacheable = !!sendOptions.reads && !customerToken;
    const headers = backend.headers(ctx, { cacheable, customerToken });
    const reads = cacheable ? { reads: sendOptions.reads } : {};
    const endpoint = backend.url(ctx);
    const getUrl = sendOptions.post ? null : getUrlFor(endpoint, document, variables);
    let answer: Awaited<ReturnType<typeof attempt>>;
    if (getUrl) {
      const init = { method: 'GET', headers, ...reads };
      try {
        answer = await attempt(getUrl, init, operation);
        if (RETRY_STATUSES.has(answer.status)) answer = await attempt(getUrl, init, operation);
      } catch (error) {
        // Once more after a dropped connection; a backend that did not answer in time is not asked twice.
        if (!(error as { dropped?: boolean }).dropped) throw error;
        answer = await attempt(getUrl, init, operation);
      }
    } else {
      const body = JSON.stringify({ operationName: operationNameOf(document), query: document, variables });
      const signed = sendOptions.sign?.(body) ?? {};
      answer = await attempt(
        endpoint,
        { method: 'POST', headers: { ...headers, ...signed, 'content-type': 'application/json' }, body, ...reads },
        operation,
      );
    }
    return { data: backend.read(answer.text, answer.status, operation) as TData, headers: answer.headers };
  };
}
