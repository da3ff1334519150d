/** Hand-written reviews plugin answers, shaped like the engine contract (team notes, issue 3). */
import type { RawProductReview, RawProductReviewList, RawReviewSummary } from '../raw-types';

export const review: RawProductReview = {
  id: '51',
  createdAt: '2025-06-01T09:30:00.000Z',
  productId: '7',
  nickname: 'Nok',
  summary: 'ใส่สบายมาก',
  text: 'เนื้อผ้าดี ใส่สบาย ไซซ์ตรง',
  locale: 'th',
  averageRating: 4.67,
  ratings: [
    { name: 'quality', value: 5 },
    { name: 'fit', value: 4 },
    { name: 'value', value: 5 },
  ],
};

export const reviewList: RawProductReviewList = {
  totalItems: 12,
  items: [review, { ...review, id: '50', nickname: 'Tom', locale: 'en', summary: 'Great', text: 'Great shirt, true to size.' }],
};

export const reviewSummary: RawReviewSummary = {
  averageRating: 4.25,
  totalCount: 12,
  ratings: [
    { name: 'quality', value: 4.5 },
    { name: 'fit', value: 4 },
    { name: 'value', value: 4.25 },
  ],
  starCounts: [0, 1, 1, 4, 6],
};
