import { describe, expect, it } from 'vitest';
import { isNewerBuild } from './build-info';

describe('isNewerBuild', () => {
  it('is true only for another readable id', () => {
    expect(isNewerBuild('a1', { id: 'b2', timestamp: 1 })).toBe(true);
    expect(isNewerBuild('a1', { id: 'a1' })).toBe(false);
    expect(isNewerBuild('a1', { id: '' })).toBe(false);
    expect(isNewerBuild('a1', null)).toBe(false);
    expect(isNewerBuild('a1', 'b2')).toBe(false);
  });
});
