import { describe, expect, it } from 'vitest';
import { hasUndecodablePath } from './undecodable-path';

describe('hasUndecodablePath', () => {
  it('finds broken percent-encoding in the path', () => {
    expect(hasUndecodablePath('/api/cms/%ff')).toBe(true);
    expect(hasUndecodablePath('/api/auth/%')).toBe(true);
    expect(hasUndecodablePath('/api/account/%E0%B8')).toBe(true);
  });

  it('accepts good paths, and ignores the query', () => {
    expect(hasUndecodablePath('/api/commerce/getCart')).toBe(false);
    expect(hasUndecodablePath('/th/%E0%B8%81')).toBe(false);
    expect(hasUndecodablePath('/api/commerce/getProducts?q=%ff')).toBe(false);
    expect(hasUndecodablePath(undefined)).toBe(false);
  });
});
