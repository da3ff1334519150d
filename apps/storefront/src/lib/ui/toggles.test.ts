import { describe, expect, it } from 'vitest';
import { closeAll, closeToggle, initialUiState, openToggle, setView, toggle, TOGGLES, type ToggleName, type UiState } from './toggles';

function withOpen(...names: ToggleName[]): UiState {
  let s = initialUiState();
  for (const n of names) s = { ...s, open: { ...s.open, [n]: true } };
  return s;
}

function openNames(s: UiState): ToggleName[] {
  return TOGGLES.filter((t) => s.open[t]);
}

describe('toggles exclusions', () => {
  it('opening the cart closes mobile menu, localisation, currency and search', () => {
    const s = openToggle(withOpen('mobileMenu', 'localisation', 'currency', 'search', 'megaMenu'), 'cartSidebar');
    expect(openNames(s)).toEqual(['cartSidebar', 'megaMenu']);
  });
  it('opening localisation closes cart and mobile menu', () => {
    const s = openToggle(withOpen('cartSidebar', 'mobileMenu', 'currency', 'search'), 'localisation');
    expect(openNames(s)).toEqual(['localisation', 'search', 'currency']);
  });
  it('opening search closes cart, currency and mobile menu', () => {
    const s = openToggle(withOpen('cartSidebar', 'currency', 'mobileMenu', 'localisation'), 'search');
    expect(openNames(s)).toEqual(['localisation', 'search']);
  });
  it('opening currency closes cart and mobile menu', () => {
    const s = openToggle(withOpen('cartSidebar', 'mobileMenu', 'localisation', 'search'), 'currency');
    expect(openNames(s)).toEqual(['localisation', 'search', 'currency']);
  });
  it('opening the mega menu closes cart and localisation', () => {
    const s = openToggle(withOpen('cartSidebar', 'localisation', 'currency', 'mobileMenu'), 'megaMenu', 'kits');
    expect(openNames(s)).toEqual(['mobileMenu', 'megaMenu', 'currency']);
    expect(s.megaMenuItem).toBe('kits');
  });
  it('opening a toggle without exclusions closes nothing', () => {
    const s = openToggle(withOpen('cartSidebar', 'search'), 'loginModal');
    expect(openNames(s)).toEqual(['cartSidebar', 'loginModal', 'search']);
  });
});

describe('toggle', () => {
  it('flips a toggle', () => {
    const opened = toggle(initialUiState(), 'search');
    expect(opened.open.search).toBe(true);
    expect(toggle(opened, 'search').open.search).toBe(false);
  });
  it('switches mega menu items and closes on the same item', () => {
    const kits = toggle(initialUiState(), 'megaMenu', 'kits');
    const fashion = toggle(kits, 'megaMenu', 'fashion');
    expect(fashion.megaMenuItem).toBe('fashion');
    expect(fashion.open.megaMenu).toBe(true);
    const closed = toggle(fashion, 'megaMenu', 'fashion');
    expect(closed.open.megaMenu).toBe(false);
    expect(closed.megaMenuItem).toBeNull();
  });
  it('closeToggle returns the same state when already closed', () => {
    const s = initialUiState();
    expect(closeToggle(s, 'cartSidebar')).toBe(s);
  });
  it('closeAll keeps the view modes', () => {
    const s = closeAll(setView(withOpen('search', 'cartSidebar'), 'category', 'list'));
    expect(openNames(s)).toEqual([]);
    expect(s.views.category).toBe('list');
  });
});

describe('setView', () => {
  it('switches category and wishlist views between grid and list', () => {
    const s = setView(initialUiState(), 'wishlist', 'list');
    expect(s.views).toEqual({ category: 'grid', wishlist: 'list' });
  });
});
