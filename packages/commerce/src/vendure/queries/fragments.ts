/** Field selections shared by several queries. */

export const ASSET_FIELDS = `id preview`;

export const PRODUCT_CUSTOM_FIELDS = `customFields {
  kind preorder personalisable printPriceThb printPriceGbp bundleComponents virtual
}`;

export const COLLECTION_NODE_FIELDS = `id name slug position description parentId
featuredAsset { ${ASSET_FIELDS} }`;
