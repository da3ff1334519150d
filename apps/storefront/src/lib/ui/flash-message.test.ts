import { describe, expect, it } from 'vitest';
import { parseFlashMessage, serializeFlashMessage } from './flash-message';

describe('parseFlashMessage', () => {
  it('reads a URI-encoded JSON message', () => {
    const raw = serializeFlashMessage({ message: 'Successfully logged in.', type: 'success' });
    expect(parseFlashMessage(raw)).toEqual({ ok: true, value: { message: 'Successfully logged in.', type: 'success' } });
  });
  it('reads plain JSON and defaults the type to info', () => {
    expect(parseFlashMessage('{"message":"Hi"}')).toEqual({ ok: true, value: { message: 'Hi', type: 'info' } });
  });
  it('fails on text that is not JSON', () => {
    expect(parseFlashMessage('hello')).toEqual({ ok: false, error: 'not JSON' });
  });
  it('fails on JSON without a message', () => {
    expect(parseFlashMessage('{"type":"success"}').ok).toBe(false);
    expect(parseFlashMessage('{"message":"  "}').ok).toBe(false);
  });
  it('fails on an unknown type', () => {
    expect(parseFlashMessage('{"message":"x","type":"party"}').ok).toBe(false);
  });
});

describe('parseFlashMessage edge cases', () => {
  it('keeps title, icon and persist', () => {
    expect(parseFlashMessage('{"message":"Bye","type":"warning","title":"Account","persist":true,"icon":"warning"}')).toEqual({
      ok: true,
      value: { message: 'Bye', type: 'warning', title: 'Account', persist: true, icon: 'warning' },
    });
  });
  it('fails on arrays, wrong field types and overlong text', () => {
    expect(parseFlashMessage('["x"]').ok).toBe(false);
    expect(parseFlashMessage('{"message":"x","persist":"yes"}').ok).toBe(false);
    expect(parseFlashMessage(JSON.stringify({ message: 'x'.repeat(501) })).ok).toBe(false);
  });
});
