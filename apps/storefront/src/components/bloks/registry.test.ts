import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/commerce/connector.server', () => ({ getConnector: vi.fn() }));
vi.mock('../../lib/commerce/shop-context.server', () => ({ getShopContext: vi.fn() }));
vi.mock('../product/tile-words.server', () => ({ getTileWords: vi.fn() }));
vi.mock('../../lib/commerce/catalog.server', () => ({ getStoreConfig: vi.fn() }));

const { blokRegistry } = await import('./registry');
const { resolveBlok } = await import('./blok-renderer');

describe('blokRegistry', () => {
  it('registers every blok of the content model', () => {
    expect(Object.keys(blokRegistry).sort()).toEqual(
      [
        'accordion',
        'accordion_item',
        'carousel',
        'carousel_slide',
        'featured_products',
        'footer',
        'footer_column',
        'hero',
        'nav_link',
        'newsletter_signup',
        'notice',
        'page',
        'promo_bar',
        'rich_text',
        'tab_item',
        'tabs',
        'teaser',
        'teaser_grid',
      ].sort(),
    );
  });

  it('accepts bloks as the content service sends them, empty fields included', () => {
    const log = { error: vi.fn() };
    const hero = {
      _uid: 'h',
      component: 'hero',
      headline: 'New home kit',
      text: '',
      image: { filename: '', alt: null },
      link: { linktype: 'story', cached_url: 'kits', url: '' },
      link_label: 'Shop',
    };
    expect(resolveBlok(blokRegistry, hero, log).kind).toBe('component');
    const featured = { _uid: 'f', component: 'featured_products', title: 'Kits', category: 'home-kit', limit: '4' };
    const resolved = resolveBlok(blokRegistry, featured, log);
    expect(resolved.kind === 'component' && (resolved.blok as { limit: number }).limit).toBe(4);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('rejects a featured_products blok with a malformed category slug', () => {
    const log = { error: vi.fn() };
    expect(resolveBlok(blokRegistry, { _uid: 'f', component: 'featured_products', category: '../x' }, log).kind).toBe('invalid');
  });
});
