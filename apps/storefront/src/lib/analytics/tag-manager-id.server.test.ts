import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const warn = vi.fn();
vi.mock('../log/logger.server', () => ({ logger: { warn: (...args: unknown[]) => warn(...args) } }));

const { tagManagerIdOf } = await import('./tag-manager-id.server');

describe('tagManagerIdOf', () => {
  beforeEach(() => warn.mockClear());

  it('is the store config’s id when it is a GTM-ID, none without one', () => {
    expect(tagManagerIdOf({ tag_manager_id: 'GTM-TALATE2E' })).toBe('GTM-TALATE2E');
    expect(tagManagerIdOf({ tag_manager_id: null })).toBeNull();
    expect(tagManagerIdOf(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs an invalid id once, '{id} is not a valid GTM-ID', and loads nothing", () => {
    expect(tagManagerIdOf({ tag_manager_id: 'UA-12345' })).toBeNull();
    expect(tagManagerIdOf({ tag_manager_id: 'UA-12345' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toBe('Tag manager not loaded: UA-12345 is not a valid GTM-ID');
  });
});
