import { describe, expect, it } from 'vitest';
import { mayReadPlacedOrder } from './order-access-rule';

describe('mayReadPlacedOrder', () => {
  it('lets the session that placed the order read it', () => {
    expect(mayReadPlacedOrder({ placedBySessionId: '12' }, { sessionId: 12 })).toBe(true);
    expect(mayReadPlacedOrder({ placedBySessionId: '12' }, { sessionId: '12' })).toBe(true);
  });

  it('lets the signed-in user who is the order customer read it from any session', () => {
    expect(mayReadPlacedOrder({ placedBySessionId: '12', customerUserId: 3 }, { sessionId: 40, activeUserId: 3 })).toBe(true);
  });

  it('refuses another session, another user, and a request without a session', () => {
    expect(mayReadPlacedOrder({ placedBySessionId: '12' }, { sessionId: 13 })).toBe(false);
    expect(mayReadPlacedOrder({ placedBySessionId: '12', customerUserId: 3 }, { sessionId: 13, activeUserId: 4 })).toBe(false);
    expect(mayReadPlacedOrder({ placedBySessionId: '12' }, {})).toBe(false);
  });

  it('refuses everyone but the customer when the placing session is not recorded (a guest order: no one)', () => {
    expect(mayReadPlacedOrder({ placedBySessionId: null }, { sessionId: 12 })).toBe(false);
    expect(mayReadPlacedOrder({}, { sessionId: undefined, activeUserId: undefined })).toBe(false);
    expect(mayReadPlacedOrder({ customerUserId: null }, { activeUserId: null })).toBe(false);
  });
});
