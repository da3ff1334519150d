/**
 * What the demo store adds to Magento's schema at run time from its attribute settings, on top of
 * a clean install's (`DEFAULT_INSTALL_ATTRIBUTES_SDL` of the reference loader): the size, colour
 * and player attributes are "Use in Layered Navigation: filterable", so `products` takes them as
 * filters. A shop with other filterable attributes adds its own lines here for its contract.
 */
export const STORE_ATTRIBUTES_SDL = `
input ProductAttributeFilterInput {
  size: FilterEqualTypeInput
  colour: FilterEqualTypeInput
  player: FilterEqualTypeInput
}
`;
