import type { StoreConfig } from '@talat/commerce/types';

/**
 * The pre-order label of tiles and cart lines: the store's own (store config `preorder_label`),
 * the catalogue's when it has none, null when pre-orders are off; the catalogue's while the
 * store config could not be read.
 */
export function preorderLabel(config: Pick<StoreConfig, 'preorder_enabled' | 'preorder_label'> | null, fallback: string): string | null {
  if (!config) return fallback;
  return config.preorder_enabled ? config.preorder_label || fallback : null;
}
