import { describe, expect, it } from 'vitest';
import { preorderLabel } from './preorder-label';

describe('preorderLabel', () => {
  it('is the store’s own label, else the catalogue’s, and none while pre-orders are off', () => {
    expect(preorderLabel({ preorder_enabled: true, preorder_label: 'Coming soon' }, 'Pre-order')).toBe('Coming soon');
    expect(preorderLabel({ preorder_enabled: true, preorder_label: '' }, 'Pre-order')).toBe('Pre-order');
    expect(preorderLabel({ preorder_enabled: false, preorder_label: 'Coming soon' }, 'Pre-order')).toBeNull();
  });

  it('is the catalogue’s while the store config could not be read', () => {
    expect(preorderLabel(null, 'Pre-order')).toBe('Pre-order');
  });
});
