import { describe, expect, it } from 'vitest';
import { mapStockAlertAnswer } from './map-stock-alert';

describe('mapStockAlertAnswer', () => {
  it('keeps the outcomes it knows', () => {
    expect(mapStockAlertAnswer({ outcome: 'CONFIRMATION_SENT' }, 'request')).toEqual({ outcome: 'CONFIRMATION_SENT' });
    expect(mapStockAlertAnswer({ outcome: 'REQUESTED' }, 'request')).toEqual({ outcome: 'REQUESTED' });
    expect(mapStockAlertAnswer({ outcome: 'CANCELLED' }, 'link')).toEqual({ outcome: 'CANCELLED' });
    expect(mapStockAlertAnswer({ outcome: 'TOO_MANY_ALERTS' }, 'request')).toEqual({ outcome: 'TOO_MANY_ALERTS' });
  });

  it('promises nothing for an outcome it does not know', () => {
    expect(mapStockAlertAnswer({ outcome: 'QUEUED_SOMEWHERE' }, 'request')).toEqual({ outcome: 'INVALID_VARIANT' });
    expect(mapStockAlertAnswer({ outcome: 'QUEUED_SOMEWHERE' }, 'link')).toEqual({ outcome: 'INVALID_TOKEN' });
  });
});
