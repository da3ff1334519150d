import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills known placeholders and keeps others', () => {
    expect(fillTemplate('or {count} payments of {amount} {x}', { count: 3, amount: '£21.67' })).toBe('or 3 payments of £21.67 {x}');
  });
});
