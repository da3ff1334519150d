import { API_METHODS, methodsOf, type ApiArea, type ApiInput, type AreaMethod, type MethodsWhere } from './api-methods';
import { callApi, type CallOptions } from './http-call';
import type { ApiResult } from './results';
import { SdkError } from './sdk-error';

export interface SdkOptions {
  /** Base URL in the browser; '' (default) means the same origin. */
  baseUrl?: string;
  /** Base URL on the server (no `window`), e.g. http://127.0.0.1:3001. Falls back to baseUrl. */
  serverBaseUrl?: string;
  fetch?: typeof fetch;
  /** Sent with every call. */
  headers?: Record<string, string>;
  /**
   * Whether the shopper is signed in, asked at each call (spec section 6): authenticated calls
   * carry `x-user-context: customer` and a cache-bust (`x-cache-bust`, and `cdnCacheBustingId`
   * on GET), so no shared cache answers them with another shopper's copy.
   */
  authenticated?: () => boolean;
}

export const USER_CONTEXT_HEADER = 'x-user-context';
export const CACHE_BUST_HEADER = 'x-cache-bust';

/** Call options of a method that changes data: always POST. */
export type PostCallOptions = Omit<CallOptions, 'method' | 'cdnCacheBustingId'> & { method?: 'POST' };

/** Methods whose input fields are all optional can be called without an input. */
type Args<I, O = CallOptions> = Partial<I> extends I ? [input?: I, options?: O] : [input: I, options?: O];

/** One area's client: a function per exposed row of the method table (api-methods.ts). */
export type AreaClient<A extends ApiArea> = {
  [M in Extract<AreaMethod<A>, MethodsWhere<'exposed', true>>]: (
    ...args: Args<ApiInput<M>, M extends MethodsWhere<'post', true> ? PostCallOptions : CallOptions>
  ) => Promise<ApiResult<M>>;
};
export type CommerceClient = AreaClient<'commerce'>;
export type CmsClient = AreaClient<'cms'>;
export type AccountClient = AreaClient<'account'>;

export interface Sdk {
  commerce: CommerceClient;
  cms: CmsClient;
  /** My Account, wishlist and newsletter (`/api/account/{method}`). */
  account: AccountClient;
}

function isServer(): boolean {
  return typeof (globalThis as { window?: unknown }).window === 'undefined';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function createSdk(options: SdkOptions = {}): Sdk {
  const headers = options.headers ?? {};
  const authenticated = options.authenticated ?? (() => false);
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function baseUrl(): string {
    if (!isServer()) return trimSlash(options.baseUrl ?? '');
    const base = trimSlash(options.serverBaseUrl || options.baseUrl || '');
    if (!base) {
      throw new SdkError('The SDK needs serverBaseUrl (or an absolute baseUrl) to call the storefront API from the server', 0, '');
    }
    return base;
  }

  function client<A extends ApiArea>(area: A): AreaClient<A> {
    const entries = methodsOf(area)
      .filter((method) => API_METHODS[method].exposed)
      .map((method) => {
        const postOnly = API_METHODS[method].post;
        return [
          method,
          async (input?: unknown, callOptions?: CallOptions) => {
            let options = postOnly ? { ...callOptions, method: 'POST' as const, cdnCacheBustingId: undefined } : callOptions;
            let callHeaders = headers;
            if (authenticated()) {
              const bust = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
              callHeaders = { ...headers, [USER_CONTEXT_HEADER]: 'customer', [CACHE_BUST_HEADER]: bust };
              if ((options?.method ?? 'POST') === 'GET') options = { ...options, cdnCacheBustingId: options?.cdnCacheBustingId ?? bust };
            }
            return callApi({ fetch: fetchFn, headers: callHeaders }, `${baseUrl()}/api/${area}/${method}`, input ?? {}, options);
          },
        ];
      });
    return Object.fromEntries(entries) as AreaClient<A>;
  }

  return { commerce: client('commerce'), cms: client('cms'), account: client('account') };
}
