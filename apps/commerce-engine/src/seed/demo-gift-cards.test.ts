import { describe, expect, it } from 'vitest';
import { GIFT_CARD_SKU_PREFIX } from '../plugins/gift-cards/constants';
import { defaultStoreConfigOptions } from '../plugins/store-config/default-options';
import { DEMO_GIFT_CARDS, talatCatalogue } from '@talat/demo-catalogue';

const { products, optionSets } = talatCatalogue;

describe('gift card and gift wrap seed data', () => {
  it('has the demo card TALAT-GC-1000 with ฿1,000 and £25', () => {
    expect(DEMO_GIFT_CARDS).toContainEqual({ code: 'TALAT-GC-1000', balance: { THB: 100000, GBP: 2500 } });
  });

  it('sells the digital gift card with TFC-GIFTCARD-VALUE-* variants priced in both currencies', () => {
    const card = products.find((p) => p.kind === 'giftcard');
    expect(card).toBeDefined();
    const set = optionSets.find((s) => s.code === card!.options);
    const skus = set!.options.map((o) => `${card!.sku}-${o.code.toUpperCase()}`);
    for (const sku of skus) expect(sku.startsWith(GIFT_CARD_SKU_PREFIX)).toBe(true);
    for (const o of set!.options) {
      expect(o.price!.THB).toBeGreaterThan(0);
      expect(o.price!.GBP).toBeGreaterThan(0);
    }
  });

  it('has the gift wrap product of store config, priced in THB and GBP and not stocked', () => {
    expect(defaultStoreConfigOptions.giftwrapEnabled).toBe(true);
    const wrap = products.find((p) => p.sku === defaultStoreConfigOptions.giftwrapSku);
    expect(wrap).toMatchObject({ slug: 'gift-wrap', sku: 'TFC-GIFTWRAP', price: { THB: 5000, GBP: 250 }, trackInventory: false });
    expect(wrap!.options).toBeUndefined();
  });
});
