import type { CmsInput, CmsMethod, CommerceInput } from './contract';
import { callApi, type CallOptions } from './http-call';
import {
  COMMERCE_METHODS,
  isPostOnlyCommerceMethod,
  type CommerceMethodRow,
  type CommercePostOnlyMethod,
  type ExposedCommerceMethod,
} from './methods';
import type { CmsResults, CommerceResults } from './results';
import { ACCOUNT_METHODS, type AccountMethod, type AccountResults } from './account-methods';
import type { AccountInput } from './account-contract';
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

export type CommerceClient = {
  [M in ExposedCommerceMethod]: (
    ...args: Args<CommerceInput<M>, M extends CommercePostOnlyMethod ? PostCallOptions : CallOptions>
  ) => Promise<CommerceResults[M]>;
};
export type CmsClient = {
  [M in CmsMethod]: (...args: Args<CmsInput<M>>) => Promise<CmsResults[M]>;
};

type AccountPostMethod = { [M in AccountMethod]: (typeof ACCOUNT_METHODS)[M]['post'] extends true ? M : never }[AccountMethod];
export type AccountClient = {
  [M in AccountMethod]: (
    ...args: Args<AccountInput<M>, M extends AccountPostMethod ? PostCallOptions : CallOptions>
  ) => Promise<AccountResults[M]>;
};

export interface Sdk {
  commerce: CommerceClient;
  cms: CmsClient;
  /** My Account, wishlist and newsletter (`/api/account/{method}`). */
  account: AccountClient;
}

// The commerce client offers the exposed rows of COMMERCE_METHODS (methods.ts).
const EXPOSED_COMMERCE_METHODS = Object.fromEntries(Object.entries(COMMERCE_METHODS).filter(([, row]) => row.exposed)) as Record<
  ExposedCommerceMethod,
  CommerceMethodRow
>;
const CMS_METHODS: { [M in CmsMethod]: true } = { getPage: true, getEntries: true };

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

  function client<M extends string>(area: 'commerce' | 'cms' | 'account', methods: Record<M, unknown>) {
    const entries = (Object.keys(methods) as M[]).map((method) => {
      const postOnly =
        area === 'commerce' ? isPostOnlyCommerceMethod(method) : area === 'account' && ACCOUNT_METHODS[method as AccountMethod].post;
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
    return Object.fromEntries(entries);
  }

  return {
    commerce: client('commerce', EXPOSED_COMMERCE_METHODS) as CommerceClient,
    cms: client('cms', CMS_METHODS) as CmsClient,
    account: client('account', ACCOUNT_METHODS) as AccountClient,
  };
}
