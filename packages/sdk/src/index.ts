/**
 * @talat/sdk: typed client for the storefront API (`/api/commerce/{method}`, `/api/cms/{method}`).
 * Imports only types from the contract, so zod never reaches a client bundle through it.
 */
export {
  createSdk,
  type Sdk,
  type SdkOptions,
  type CommerceClient,
  type CmsClient,
  type AccountClient,
  type PostCallOptions,
} from './create-sdk';
export { ACCOUNT_METHODS, type AccountMethod, type AccountResults } from './account-methods';
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
export type { ApiSuccessBody, CmsResult, CmsResults, CommerceResult, CommerceResults } from './results';
export type { ApiErrorBody, CmsInput, CmsMethod, CommerceInput, CommerceMethod } from './contract';
export type { Blok, Story, StoryList } from './cms-types';
