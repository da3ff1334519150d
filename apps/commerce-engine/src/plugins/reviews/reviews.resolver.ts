import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, Product, ProductService, RequestContext, Transaction } from '@vendure/core';
import { REVIEW_PAGE } from './constants';
import { manageProductReviewsPermission } from './permission';
import {
  ProductReviewInputErrorView,
  ProductReviewListView,
  ProductReviewService,
  ProductReviewView,
  ReviewListOptions,
} from './product-review.service';
import { SubmitProductReviewInput } from './review-input';
import { TalatReviewSummary } from './review-summary';

@Resolver()
export class ReviewsShopResolver {
  constructor(private readonly reviews: ProductReviewService) {}

  @Query()
  productReviews(
    @Ctx() ctx: RequestContext,
    @Args() args: { productId: ID; skip?: number; take?: number },
  ): Promise<ProductReviewListView> {
    return this.reviews.list(
      ctx,
      { productId: args.productId, skip: args.skip, take: args.take, includeHidden: false },
      REVIEW_PAGE.maxTakeShop,
    );
  }

  @Query()
  @Allow(Permission.Owner)
  activeCustomerReviews(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }): Promise<ProductReviewListView> {
    return this.reviews.listForActiveCustomer(ctx, args.skip, args.take, REVIEW_PAGE.maxTakeShop);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.Public)
  submitProductReview(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: SubmitProductReviewInput },
  ): Promise<ProductReviewView | ProductReviewInputErrorView> {
    return this.reviews.submit(ctx, args.input);
  }
}

@Resolver('SubmitProductReviewResult')
export class SubmitProductReviewResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value.__typename === 'ProductReviewInputError' ? 'ProductReviewInputError' : 'ProductReview';
  }
}

/** The product of a customer's review, in the request language (null when it was deleted). */
@Resolver('CustomerProductReview')
export class CustomerProductReviewResolver {
  constructor(private readonly products: ProductService) {}

  @ResolveField()
  product(@Ctx() ctx: RequestContext, @Parent() review: ProductReviewView): Promise<Product | undefined> {
    return this.products.findOne(ctx, review.productId);
  }
}

@Resolver('Product')
export class ProductReviewSummaryResolver {
  constructor(private readonly reviews: ProductReviewService) {}

  @ResolveField()
  reviewSummary(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<TalatReviewSummary> {
    return this.reviews.summary(ctx, product.id);
  }
}

@Resolver()
export class ReviewsAdminResolver {
  constructor(private readonly reviews: ProductReviewService) {}

  @Query()
  @Allow(Permission.ReadCatalog, manageProductReviewsPermission.Permission)
  productReviews(@Ctx() ctx: RequestContext, @Args() args: { options?: ReviewListOptions }): Promise<ProductReviewListView> {
    return this.reviews.list(ctx, args.options ?? {}, REVIEW_PAGE.maxTakeAdmin);
  }

  @Transaction()
  @Mutation()
  @Allow(manageProductReviewsPermission.Permission)
  setProductReviewHidden(@Ctx() ctx: RequestContext, @Args() args: { id: ID; hidden: boolean }): Promise<ProductReviewView> {
    return this.reviews.setHidden(ctx, args.id, args.hidden);
  }
}
