// The storefront API contract lives in the SDK package, beside the client that calls it.
export { cmsInputs, commerceInputs, type ApiErrorBody, type CmsMethod, type CommerceMethod } from '@talat/sdk/contract';
