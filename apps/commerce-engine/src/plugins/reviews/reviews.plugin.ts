import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api-extensions';
import { manageProductReviewsPermission } from './permission';
import { ProductReview } from './product-review.entity';
import { ProductReviewService } from './product-review.service';
import {
  CustomerProductReviewResolver,
  ProductReviewSummaryResolver,
  ReviewsAdminResolver,
  ReviewsShopResolver,
  SubmitProductReviewResultResolver,
} from './reviews.resolver';

/**
 * Product reviews: Shop API `productReviews`, `submitProductReview` and `Product.reviewSummary`;
 * Admin API `productReviews(options)` and `setProductReviewHidden` (permission
 * `ManageProductReviews`). Publishes a {@link ProductReviewEvent} on submit and hide.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [ProductReview],
  providers: [ProductReviewService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [ReviewsShopResolver, SubmitProductReviewResultResolver, ProductReviewSummaryResolver, CustomerProductReviewResolver],
  },
  adminApiExtensions: { schema: adminApiExtensions, resolvers: [ReviewsAdminResolver] },
  configuration: (config) => {
    config.authOptions.customPermissions.push(manageProductReviewsPermission);
    return config;
  },
  compatibility: '^3.0.0',
})
export class ReviewsPlugin {
  static init(): typeof ReviewsPlugin {
    return ReviewsPlugin;
  }
}
