import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS, shouldSend, toPayload } from './client-log';

describe('shouldSend', () => {
  it('sends errors and warnings a shop should hear about', () => {
    expect(shouldSend(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
    expect(shouldSend('Service worker registration failed')).toBe(true);
  });

  it('keeps back 404s, not-found errors and CSRF-token failures', () => {
    expect(shouldSend(new Error('Request failed with status 404'))).toBe(false);
    expect(shouldSend(Object.assign(new Error('x'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }))).toBe(false);
    expect(shouldSend(new Error('Product not found'))).toBe(false);
    expect(shouldSend(new Error('Failed to fetch CSRF token'))).toBe(false);
    expect(shouldSend(null)).toBe(false);
  });
});

describe('toPayload', () => {
  it('has the shape of spec section 8, cut to size', () => {
    const error = new RangeError('x'.repeat(5000));
    const payload = toPayload('error', error, 'unhandledrejection');
    expect(payload.level).toBe('error');
    expect(payload.message.name).toBe('RangeError');
    expect(payload.message.type).toBe('unhandledrejection');
    expect(payload.message.message).toHaveLength(CLIENT_LOG_LIMITS.message);
    expect(payload.message.stack!.length).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.stack);
    expect(toPayload('warn', 'plain text', 'console').message).toEqual({
      message: 'plain text',
      stack: undefined,
      name: undefined,
      type: 'console',
    });
  });
});
