/**
 * @talat/sdk: typed client for the storefront API (`/api/commerce/{method}`, `/api/account/{method}`,
 * `/api/cms/{method}`), derived from one method table (api-methods.ts). Imports only types from
 * the schemas, so zod never reaches a client bundle through it.
 */
export {
  createSdk,
  type Sdk,
  type SdkOptions,
  type AreaClient,
  type CommerceClient,
  type CmsClient,
  type AccountClient,
  type PostCallOptions,
} from './create-sdk';
export {
  API_METHODS,
  OFFLINE_METHODS,
  apiMethodRow,
  methodsOf,
  type ApiArea,
  type ApiInput,
  type ApiMethodName,
  type ApiMethodRow,
  type AreaMethod,
  type MethodOwner,
  type MethodsWhere,
  type RateLimitBudget,
} from './api-methods';
export { ADDRESS_LIMITS, CART_LIMITS, REVIEW_LIMITS, REVIEW_RATING_NAMES, WISHLIST_LIMIT } from './limits';
export { ACCOUNT_METHODS, type AccountMethod } from './account-methods';
export type { AccountInput } from './account-contract';
export {
  COMMERCE_METHODS,
  COMMERCE_POST_ONLY_METHODS,
  commerceMethodRow,
  isPostOnlyCommerceMethod,
  type CartSessionUse,
  type CommerceMethodRow,
  type CommercePostOnlyMethod,
  type ExposedCommerceMethod,
} from './methods';
export { callApi, buildCallUrl, RETRY_STATUSES, type CallOptions, type HttpMethod } from './http-call';
export { SdkError } from './sdk-error';
export type { AccountResults, ApiResult, ApiSuccessBody, CmsResult, CmsResults, CommerceResult, CommerceResults } from './results';
export type { ApiErrorBody, CmsInput, CmsMethod, CommerceInput, CommerceMethod } from './contract';
export type { Blok, Story, StoryList } from './cms-types';
