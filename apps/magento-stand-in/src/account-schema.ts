/**
 * The part of Magento's schema the stand-in answers for My Account (account.ts): the customer's
 * addresses and their mutations, `updateCustomerV2`, and the fields of a customer's orders the
 * connector reads (CustomerGraphQl, SalesGraphQl, with LoginAsCustomerGraphQl's field of
 * CustomerUpdateInput). Added to the rest by schema.ts; checked against Magento's like the rest.
 */
export const ACCOUNT_SDL = /* GraphQL */ `
extend type Customer {
  addresses: [CustomerAddress]
  default_billing: String
  default_shipping: String
}

extend type Mutation {
  createCustomerAddress(input: CustomerAddressInput!): CustomerAddress
  deleteCustomerAddress(id: Int!): Boolean
  updateCustomerAddress(id: Int!, input: CustomerAddressInput): CustomerAddress
  updateCustomerV2(input: CustomerUpdateInput!): CustomerOutput
}

type CustomerAddress {
  city: String
  company: String
  country_code: CountryCodeEnum
  default_billing: Boolean
  default_shipping: Boolean
  firstname: String
  id: Int
  lastname: String
  postcode: String
  region: CustomerAddressRegion
  region_id: Int
  street: [String]
  telephone: String
}

type CustomerAddressRegion {
  region: String
  region_code: String
  region_id: Int
}

input CustomerAddressInput {
  city: String
  company: String
  country_code: CountryCodeEnum
  country_id: CountryCodeEnum
  custom_attributes: [CustomerAddressAttributeInput]
  default_billing: Boolean
  default_shipping: Boolean
  fax: String
  firstname: String
  lastname: String
  middlename: String
  postcode: String
  prefix: String
  region: CustomerAddressRegionInput
  street: [String]
  suffix: String
  telephone: String
  vat_id: String
}

input CustomerAddressRegionInput {
  region: String
  region_code: String
  region_id: Int
}

input CustomerAddressAttributeInput {
  attribute_code: String!
  value: String!
}

input CustomerUpdateInput {
  allow_remote_shopping_assistance: Boolean
  date_of_birth: String
  dob: String
  firstname: String
  gender: Int
  is_subscribed: Boolean
  lastname: String
  middlename: String
  prefix: String
  suffix: String
  taxvat: String
}

enum CountryCodeEnum {
  AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB
  BY BE BZ BJ BM BT BO BA BW BV BR IO VG BN BG BF BI KH CM CA
  CV KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CY CZ DK
  DJ DM DO EC EG SV GQ ER EE ET FK FO FJ FI FR GF PF TF GA GM
  GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HM HN HK HU IS
  IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI KW KG LA LV LB
  LS LR LY LI LT LU MO MK MG MW MY MV ML MT MH MQ MR MU YT MX
  FM MD MC MN ME MS MA MZ MM NA NR NP NL AN NC NZ NI NE NG NU
  NF MP KP NO OM PK PW PS PA PG PY PE PH PN PL PT QA RE RO RU
  RW WS SM ST SA SN RS SC SL SG SK SI SB SO ZA GS KR ES LK BL
  SH KN LC MF PM VC SD SR SJ SZ SE CH SY TW TJ TZ TH TL TG TK
  TO TT TN TR TM TC TV UG UA AE GB US UY UM VI UZ VU VA VE VN
  WF EH YE ZM ZW
}

extend type CustomerOrder {
  billing_address: OrderAddress
  carrier: String
  id: ID!
  items: [OrderItemInterface]
  payment_methods: [OrderPaymentMethod]
  shipments: [OrderShipment]
  shipping_address: OrderAddress
  shipping_method: String
}

type OrderShipment {
  id: ID!
  number: String!
  tracking: [ShipmentTracking]
}

type ShipmentTracking {
  carrier: String!
  number: String
  title: String!
}

extend type OrderTotal {
  discounts: [Discount]
  shipping_handling: ShippingHandling
  subtotal: Money!
  taxes: [TaxItem]
  total_shipping: Money!
  total_tax: Money!
}

input CustomerOrderSortInput {
  sort_direction: SortEnum!
  sort_field: CustomerOrderSortableField!
}

enum ScopeTypeEnum {
  GLOBAL
  WEBSITE
  STORE
}

enum CustomerOrderSortableField {
  NUMBER
  CREATED_AT
}

interface OrderItemInterface {
  discounts: [Discount]
  id: ID!
  product_name: String
  product_sale_price: Money!
  product_sku: String!
  product_type: String
  product_url_key: String
  quantity_ordered: Float
  selected_options: [OrderItemOption]
}

type OrderItem implements OrderItemInterface {
  discounts: [Discount]
  id: ID!
  product_name: String
  product_sale_price: Money!
  product_sku: String!
  product_type: String
  product_url_key: String
  quantity_ordered: Float
  selected_options: [OrderItemOption]
}

type OrderItemOption {
  label: String!
  value: String!
}

type OrderAddress {
  city: String!
  company: String
  country_code: CountryCodeEnum
  firstname: String!
  lastname: String!
  postcode: String
  region: String
  street: [String!]!
  telephone: String
}

type OrderPaymentMethod {
  name: String!
  type: String!
}

type ShippingHandling {
  amount_excluding_tax: Money
  amount_including_tax: Money
  total_amount: Money!
}

type TaxItem {
  amount: Money!
  rate: Float!
  title: String!
}
`;
