import { describe, expect, it } from 'vitest';
import { stockAlertEmailHandlers, stockAlertSubject } from './stock-alert-email-handlers';

describe('stock alert emails', () => {
  it('are the confirm and back-in-stock templates', () => {
    expect(stockAlertEmailHandlers.map((h) => h.type)).toEqual(['stock-alert-confirm', 'stock-alert-back-in-stock']);
  });
  it('have their subjects in Thai or English, the back-in-stock one naming the product', () => {
    expect(stockAlertSubject('confirm', 'th', 'เสื้อ')).toBe('โปรดยืนยันการแจ้งเตือนเมื่อสินค้ากลับมา');
    expect(stockAlertSubject('confirm', 'en', 'Shirt')).toBe('Please confirm your back-in-stock alert');
    expect(stockAlertSubject('back-in-stock', 'th', 'เสื้อทดสอบ')).toBe('เสื้อทดสอบ กลับมาแล้ว');
    expect(stockAlertSubject('back-in-stock', 'en', 'Test Shirt')).toBe('Test Shirt is back in stock');
  });
});
