/** Hand-written Shop API answers, shaped like Vendure 3.7's (ids are strings, money in minor units). */
import type {
  RawCollection,
  RawCollectionNode,
  RawProduct,
  RawProductTile,
  RawSearchResponse,
} from '../raw-types';

const ASSETS = 'http://localhost:3000/assets';
export const ROOT = { id: '1', name: '__root_collection__', slug: '__root_collection__' };

export const kitsNode: RawCollectionNode = {
  id: '2',
  name: 'Kits',
  slug: 'kits',
  position: 1,
  description: '<p>Match kits</p>',
  parentId: '1',
  featuredAsset: { id: '10', preview: `${ASSETS}/preview/a1/kits__preview.jpg` },
};

export const homeKitNode: RawCollectionNode = {
  id: '3',
  name: 'Home kit',
  slug: 'home-kit',
  position: 0,
  description: '',
  parentId: '2',
  featuredAsset: null,
};

export const awayKitNode: RawCollectionNode = { ...homeKitNode, id: '4', name: 'Away kit', slug: 'away-kit', position: 1 };

export const giftsNode: RawCollectionNode = {
  id: '5',
  name: 'Gifts',
  slug: 'gifts',
  position: 0,
  description: '',
  parentId: '1',
  featuredAsset: null,
};

export const kitsCollection: RawCollection = {
  ...kitsNode,
  breadcrumbs: [ROOT, { id: '2', name: 'Kits', slug: 'kits' }],
  children: [awayKitNode, homeKitNode],
};

export const homeKitCollection: RawCollection = {
  ...homeKitNode,
  breadcrumbs: [ROOT, { id: '2', name: 'Kits', slug: 'kits' }, { id: '3', name: 'Home kit', slug: 'home-kit' }],
  children: [],
};

export const homeShirt: RawProduct = {
  id: '7',
  name: 'Home shirt 2025',
  slug: 'home-shirt-2025',
  description: '<p>The <strong>home</strong> shirt&nbsp;for 2025.</p>',
  featuredAsset: { id: '20', preview: `${ASSETS}/preview/b2/home-shirt__preview.jpg` },
  assets: [
    { id: '20', preview: `${ASSETS}/preview/b2/home-shirt__preview.jpg` },
    { id: '21', preview: `${ASSETS}/preview/c3/home-shirt-back__preview.jpg` },
  ],
  variants: [
    {
      id: '31',
      sku: 'HS25-S',
      name: 'Home shirt 2025 S',
      priceWithTax: 249000,
      currencyCode: 'THB',
      stockLevel: 'IN_STOCK',
      options: [{ id: '41', code: 's', name: 'S', groupId: '40' }],
      featuredAsset: null,
    },
    {
      id: '32',
      sku: 'HS25-M',
      name: 'Home shirt 2025 M',
      priceWithTax: 259050,
      currencyCode: 'THB',
      stockLevel: 'OUT_OF_STOCK',
      options: [{ id: '42', code: 'm', name: 'M', groupId: '40' }],
      featuredAsset: { id: '22', preview: `${ASSETS}/preview/d4/home-shirt-m__preview.jpg` },
    },
  ],
  optionGroups: [
    {
      id: '40',
      code: 'home-shirt-size',
      name: 'Size',
      options: [
        { id: '41', code: 's', name: 'S' },
        { id: '42', code: 'm', name: 'M' },
      ],
    },
  ],
  collections: [{ id: '3', name: 'Home kit', slug: 'home-kit', position: 0, breadcrumbs: homeKitCollection.breadcrumbs }],
  customFields: {
    kind: 'standard',
    preorder: false,
    personalisable: true,
    printPriceThb: 50000,
    printPriceGbp: 1500,
    bundleComponents: null,
    virtual: false,
  },
};

export const scarf: RawProduct = {
  ...homeShirt,
  id: '8',
  name: 'Scarf',
  slug: 'scarf',
  description: '',
  assets: [],
  featuredAsset: null,
  variants: [{ ...homeShirt.variants[0]!, id: '33', sku: 'SCARF', name: 'Scarf', stockLevel: '3', options: [] }],
  optionGroups: [],
  collections: [],
  customFields: { kind: 'standard', preorder: true, personalisable: false, virtual: false },
};

export const searchResponse: RawSearchResponse = {
  totalItems: 3,
  items: [
    {
      productId: '7',
      productName: 'Home shirt 2025',
      slug: 'home-shirt-2025',
      sku: 'HS25-S',
      currencyCode: 'GBP',
      productAsset: { id: '20', preview: `${ASSETS}/preview/b2/home-shirt__preview.jpg` },
      priceWithTax: { __typename: 'PriceRange', min: 6000, max: 6500 },
    },
    {
      productId: '8',
      productName: 'Scarf',
      slug: 'scarf',
      sku: 'SCARF',
      currencyCode: 'GBP',
      productAsset: null,
      priceWithTax: { __typename: 'SinglePrice', value: 1999 },
    },
  ],
};

export const productTiles: RawProductTile[] = [
  {
    id: '7',
    slug: 'home-shirt-2025',
    variants: [
      { id: '31', sku: 'HS25-S', priceWithTax: 6000, currencyCode: 'GBP', stockLevel: 'IN_STOCK' },
      { id: '32', sku: 'HS25-M', priceWithTax: 6500, currencyCode: 'GBP', stockLevel: 'OUT_OF_STOCK' },
    ],
    optionGroups: [{ id: '40' }],
    customFields: { kind: 'standard', preorder: false, virtual: false },
  },
];
