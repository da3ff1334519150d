import { buildSchema, type GraphQLSchema } from 'graphql';
import { WISHLISTS_SDL } from './schema-wishlists';
import { ACCOUNT_SDL } from './account-schema';

/**
 * The part of Magento Open Source 2.4's storefront GraphQL schema that the stand-in answers: the
 * types, fields and arguments the Magento connector's operations use
 * (packages/commerce/src/magento/operations.ts), with the demo store's product attributes and
 * the Login as Customer module's `generateCustomerTokenAsAdmin` (LoginAsCustomerGraphQl). The
 * API's shape only, written here so that the stand-in runs from a clone alone. Its contract test
 * (stand-in.test.ts) checks every type, field and argument against Magento's reference schema
 * and every connector operation against this one.
 */
export const STAND_IN_SDL = /* GraphQL */ `
type Query {
  cart(cart_id: String!): Cart
  categories(filters: CategoryFilterInput): CategoryResult
  currency: Currency
  customer: Customer
  customerCart: Cart!
  productReviewRatingsMetadata: ProductReviewRatingsMetadata!
  products(search: String, filter: ProductAttributeFilterInput, pageSize: Int = 20, currentPage: Int = 1, sort: ProductAttributeSortInput): Products
  route(url: String!): RoutableInterface
  storeConfig: StoreConfig
}

type Mutation {
  addProductsToCart(cartId: String!, cartItems: [CartItemInput!]!): AddProductsToCartOutput
  applyCouponToCart(input: ApplyCouponToCartInput): ApplyCouponToCartOutput
  createCustomerV2(input: CustomerCreateInput!): CustomerOutput
  createEmptyCart: String
  createProductReview(input: CreateProductReviewInput!): CreateProductReviewOutput!
  generateCustomerTokenAsAdmin(input: GenerateCustomerTokenAsAdminInput!): GenerateCustomerTokenAsAdminOutput
  mergeCarts(source_cart_id: String!, destination_cart_id: String): Cart!
  placeOrder(input: PlaceOrderInput): PlaceOrderOutput
  removeCouponFromCart(input: RemoveCouponFromCartInput): RemoveCouponFromCartOutput
  removeItemFromCart(input: RemoveItemFromCartInput): RemoveItemFromCartOutput
  revokeCustomerToken: RevokeCustomerTokenOutput
  setBillingAddressOnCart(input: SetBillingAddressOnCartInput): SetBillingAddressOnCartOutput
  setGuestEmailOnCart(input: SetGuestEmailOnCartInput): SetGuestEmailOnCartOutput
  setPaymentMethodOnCart(input: SetPaymentMethodOnCartInput): SetPaymentMethodOnCartOutput
  setShippingAddressesOnCart(input: SetShippingAddressesOnCartInput): SetShippingAddressesOnCartOutput
  setShippingMethodsOnCart(input: SetShippingMethodsOnCartInput): SetShippingMethodsOnCartOutput
  subscribeEmailToNewsletter(email: String!): SubscribeEmailToNewsletterOutput
  updateCartItems(input: UpdateCartItemsInput): UpdateCartItemsOutput
}

type AddProductsToCartOutput {
  cart: Cart!
  user_errors: [CartUserInputError!]!
}

type Aggregation {
  attribute_code: String!
  label: String
  options: [AggregationOption]
}

type AggregationOption implements AggregationOptionInterface {
  count: Int
  label: String
  value: String!
}

interface AggregationOptionInterface {
  count: Int
}

type AppliedCoupon {
  code: String!
}

input ApplyCouponToCartInput {
  cart_id: String!
  coupon_code: String!
}

type ApplyCouponToCartOutput {
  cart: Cart!
}

type AvailablePaymentMethod {
  code: String!
  title: String!
}

type AvailableShippingMethod {
  amount: Money!
  available: Boolean!
  carrier_code: String!
  carrier_title: String!
  error_message: String
  method_code: String
  method_title: String
  price_excl_tax: Money!
  price_incl_tax: Money!
}

input BillingAddressInput {
  customer_address_id: Int
  address: CartAddressInput
  use_for_shipping: Boolean
  same_as_shipping: Boolean
}

type BillingCartAddress implements CartAddressInterface {
  city: String!
  company: String
  country: CartAddressCountry!
  firstname: String!
  lastname: String!
  postcode: String
  region: CartAddressRegion
  street: [String!]!
  telephone: String
  uid: String!
}

type Breadcrumb {
  category_name: String
  category_uid: ID!
  category_url_path: String
}

type BundleCartItem implements CartItemInterface {
  customizable_options: [SelectedCustomizableOption]!
  bundle_options: [SelectedBundleOption!]!
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type BundleItem {
  options: [BundleItemOption]
  title: String
  uid: ID
}

type BundleItemOption {
  product: ProductInterface
  quantity: Float
  uid: ID!
}

type BundleProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  items: [BundleItem]
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  options: [CustomizableOptionInterface]
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
  weight: Float
}

type Cart {
  applied_coupons: [AppliedCoupon]
  available_payment_methods: [AvailablePaymentMethod]
  billing_address: BillingCartAddress
  email: String
  id: ID!
  is_virtual: Boolean!
  items: [CartItemInterface]
  prices: CartPrices
  selected_payment_method: SelectedPaymentMethod
  shipping_addresses: [ShippingCartAddress]!
  total_quantity: Float!
}

type CartAddressCountry {
  code: String!
  label: String!
}

input CartAddressInput {
  firstname: String!
  lastname: String!
  company: String
  street: [String!]!
  city: String!
  region: String
  region_id: Int
  postcode: String
  country_code: String!
  telephone: String
  vat_id: String
  save_in_address_book: Boolean
}

interface CartAddressInterface {
  uid: String!
}

type CartAddressRegion {
  code: String
  label: String
}

input CartItemInput {
  sku: String!
  quantity: Float!
  parent_sku: String
  selected_options: [ID!]
  entered_options: [EnteredOptionInput!]
}

interface CartItemInterface {
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type CartItemPrices {
  price_including_tax: Money!
  row_total: Money!
  row_total_including_tax: Money!
  total_item_discount: Money
}

type CartItemSelectedOptionValuePrice {
  type: PriceTypeEnum!
  units: String!
  value: Float!
}

input CartItemUpdateInput {
  gift_message: GiftMessageInput
  cart_item_id: Int
  cart_item_uid: ID
  quantity: Float
  customizable_options: [CustomizableOptionInput!]
}

type CartPrices {
  applied_taxes: [CartTaxItem]
  discounts: [Discount]
  grand_total: Money
  subtotal_excluding_tax: Money
  subtotal_including_tax: Money
}

type CartTaxItem {
  amount: Money!
  label: String!
}

type CartUserInputError {
  code: CartUserInputErrorType!
  message: String!
}

enum CartUserInputErrorType {
  PRODUCT_NOT_FOUND
  NOT_SALABLE
  INSUFFICIENT_STOCK
  UNDEFINED
}

input CategoryFilterInput {
  ids: FilterEqualTypeInput
  category_uid: FilterEqualTypeInput
  parent_id: FilterEqualTypeInput
  parent_category_uid: FilterEqualTypeInput
  url_key: FilterEqualTypeInput
  name: FilterMatchTypeInput
  url_path: FilterEqualTypeInput
}

interface CategoryInterface {
  name: String
  position: Int
  uid: ID!
  url_key: String
  url_path: String
}

type CategoryResult {
  items: [CategoryTree]
}

type CategoryTree implements CategoryInterface & RoutableInterface {
  breadcrumbs: [Breadcrumb]
  children: [CategoryTree]
  description: String
  name: String
  position: Int
  redirect_code: Int!
  relative_url: String
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
  url_path: String
}

type CmsPage implements RoutableInterface {
  identifier: String
  redirect_code: Int!
  relative_url: String
  type: UrlRewriteEntityTypeEnum
}

type ComplexTextValue {
  html: String!
}

type ConfigurableAttributeOption {
  code: String
  uid: ID!
}

type ConfigurableCartItem implements CartItemInterface {
  customizable_options: [SelectedCustomizableOption]!
  configurable_options: [SelectedConfigurableOption!]!
  configured_variant: ProductInterface!
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type ConfigurableProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
  categories: [CategoryInterface]
  configurable_options: [ConfigurableProductOptions]
  description: ComplexTextValue
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  options: [CustomizableOptionInterface]
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
  variants: [ConfigurableVariant]
  weight: Float
}

type ConfigurableProductOptions {
  attribute_code: String
  label: String
  uid: ID!
  values: [ConfigurableProductOptionsValues]
}

type ConfigurableProductOptionsValues {
  label: String
  uid: ID
}

type ConfigurableVariant {
  attributes: [ConfigurableAttributeOption]
  product: SimpleProduct
}

input CreateProductReviewInput {
  sku: String!
  nickname: String!
  summary: String!
  text: String!
  ratings: [ProductReviewRatingInput!]!
}

type CreateProductReviewOutput {
  review: ProductReview!
}

type Currency {
  available_currency_codes: [String]
  base_currency_code: String
  default_display_currency_code: String
  exchange_rates: [ExchangeRate]
}

enum CurrencyEnum {
  AFN
  ALL
  AZN
  DZD
  AOA
  ARS
  AMD
  AWG
  AUD
  BSD
  BHD
  BDT
  BBD
  BYN
  BZD
  BMD
  BTN
  BOB
  BAM
  BWP
  BRL
  GBP
  BND
  BGN
  BUK
  BIF
  KHR
  CAD
  CVE
  CZK
  KYD
  GQE
  CLP
  CNY
  COP
  KMF
  CDF
  CRC
  HRK
  CUP
  DKK
  DJF
  DOP
  XCD
  EGP
  SVC
  ERN
  EEK
  ETB
  EUR
  FKP
  FJD
  GMD
  GEK
  GEL
  GHS
  GIP
  GTQ
  GNF
  GYD
  HTG
  HNL
  HKD
  HUF
  ISK
  INR
  IDR
  IRR
  IQD
  ILS
  JMD
  JPY
  JOD
  KZT
  KES
  KWD
  KGS
  LAK
  LVL
  LBP
  LSL
  LRD
  LYD
  LTL
  MOP
  MKD
  MGA
  MWK
  MYR
  MVR
  LSM
  MRO
  MUR
  MXN
  MDL
  MNT
  MAD
  MZN
  MMK
  NAD
  NPR
  ANG
  YTL
  NZD
  NIC
  NGN
  KPW
  NOK
  OMR
  PKR
  PAB
  PGK
  PYG
  PEN
  PHP
  PLN
  QAR
  RHD
  RON
  RUB
  RWF
  SHP
  STD
  SAR
  RSD
  SCR
  SLL
  SGD
  SKK
  SBD
  SOS
  ZAR
  KRW
  LKR
  SDG
  SRD
  SZL
  SEK
  CHF
  SYP
  TWD
  TJS
  TZS
  THB
  TOP
  TTD
  TND
  TMM
  USD
  UGX
  UAH
  AED
  UYU
  UZS
  VUV
  VEB
  VEF
  VND
  CHE
  CHW
  XOF
  WST
  YER
  ZMK
  ZWD
  TRY
  AZM
  ROL
  TRL
  XPF
}

type Customer {
  allow_remote_shopping_assistance: Boolean!
  email: String
  firstname: String
  is_subscribed: Boolean
  lastname: String
  orders(filter: CustomerOrdersFilterInput, currentPage: Int = 1, pageSize: Int = 20, sort: CustomerOrderSortInput, scope: ScopeTypeEnum): CustomerOrders
}

input CustomerCreateInput {
  allow_remote_shopping_assistance: Boolean
  date_of_birth: String
  dob: String
  email: String!
  firstname: String!
  gender: Int
  is_subscribed: Boolean
  lastname: String!
  middlename: String
  password: String
  prefix: String
  suffix: String
  taxvat: String
}

type CustomerOutput {
  customer: Customer!
}

type CustomerOrder {
  number: String!
  order_date: String!
  status: String!
  total: OrderTotal
}

type CustomerOrders {
  items: [CustomerOrder]!
  page_info: SearchResultPageInfo
  total_count: Int
}

input CustomerOrdersFilterInput {
  number: FilterStringTypeInput
}

type CustomizableAreaOption implements CustomizableOptionInterface {
  product_sku: String
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type CustomizableCheckboxOption implements CustomizableOptionInterface {
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type CustomizableDateOption implements CustomizableOptionInterface {
  product_sku: String
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type CustomizableDropDownOption implements CustomizableOptionInterface {
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type CustomizableFieldOption implements CustomizableOptionInterface {
  product_sku: String
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
  value: CustomizableFieldValue
}

type CustomizableFileOption implements CustomizableOptionInterface {
  product_sku: String
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type CustomizableMultipleOption implements CustomizableOptionInterface {
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

input CustomizableOptionInput {
  id: Int
  value_string: String!
}

type CustomizableFieldValue {
  max_characters: Int
  price: Float
  price_type: PriceTypeEnum
  sku: String
  uid: ID!
}

interface CustomizableOptionInterface {
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

interface CustomizableProductInterface {
  options: [CustomizableOptionInterface]
}

type CustomizableRadioOption implements CustomizableOptionInterface {
  required: Boolean
  sort_order: Int
  title: String
  uid: ID!
}

type Discount {
  amount: Money!
  label: String!
}

type DownloadableCartItem implements CartItemInterface {
  id: String!
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type DownloadableProduct implements ProductInterface & RoutableInterface & CustomizableProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  links_purchased_separately: Int
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  options: [CustomizableOptionInterface]
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
}

input EnteredOptionInput {
  uid: ID!
  value: String!
}

type ExchangeRate {
  currency_to: String
  rate: Float
}

input FilterEqualTypeInput {
  in: [String]
  eq: String
}

input FilterMatchTypeInput {
  match: String
}

input FilterRangeTypeInput {
  from: String
  to: String
}

input FilterStringTypeInput {
  in: [String]
  eq: String
  match: String
}

input GenerateCustomerTokenAsAdminInput {
  customer_email: String!
}

type GenerateCustomerTokenAsAdminOutput {
  customer_token: String!
}

input GiftMessageInput {
  to: String!
  from: String!
  message: String!
}

type GroupedProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
  weight: Float
}

interface MediaGalleryInterface {
  disabled: Boolean
  label: String
  position: Int
  url: String
}

type Money {
  currency: CurrencyEnum
  value: Float
}

type Order {
  order_number: String!
}

type OrderTotal {
  grand_total: Money!
}

input PaymentMethodInput {
  code: String!
  purchase_order_number: String
}

interface PhysicalProductInterface {
  weight: Float
}

input PlaceOrderInput {
  cart_id: String!
}

type PlaceOrderOutput {
  order: Order!
}

type PriceRange {
  maximum_price: ProductPrice
  minimum_price: ProductPrice!
}

input ProductAttributeFilterInput {
  category_id: FilterEqualTypeInput
  category_uid: FilterEqualTypeInput
  url_key: FilterEqualTypeInput
  sku: FilterEqualTypeInput
  name: FilterMatchTypeInput
  description: FilterMatchTypeInput
  short_description: FilterMatchTypeInput
  price: FilterRangeTypeInput
  size: FilterEqualTypeInput
  colour: FilterEqualTypeInput
  player: FilterEqualTypeInput
}

input ProductAttributeSortInput {
  relevance: SortEnum
  position: SortEnum
  name: SortEnum
  price: SortEnum
}

type ProductImage implements MediaGalleryInterface {
  disabled: Boolean
  label: String
  position: Int
  url: String
}

interface ProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  price_range: PriceRange!
  rating_summary: Float!
  related_products: [ProductInterface]
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  uid: ID!
  url_key: String
}

type ProductPrice {
  final_price: Money!
  regular_price: Money!
}

type ProductReview {
  average_rating: Float!
  created_at: String!
  nickname: String!
  ratings_breakdown: [ProductReviewRating!]!
  summary: String!
  text: String!
}

type ProductReviewRating {
  name: String!
  value: String!
}

input ProductReviewRatingInput {
  id: String!
  value_id: String!
}

type ProductReviewRatingMetadata {
  id: String!
  name: String!
  values: [ProductReviewRatingValueMetadata!]!
}

type ProductReviewRatingsMetadata {
  items: [ProductReviewRatingMetadata!]!
}

type ProductReviewRatingValueMetadata {
  value: String!
  value_id: String!
}

type ProductReviews {
  items: [ProductReview]!
  page_info: SearchResultPageInfo!
}

type Products {
  aggregations: [Aggregation]
  items: [ProductInterface]
  page_info: SearchResultPageInfo
  total_count: Int
}

enum PriceTypeEnum {
  FIXED
  PERCENT
  DYNAMIC
}

enum ProductStockStatus {
  IN_STOCK
  OUT_OF_STOCK
}

type ProductVideo implements MediaGalleryInterface {
  disabled: Boolean
  label: String
  position: Int
  url: String
}

input RemoveCouponFromCartInput {
  cart_id: String!
}

type RemoveCouponFromCartOutput {
  cart: Cart
}

input RemoveItemFromCartInput {
  cart_id: String!
  cart_item_id: Int
  cart_item_uid: ID
}

type RemoveItemFromCartOutput {
  cart: Cart!
}

type RevokeCustomerTokenOutput {
  result: Boolean!
}

interface RoutableInterface {
  redirect_code: Int!
  relative_url: String
  type: UrlRewriteEntityTypeEnum
}

type SearchResultPageInfo {
  current_page: Int
  page_size: Int
  total_pages: Int
}

type SelectedBundleOption {
  label: String!
  type: String!
  uid: ID!
  values: [SelectedBundleOptionValue!]!
}

type SelectedBundleOptionValue {
  label: String!
  quantity: Float!
  uid: ID!
}

type SelectedCustomizableOption {
  customizable_option_uid: ID!
  id: Int!
  is_required: Boolean!
  label: String!
  sort_order: Int!
  type: String!
  values: [SelectedCustomizableOptionValue!]!
}

type SelectedCustomizableOptionValue {
  customizable_option_value_uid: ID!
  id: Int!
  label: String!
  price: CartItemSelectedOptionValuePrice!
  value: String!
}

type SelectedConfigurableOption {
  configurable_product_option_uid: ID!
  configurable_product_option_value_uid: ID!
  option_label: String!
  value_label: String!
}

type SelectedPaymentMethod {
  code: String!
  title: String!
}

type SelectedShippingMethod {
  amount: Money!
  carrier_code: String!
  carrier_title: String!
  method_code: String!
  method_title: String!
}

input SetBillingAddressOnCartInput {
  cart_id: String!
  billing_address: BillingAddressInput!
}

type SetBillingAddressOnCartOutput {
  cart: Cart!
}

input SetGuestEmailOnCartInput {
  cart_id: String!
  email: String!
}

type SetGuestEmailOnCartOutput {
  cart: Cart!
}

input SetPaymentMethodOnCartInput {
  cart_id: String!
  payment_method: PaymentMethodInput!
}

type SetPaymentMethodOnCartOutput {
  cart: Cart!
}

input SetShippingAddressesOnCartInput {
  cart_id: String!
  shipping_addresses: [ShippingAddressInput!]!
}

type SetShippingAddressesOnCartOutput {
  cart: Cart!
}

input SetShippingMethodsOnCartInput {
  cart_id: String!
  shipping_methods: [ShippingMethodInput!]!
}

type SetShippingMethodsOnCartOutput {
  cart: Cart!
}

input ShippingAddressInput {
  customer_address_id: Int
  address: CartAddressInput
  customer_notes: String
}

type ShippingCartAddress implements CartAddressInterface {
  available_shipping_methods: [AvailableShippingMethod]
  city: String!
  company: String
  country: CartAddressCountry!
  firstname: String!
  lastname: String!
  postcode: String
  region: CartAddressRegion
  selected_shipping_method: SelectedShippingMethod
  street: [String!]!
  telephone: String
  uid: String!
}

input ShippingMethodInput {
  carrier_code: String!
  method_code: String!
}

type SimpleCartItem implements CartItemInterface {
  customizable_options: [SelectedCustomizableOption]!
  id: String!
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type SimpleProduct implements ProductInterface & RoutableInterface & PhysicalProductInterface & CustomizableProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  options: [CustomizableOptionInterface]
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
  weight: Float
}

enum SortEnum {
  ASC
  DESC
}

type StoreConfig {
  allow_guests_to_write_product_reviews: String
  base_currency_code: String
  base_link_url: String
  base_media_url: String
  catalog_default_sort_by: String
  default_display_currency_code: String
  grid_per_page: Int
  locale: String
  magento_wishlist_general_is_enabled: String
  minimum_password_length: String
  product_reviews_enabled: String
  required_character_classes_number: String
  secure_base_link_url: String
  secure_base_media_url: String
  store_code: ID
  store_name: String
}

type SubscribeEmailToNewsletterOutput {
  status: SubscriptionStatusesEnum
}

enum SubscriptionStatusesEnum {
  NOT_ACTIVE
  SUBSCRIBED
  UNSUBSCRIBED
  UNCONFIRMED
}

input UpdateCartItemsInput {
  cart_id: String!
  cart_items: [CartItemUpdateInput!]!
}

type UpdateCartItemsOutput {
  cart: Cart!
}

enum UrlRewriteEntityTypeEnum {
  CMS_PAGE
  PRODUCT
  CATEGORY
}

type VirtualCartItem implements CartItemInterface {
  customizable_options: [SelectedCustomizableOption]!
  id: String!
  prices: CartItemPrices
  product: ProductInterface!
  quantity: Float!
  uid: ID!
}

type VirtualProduct implements ProductInterface & RoutableInterface & CustomizableProductInterface {
  categories: [CategoryInterface]
  description: ComplexTextValue
  media_gallery: [MediaGalleryInterface]
  meta_description: String
  meta_title: String
  name: String
  only_x_left_in_stock: Float
  options: [CustomizableOptionInterface]
  price_range: PriceRange!
  rating_summary: Float!
  redirect_code: Int!
  related_products: [ProductInterface]
  relative_url: String
  review_count: Int!
  reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  sku: String
  stock_status: ProductStockStatus
  thumbnail: ProductImage
  type: UrlRewriteEntityTypeEnum
  uid: ID!
  url_key: String
}

`;

let schema: GraphQLSchema | undefined;

/** The stand-in's schema, built once. */
export function standInSchema(): GraphQLSchema {
  schema ??= buildSchema(STAND_IN_SDL + ACCOUNT_SDL + WISHLISTS_SDL);
  return schema;
}
