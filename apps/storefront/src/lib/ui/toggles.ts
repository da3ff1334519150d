import { createStore } from './create-store';

/**
 * The UI toggles of spec section 2 and their exclusions, as pure state transitions plus one
 * store instance for the browser. Components read it with `useToggle` (use-toggles.ts).
 */
export const TOGGLES = [
  'cartSidebar',
  'wishlistSidebar',
  'loginModal',
  'newsletterModal',
  'filterSidebar',
  'mobileMenu',
  'megaMenu',
  'sortBy',
  'localisation',
  'search',
  'currency',
  'globalLinks',
  'shippingAddressEdit',
] as const;
export type ToggleName = (typeof TOGGLES)[number];

export type ViewMode = 'grid' | 'list';

export interface UiState {
  open: Readonly<Record<ToggleName, boolean>>;
  /** Which top-level item of the mega menu is open (when megaMenu is open). */
  megaMenuItem: string | null;
  /** Category and wishlist views. */
  views: Readonly<{ category: ViewMode; wishlist: ViewMode }>;
}

/** Opening the key closes the listed toggles (spec section 2, "Exclusions"). */
export const EXCLUSIONS: Readonly<Partial<Record<ToggleName, readonly ToggleName[]>>> = {
  cartSidebar: ['mobileMenu', 'localisation', 'currency', 'search'],
  localisation: ['cartSidebar', 'mobileMenu'],
  search: ['cartSidebar', 'currency', 'mobileMenu'],
  currency: ['cartSidebar', 'mobileMenu'],
  megaMenu: ['cartSidebar', 'localisation'],
};

export function initialUiState(): UiState {
  const open = Object.fromEntries(TOGGLES.map((t) => [t, false])) as Record<ToggleName, boolean>;
  return { open, megaMenuItem: null, views: { category: 'grid', wishlist: 'grid' } };
}

export function openToggle(state: UiState, name: ToggleName, item?: string): UiState {
  const open = { ...state.open, [name]: true };
  for (const other of EXCLUSIONS[name] ?? []) open[other] = false;
  const megaMenuItem = name === 'megaMenu' ? (item ?? state.megaMenuItem) : open.megaMenu ? state.megaMenuItem : null;
  return { ...state, open, megaMenuItem };
}

export function closeToggle(state: UiState, name: ToggleName): UiState {
  if (!state.open[name]) return state;
  return { ...state, open: { ...state.open, [name]: false }, megaMenuItem: name === 'megaMenu' ? null : state.megaMenuItem };
}

export function toggle(state: UiState, name: ToggleName, item?: string): UiState {
  if (name === 'megaMenu' && item !== undefined) {
    return state.open.megaMenu && state.megaMenuItem === item ? closeToggle(state, name) : openToggle(state, name, item);
  }
  return state.open[name] ? closeToggle(state, name) : openToggle(state, name);
}

export function closeAll(state: UiState): UiState {
  return { ...initialUiState(), views: state.views };
}

export function setView(state: UiState, list: keyof UiState['views'], mode: ViewMode): UiState {
  if (state.views[list] === mode) return state;
  return { ...state, views: { ...state.views, [list]: mode } };
}

/** The browser's one UI store. */
export const uiStore = createStore<UiState>(initialUiState());
