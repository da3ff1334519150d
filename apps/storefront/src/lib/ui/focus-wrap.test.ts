import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-wrap';

describe('wrapTarget', () => {
  it('sends Tab on the last control to the first, and Shift+Tab on the first to the last', () => {
    expect(wrapTarget(3, 2, false)).toBe(0);
    expect(wrapTarget(3, 0, true)).toBe(2);
  });

  it('leaves Tab between controls to the browser', () => {
    expect(wrapTarget(3, 0, false)).toBeNull();
    expect(wrapTarget(3, 1, false)).toBeNull();
    expect(wrapTarget(3, 2, true)).toBeNull();
  });

  it('brings focus from outside the dialog back in, and does nothing in an empty one', () => {
    expect(wrapTarget(3, -1, false)).toBe(0);
    expect(wrapTarget(3, -1, true)).toBe(2);
    expect(wrapTarget(0, -1, false)).toBeNull();
  });
});
