import { describe, expect, it } from 'vitest';
import { emptyReviewSummary, summaryFromRow } from './review-summary';

describe('summaryFromRow', () => {
  it('reads numeric strings and rounds averages to 2 decimals', () => {
    const summary = summaryFromRow({
      productId: '1',
      count: '3',
      avg: '4.11111',
      quality: 4.666666,
      fit: '4',
      value: '3.666',
      stars1: 0,
      stars2: '0',
      stars3: '0',
      stars4: '2',
      stars5: 1,
    });
    expect(summary).toEqual({
      averageRating: 4.11,
      totalCount: 3,
      ratings: [
        { name: 'quality', value: 4.67 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 3.67 },
      ],
      starCounts: [0, 0, 0, 2, 1],
    });
  });
  it('is empty without reviews', () => {
    expect(summaryFromRow(undefined)).toEqual(emptyReviewSummary());
    expect(emptyReviewSummary()).toMatchObject({ averageRating: 0, totalCount: 0, starCounts: [0, 0, 0, 0, 0] });
  });
});
