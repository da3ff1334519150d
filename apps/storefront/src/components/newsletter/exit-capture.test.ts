import { describe, expect, it } from 'vitest';
import { exitCaptureAllowed } from './exit-capture';

describe('exitCaptureAllowed', () => {
  const now = Date.UTC(2026, 10, 27);
  const daysAgo = (d: number) => String(now - d * 24 * 60 * 60 * 1000);
  it('opens when never dismissed, or dismissed longer ago than the period', () => {
    expect(exitCaptureAllowed(null, 30, now)).toBe(true);
    expect(exitCaptureAllowed(daysAgo(31), 30, now)).toBe(true);
    expect(exitCaptureAllowed('garbage', 30, now)).toBe(true);
  });
  it('stays closed within the period', () => {
    expect(exitCaptureAllowed(daysAgo(29), 30, now)).toBe(false);
    expect(exitCaptureAllowed(daysAgo(0), 1, now)).toBe(false);
  });
});
