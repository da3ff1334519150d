export * from './constants';
export * from './permission';
export * from './product-review.entity';
export * from './product-review.event';
export * from './product-review.service';
export * from './review-input';
export * from './review-summary';
export * from './reviews.plugin';
