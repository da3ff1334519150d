/** Hand-written Shop API answers, shaped like Vendure 3.7's (ids are strings, money in minor units). */
import type {
  RawCatalogueSearchResult,
  RawCollection,
  RawCollectionNode,
  RawProduct,
  RawProductTile,
  RawSearchSuggestions,
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
      compareAtPrice: null,
      currencyCode: 'THB',
      stockLevel: 'IN_STOCK',
      priceConvertedFrom: null,
      soldInCurrency: true,
      options: [{ id: '41', code: 's', name: 'S', groupId: '40' }],
      featuredAsset: null,
    },
    {
      id: '32',
      sku: 'HS25-M',
      name: 'Home shirt 2025 M',
      priceWithTax: 259050,
      compareAtPrice: 299000,
      currencyCode: 'THB',
      stockLevel: 'OUT_OF_STOCK',
      priceConvertedFrom: null,
      soldInCurrency: true,
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
  reviewSummary: { averageRating: 4.5, totalCount: 2 },
  pastDayBuying: 3,
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
  reviewSummary: { averageRating: 0, totalCount: 0 },
  pastDayBuying: 0,
};

/** catalogueSearch for the home kit in GBP, sizes filtered to M: page 1 of 2. */
export const catalogueSearchResult: RawCatalogueSearchResult = {
  totalItems: 3,
  items: [
    {
      productId: '7',
      slug: 'home-shirt-2025',
      name: 'Home shirt 2025',
      score: 0,
      previewUrl: `${ASSETS}/preview/b2/home-shirt__preview.jpg`,
      priceMin: 6000,
      priceMax: 6500,
      currencyCode: 'GBP',
      priceConverted: false,
    },
    {
      productId: '8',
      slug: 'scarf',
      name: 'Scarf',
      score: 0,
      previewUrl: null,
      priceMin: 1999,
      priceMax: 1999,
      currencyCode: 'GBP',
      priceConverted: false,
    },
  ],
  facets: [
    {
      code: 'size',
      name: 'Size',
      values: [
        { code: 's', name: 'S', count: 2 },
        { code: 'm', name: 'M', count: 0 },
        { code: 'xl', name: 'XL', count: 0 },
      ],
    },
    {
      code: 'colour',
      name: 'Colour',
      values: [
        { code: 'red', name: 'Red', count: 3 },
        { code: 'white', name: 'White', count: 1 },
      ],
    },
    { code: 'player', name: 'Player', values: [{ code: 'somchai-7', name: 'Somchai 7', count: 0 }] },
  ],
  priceBounds: { min: 1999, max: 6550, currencyCode: 'GBP' },
};

export const productTiles: RawProductTile[] = [
  {
    id: '7',
    slug: 'home-shirt-2025',
    variants: [
      {
        id: '31',
        sku: 'HS25-S',
        priceWithTax: 6000,
        compareAtPrice: 7500,
        currencyCode: 'GBP',
        stockLevel: 'IN_STOCK',
        priceConvertedFrom: null,
        soldInCurrency: true,
      },
      {
        id: '32',
        sku: 'HS25-M',
        priceWithTax: 6500,
        compareAtPrice: null,
        currencyCode: 'GBP',
        stockLevel: 'OUT_OF_STOCK',
        priceConvertedFrom: null,
        soldInCurrency: true,
      },
    ],
    optionGroups: [{ id: '40' }],
    customFields: { kind: 'standard', preorder: false, virtual: false },
    reviewSummary: { averageRating: 4.5, totalCount: 2 },
  },
];

export const searchSuggestions: RawSearchSuggestions = {
  products: [
    {
      productId: '7',
      slug: 'home-shirt-2025',
      name: 'เสื้อเหย้า 2025',
      previewUrl: `${ASSETS}/preview/b2/home-shirt__preview.jpg`,
      priceMin: 249000,
      currencyCode: 'THB',
    },
    { productId: '8', slug: 'scarf', name: 'ผ้าพันคอ', previewUrl: null, priceMin: 59000, currencyCode: 'THB' },
  ],
  collections: [
    { id: '3', slug: 'home-kit', name: 'ชุดเหย้า', path: 'kits/home-kit' },
    { id: '2', slug: 'kits', name: 'ชุดแข่ง', path: 'kits' },
  ],
};
