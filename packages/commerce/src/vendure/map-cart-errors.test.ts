import { describe, expect, it } from 'vitest';
import { mapCartError } from './map-cart-errors';

const err = (errorCode: string, extra: Record<string, unknown> = {}, __typename = 'SomeError') => ({
  __typename,
  errorCode,
  message: 'engine message',
  ...extra,
});

describe('mapCartError', () => {
  it('maps Vendure core errors to unified codes, with no words of the connector’s own', () => {
    expect(mapCartError(err('INSUFFICIENT_STOCK_ERROR', { quantityAvailable: 2 }))).toEqual({
      code: 'OUT_OF_STOCK',
      message: '',
      quantity_available: 2,
    });
    expect(mapCartError(err('ORDER_LIMIT_ERROR', { maxItems: 999 }))).toEqual({
      code: 'QUANTITY_LIMIT',
      message: '',
      max_quantity: 999,
    });
    expect(mapCartError(err('COUPON_CODE_INVALID_ERROR'))).toMatchObject({ code: 'COUPON_INVALID', field: 'code' });
    expect(mapCartError(err('COUPON_CODE_EXPIRED_ERROR'))).toMatchObject({ code: 'COUPON_EXPIRED', message: '' });
    expect(mapCartError(err('COUPON_CODE_LIMIT_ERROR')).code).toBe('COUPON_NOT_APPLICABLE');
    expect(mapCartError(err('NEGATIVE_QUANTITY_ERROR'))).toMatchObject({ code: 'INVALID_INPUT', field: 'quantity' });
    expect(mapCartError(err('ORDER_MODIFICATION_ERROR')).code).toBe('ORDER_STATE');
    expect(mapCartError(err('NO_ACTIVE_ORDER_ERROR')).code).toBe('NOT_FOUND');
    expect(mapCartError(err('SOMETHING_NEW')).code).toBe('INVALID_INPUT');
  });

  it('keeps the engine message of plugin errors (already in the request language)', () => {
    expect(mapCartError(err('GIFT_CARD_NOT_FOUND_ERROR', { message: 'รหัสบัตรของขวัญนี้ไม่ถูกต้อง' }))).toEqual({
      code: 'GIFT_CARD_NOT_FOUND',
      message: 'รหัสบัตรของขวัญนี้ไม่ถูกต้อง',
      field: 'code',
    });
    expect(mapCartError(err('GIFT_CARD_NO_BALANCE_ERROR')).code).toBe('GIFT_CARD_NO_BALANCE');
    expect(mapCartError(err('GIFT_CARD_ALREADY_APPLIED_ERROR')).code).toBe('GIFT_CARD_ALREADY_APPLIED');
    expect(mapCartError(err('GIFT_CARD_LIMIT_ERROR')).code).toBe('GIFT_CARD_LIMIT');
    expect(mapCartError(err('PAYMENT_DECLINED_ERROR', { paymentErrorMessage: 'The card was refused.' }))).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'The card was refused.',
    });
    expect(mapCartError(err('PAYMENT_FAILED_ERROR', { paymentErrorMessage: 'Already used.' }))).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'Already used.',
    });
  });

  it('tells stock from other refused transitions', () => {
    const stock = err('ORDER_STATE_TRANSITION_ERROR', {
      transitionError: 'Cannot transition Order to the "ArrangingPayment" state due to insufficient stock of Home Shirt M',
    });
    expect(mapCartError(stock).code).toBe('OUT_OF_STOCK');
    expect(mapCartError(err('ORDER_STATE_TRANSITION_ERROR', { transitionError: 'without customer' })).code).toBe('ORDER_STATE');
  });

  it('maps card challenge errors by reason', () => {
    const challenge = (reason: string) => mapCartError(err('PAYMENT_DETAILS_ERROR', { reason }, 'PaymentDetailsError'));
    expect(challenge('EXPIRED_REF')).toEqual({ code: 'PAYMENT_FAILED', message: 'engine message', reason: 'EXPIRED_REF' });
    expect(challenge('PAYMENT_NOT_FOUND').code).toBe('NOT_FOUND');
    expect(challenge('NOT_ACTIVE_ORDER').code).toBe('ORDER_STATE');
  });
});
