/**
 * The operation names the storefront's Vendure connector sends (packages/commerce/src/vendure/
 * queries; storefront-operations.test.ts keeps this list equal to them). The metrics label an
 * operation by its name only when it is one of these, else `other`: a caller cannot grow the
 * number of series by naming its operations.
 */
export const STOREFRONT_OPERATIONS: ReadonlySet<string> = new Set([
  'ActiveCustomer', 'ActiveOrder', 'AddItemToOrder', 'AddPaymentToOrder', 'AddToWishlist', 'AdjustOrderLine',
  'ApplyCouponCode', 'ApplyGiftCardToOrder', 'ApplyLoyaltyPoints', 'AuthenticateSso', 'CatalogueSearch',
  'Collection', 'Collections', 'CompleteTestCardChallenge', 'ConfirmNewsletter', 'CreateCart',
  'CreateCustomerAddress', 'Currencies', 'CustomerLoyalty', 'CustomerNewsletter', 'CustomerOrders',
  'CustomerReviews', 'DeleteCustomerAddress', 'EligiblePaymentMethods', 'EligibleShippingMethods',
  'GuestWishlist', 'Logout', 'MergeWishlist', 'OrderByCode', 'Product', 'ProductCollections',
  'ProductReviews', 'ProductTiles', 'RemoveCouponCode', 'RemoveFromWishlist', 'RemoveGiftCardFromOrder',
  'RemoveLoyaltyPoints', 'RemoveOrderLine', 'ResolveRoute', 'SearchSuggestions', 'SetCurrencyCodeForOrder',
  'SetCustomerForOrder', 'SetOrderBillingAddress', 'SetOrderShippingAddress', 'SetOrderShippingMethod',
  'StoreConfig', 'SubmitProductReview', 'SubscribeNewsletter', 'TransitionOrderToState',
  'UnsubscribeCustomerNewsletter', 'UnsubscribeNewsletter', 'UpdateCustomer', 'UpdateCustomerAddress',
  'VariantBySku', 'Wishlist',
]);
