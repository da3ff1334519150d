/**
 * Magento's answers and inputs of My Account (queries/account.ts), as its schema shapes them:
 * CustomerGraphQl's addresses and update input, SalesGraphQl's customer orders.
 */
import type { RawMoney } from './raw-types';

export interface RawCustomerAddressRegion {
  region: string | null;
  region_code: string | null;
  region_id: number | null;
}

export interface RawCustomerAddress {
  id: number | null;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  street: Array<string | null> | null;
  city: string | null;
  region: RawCustomerAddressRegion | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  default_shipping: boolean | null;
  default_billing: boolean | null;
}

/** CustomerAddressInput as the connector fills it; the region by name (Thai provinces are not Magento regions). */
export interface RawCustomerAddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region?: { region: string };
  postcode: string;
  country_code: string;
  telephone: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface RawCustomerUpdateInput {
  firstname?: string;
  lastname?: string;
  is_subscribed?: boolean;
}

export interface RawCustomerOrderList {
  total_count: number | null;
  page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
  items: Array<{
    number: string;
    order_date: string;
    status: string;
    total: { grand_total: RawMoney } | null;
    items: Array<{ quantity_ordered: number | null } | null> | null;
    /** Read for the status: an order with a shipment has left (map-account.ts trackedStatusOf). */
    shipments?: Array<{ id: string } | null> | null;
  } | null>;
}

export interface RawOrderAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
}

export interface RawOrderItem {
  __typename?: string;
  id: string;
  product_name: string | null;
  product_sku: string;
  product_url_key: string | null;
  product_type: string | null;
  quantity_ordered: number | null;
  product_sale_price: RawMoney;
  selected_options: Array<{ label: string; value: string } | null> | null;
  discounts: Array<{ label: string; amount: RawMoney } | null> | null;
}

export interface RawCustomerOrder {
  number: string;
  order_date: string;
  status: string;
  shipping_method: string | null;
  /** Read for the status (map-account.ts trackedStatusOf). */
  shipments?: Array<{ id: string } | null> | null;
  items: Array<RawOrderItem | null> | null;
  total: {
    subtotal: RawMoney;
    grand_total: RawMoney;
    total_tax: RawMoney;
    total_shipping: RawMoney;
    shipping_handling: { amount_including_tax: RawMoney | null } | null;
    taxes: Array<{ title: string; rate: number; amount: RawMoney } | null> | null;
    discounts: Array<{ label: string; amount: RawMoney } | null> | null;
  } | null;
  shipping_address: RawOrderAddress | null;
  billing_address: RawOrderAddress | null;
  payment_methods: Array<{ name: string; type: string } | null> | null;
}
