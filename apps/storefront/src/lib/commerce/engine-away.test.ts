import { CommerceError } from '@talat/commerce';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/content-client';
import { isEngineAway } from './engine-away';

describe('isEngineAway', () => {
  it('is true for an unreachable engine', () => {
    expect(isEngineAway(new CommerceError('UNREACHABLE', 'Cannot connect'))).toBe(true);
  });

  it('is false for answers the engine did give, and for other services', () => {
    expect(isEngineAway(new CommerceError('BACKEND_ERROR', 'No such product'))).toBe(false);
    expect(isEngineAway(new CommerceError('BAD_RESPONSE', 'No JSON'))).toBe(false);
    expect(isEngineAway(new ContentError('UNREACHABLE', 'content down'))).toBe(false);
    expect(isEngineAway(new Error('UNREACHABLE'))).toBe(false);
    expect(isEngineAway({ name: 'CommerceError', code: 'UNREACHABLE' })).toBe(false);
  });
});
