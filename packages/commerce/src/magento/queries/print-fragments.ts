/**
 * The customizable options a print is made of (map-personalisation.ts, docs/decisions/0065): a
 * product's text fields with their option SKU, and a cart item's entered values.
 */
export const FIELD_OPTIONS = `options {
  __typename uid title required
  ... on CustomizableFieldOption { value { uid sku max_characters price price_type } }
}`;

/** On a cart item's product: the options' uids and SKUs, to tell the print's name from its number. */
export const CART_ITEM_PRODUCT_OPTIONS = `... on CustomizableProductInterface {
  options { uid ... on CustomizableFieldOption { value { uid sku } } }
}`;

export const SELECTED_OPTIONS = `customizable_options { customizable_option_uid label values { value price { value type } } }`;
