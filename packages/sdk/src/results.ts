import type { CommerceConnector } from '@talat/commerce';
import type { API_METHODS, ApiMethodName, AreaMethod } from './api-methods';
import type { Story, StoryList } from './cms-types';

/**
 * What each storefront API method answers inside `{ data }`: the connector's result for the
 * method of the same name, without the cart session token (the route handler keeps the cart
 * session in an http-only cookie), or the one field of it its row names (`answer`). "Not found"
 * is `null` with status 200, not a 404; expected cart failures are `{ ok: false, error }`, 200.
 */
type Rows = typeof API_METHODS;
type CommerceMethod = AreaMethod<'commerce'>;
type AccountMethod = AreaMethod<'account'>;
type CmsMethod = AreaMethod<'cms'>;
type ConnectorMethod = Exclude<ApiMethodName, AreaMethod<'cms'>>;
type ConnectorAnswer<M extends ConnectorMethod> = CommerceConnector[M] extends (...args: never[]) => Promise<infer R> ? R : never;
type WithoutSession<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? 'sessionToken' extends keyof T
      ? Omit<T, 'sessionToken'>
      : T
    : T;
type Answered<M extends ConnectorMethod> = Rows[M]['answer'] extends infer F extends keyof ConnectorAnswer<M>
  ? ConnectorAnswer<M>[F]
  : WithoutSession<ConnectorAnswer<M>>;

/** getPage answers Storyblok's `{ story }` shape, or null when there is no such story. */
export interface CmsResults {
  getPage: { story: Story } | null;
  getEntries: StoryList;
}

export type ApiResult<M extends ApiMethodName> = M extends CmsMethod ? CmsResults[M] : M extends ConnectorMethod ? Answered<M> : never;

export type CommerceResults = { [M in CommerceMethod]: ApiResult<M> };
export type AccountResults = { [M in AccountMethod]: ApiResult<M> };

/** The 200 body of every storefront API route. */
export interface ApiSuccessBody<T> {
  data: T;
}

export type CommerceResult<M extends CommerceMethod> = CommerceResults[M];
export type CmsResult<M extends CmsMethod> = CmsResults[M];
