export const loggerCtx = 'ReviewsPlugin';

/** The named sub-ratings every review carries, in display order (`ratings_breakdown`). */
export const REVIEW_RATING_NAMES = ['quality', 'fit', 'value'] as const;
export type ReviewRatingName = (typeof REVIEW_RATING_NAMES)[number];

/** Input limits, in characters (Unicode code points) after markup is stripped. */
export const REVIEW_LIMITS = {
  nickname: { min: 1, max: 60 },
  summary: { min: 1, max: 120 },
  text: { min: 10, max: 2000 },
  rating: { min: 1, max: 5 },
} as const;

/** Paging of the review lists: default page size and the largest `take` accepted. */
export const REVIEW_PAGE = { defaultTake: 10, maxTakeShop: 50, maxTakeAdmin: 100 } as const;
