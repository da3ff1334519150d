import { describe, expect, it } from 'vitest';
import { mapProductStock, mapStockLevel } from './map-stock';

describe('mapStockLevel', () => {
  it('maps the default strategy words', () => {
    expect(mapStockLevel('IN_STOCK')).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(mapStockLevel('LOW_STOCK')).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(mapStockLevel('OUT_OF_STOCK')).toEqual({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });

  it('treats a numeric level of zero or less as out of stock', () => {
    expect(mapStockLevel('0').stock_status).toBe('OUT_OF_STOCK');
    expect(mapStockLevel('-2').stock_status).toBe('OUT_OF_STOCK');
  });

  it('reports a small numeric level as only x left', () => {
    expect(mapStockLevel('3')).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3 });
  });

  it('reports a large numeric level without a count', () => {
    expect(mapStockLevel('40')).toEqual({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
  });

  it('treats an unknown word as in stock', () => {
    expect(mapStockLevel('SOMETHING').stock_status).toBe('IN_STOCK');
  });
});

describe('mapProductStock', () => {
  it('is out of stock when no variant is in stock or there are none', () => {
    expect(mapProductStock([{ stockLevel: 'OUT_OF_STOCK' }, { stockLevel: '0' }]).stock_status).toBe('OUT_OF_STOCK');
    expect(mapProductStock([]).stock_status).toBe('OUT_OF_STOCK');
  });

  it('is in stock when any variant is', () => {
    expect(mapProductStock([{ stockLevel: 'OUT_OF_STOCK' }, { stockLevel: 'IN_STOCK' }])).toEqual({
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
    });
  });

  it('sums small numeric levels of in-stock variants', () => {
    expect(mapProductStock([{ stockLevel: '2' }, { stockLevel: '1' }, { stockLevel: '0' }]).only_x_left_in_stock).toBe(3);
    expect(mapProductStock([{ stockLevel: '4' }, { stockLevel: '4' }]).only_x_left_in_stock).toBeNull();
    expect(mapProductStock([{ stockLevel: '2' }, { stockLevel: 'IN_STOCK' }]).only_x_left_in_stock).toBeNull();
  });
});
