import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testSummary } from '../../lib/product/test-product';

// Store config decides whether tiles carry the wishlist heart (spec section 2, the wishlist toggle).
const config = {
  wishlist_enabled: true,
  preorder_enabled: false,
  preorder_label: '',
  reviews: { enabled: true, provider: 'engine', script_url: null as string | null, element_name: null as string | null },
};
vi.mock('server-only', () => ({}));
vi.mock('../../lib/commerce/catalog.server', () => ({
  getStoreConfig: vi.fn(async () => config),
  storeConfigOrNull: vi.fn(async () => config),
}));
vi.mock('../../lib/commerce/shop-context.server', () => ({ getShopContext: vi.fn(async () => ({ locale: 'en', currency: 'GBP' })) }));
vi.mock('next-intl/server', () => ({ getLocale: vi.fn(async () => 'en') }));
// Each word is its own key; the heart's templates take the product's `{name}`.
vi.mock('@/i18n/messages', () => {
  const words = (keys: string[], templates: string[] = []) =>
    Object.fromEntries([...keys.map((key) => [key, key]), ...templates.map((key) => [key, `${key} {name}`])]);
  const messages = {
    product: {
      ...words(['outOfStock', 'from', 'rating', 'tileReviews', 'addToCart', 'added', 'addFailed', 'preorder']),
      tilePriceConverted: 'Converted from {currency}',
      notSoldIn: 'Not sold in {currency}',
    },
    wishlist: words(['full', 'failed', 'short'], ['add', 'remove', 'added', 'removed']),
  };
  return { loadMessages: vi.fn(async () => messages) };
});

const { ProductGrid } = await import('./product-tile');
const { getTileWords: getTileLabels } = await import('./tile-words.server');

const mug = testSummary();

describe('the wishlist heart on product tiles', () => {
  it('is on every tile while the wishlist is on: a toggle button named for the product, disabled and not pressed until the island knows the list', async () => {
    config.wishlist_enabled = true;
    const labels = await getTileLabels();
    expect(labels.wishlist).toBeDefined();
    const html = renderToStaticMarkup(<ProductGrid products={[mug]} locale="en" labels={labels} />);
    expect(html).toContain('data-wishlist="42"');
    expect(html).toMatch(/<button type="button" class="tile-heart" disabled="" aria-pressed="false" aria-label="add Crest Mug"/);
  });

  it('is nowhere when store config turns the wishlist off', async () => {
    config.wishlist_enabled = false;
    const labels = await getTileLabels();
    expect(labels.wishlist).toBeUndefined();
    const html = renderToStaticMarkup(<ProductGrid products={[mug]} locale="en" labels={labels} />);
    expect(html).not.toContain('data-wishlist');
    expect(html).not.toContain('tile-heart');
    // The tile's own add-to-cart stays.
    expect(html).toContain('data-add-to-cart="TFC-MUG"');
  });
});

describe('the stars on product tiles', () => {
  it('show the engine’s ratings only while product pages show the engine’s reviews', async () => {
    config.reviews = { enabled: true, provider: 'engine', script_url: null, element_name: null };
    expect((await getTileLabels()).rating).toBeDefined();
    config.reviews = { enabled: false, provider: 'engine', script_url: null, element_name: null };
    expect((await getTileLabels()).rating).toBeUndefined();
  });
});

describe('prices in one currency on product tiles', () => {
  it('say a price converted from another currency where it is', async () => {
    const labels = await getTileLabels();
    const html = renderToStaticMarkup(
      <ProductGrid products={[testSummary({ price_converted_from: 'THB' })]} locale="en" labels={labels} />,
    );
    expect(html).toContain('data-testid="price-converted">Converted from THB</span>');
    expect(renderToStaticMarkup(<ProductGrid products={[mug]} locale="en" labels={labels} />)).not.toContain('price-converted');
  });

  it('show a product not sold in the currency without a price or an add-to-cart button', async () => {
    const labels = await getTileLabels();
    const html = renderToStaticMarkup(<ProductGrid products={[testSummary({ sold_in_currency: false })]} locale="en" labels={labels} />);
    expect(html).toContain('data-testid="not-sold">Not sold in GBP</p>');
    expect(html).not.toContain('data-testid="price"');
    expect(html).not.toContain('data-add-to-cart');
  });
});
