import { Injectable } from '@nestjs/common';
import {
  CustomerService,
  EntityNotFoundError,
  ForbiddenError,
  EventBus,
  ID,
  ProductService,
  RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { REVIEW_PAGE, REVIEW_RATING_NAMES } from './constants';
import { ProductReview } from './product-review.entity';
import { ProductReviewEvent } from './product-review.event';
import { reviewErrorMessage, reviewLanguage, SubmitProductReviewInput, validateReviewInput } from './review-input';
import { ReviewAggregateRow, summaryFromRow, TalatReviewSummary, emptyReviewSummary } from './review-summary';
import { RequestLoader } from './request-loader';

/** The GraphQL `ProductReview` (Admin API adds `hidden`). */
export interface ProductReviewView {
  __typename: 'ProductReview';
  id: ID;
  createdAt: Date;
  productId: ID;
  nickname: string;
  summary: string;
  text: string;
  locale: string;
  averageRating: number;
  ratings: Array<{ name: string; value: number }>;
  hidden: boolean;
}

export interface ProductReviewInputErrorView {
  __typename: 'ProductReviewInputError';
  message: string;
  field: string | null;
}

export interface ProductReviewListView {
  items: ProductReviewView[];
  totalItems: number;
}

export interface ReviewListOptions {
  skip?: number | null;
  take?: number | null;
  productId?: ID | null;
  includeHidden?: boolean | null;
}

/** Clamps paging input: skip >= 0, 1 <= take <= max (default 10). */
export function clampPaging(skip: number | null | undefined, take: number | null | undefined, maxTake: number) {
  const s = Number.isFinite(skip) ? Math.max(0, Math.floor(skip as number)) : 0;
  const t = Number.isFinite(take) ? Math.floor(take as number) : REVIEW_PAGE.defaultTake;
  return { skip: Math.min(s, 1_000_000), take: Math.min(maxTake, Math.max(1, t)) };
}

export function toReviewView(r: ProductReview): ProductReviewView {
  return {
    __typename: 'ProductReview',
    id: r.id,
    createdAt: r.createdAt,
    productId: r.productId,
    nickname: r.nickname,
    summary: r.summary,
    text: r.text,
    locale: r.locale,
    averageRating: r.averageRating,
    ratings: REVIEW_RATING_NAMES.map((name) => ({
      name,
      value: name === 'quality' ? r.ratingQuality : name === 'fit' ? r.ratingFit : r.ratingValue,
    })),
    hidden: r.hidden,
  };
}

@Injectable()
export class ProductReviewService {
  private readonly summaries = new RequestLoader<TalatReviewSummary>((ctx, ids) => this.summariesFor(ctx, ids), emptyReviewSummary);

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly productService: ProductService,
    private readonly customerService: CustomerService,
    private readonly eventBus: EventBus,
  ) {}

  /** The signed-in customer's reviews, newest first, hidden ones too (with their state). */
  async listForActiveCustomer(ctx: RequestContext, skip: number | null | undefined, take: number | null | undefined, maxTake: number) {
    const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
    if (!customer) throw new ForbiddenError();
    const paging = clampPaging(skip, take, maxTake);
    const [items, totalItems] = await this.connection.getRepository(ctx, ProductReview).findAndCount({
      where: { customerId: String(customer.id) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: paging.skip,
      take: paging.take,
    });
    return { items: items.map(toReviewView), totalItems };
  }

  /** Reviews newest first; hidden ones only when asked (Admin API). */
  async list(ctx: RequestContext, options: ReviewListOptions, maxTake: number): Promise<ProductReviewListView> {
    const { skip, take } = clampPaging(options.skip, options.take, maxTake);
    const qb = this.connection
      .getRepository(ctx, ProductReview)
      .createQueryBuilder('review')
      .orderBy('review.createdAt', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .skip(skip)
      .take(take);
    if (options.productId != null) qb.andWhere('review.productId = :productId', { productId: options.productId });
    if (!options.includeHidden) qb.andWhere('review.hidden = :hidden', { hidden: false });
    const [items, totalItems] = await qb.getManyAndCount();
    return { items: items.map(toReviewView), totalItems };
  }

  /** Validates, strips markup and stores a review in the request language. */
  async submit(ctx: RequestContext, input: SubmitProductReviewInput): Promise<ProductReviewView | ProductReviewInputErrorView> {
    const language = reviewLanguage(ctx.languageCode);
    const error = (code: Parameters<typeof reviewErrorMessage>[0], field: string): ProductReviewInputErrorView => ({
      __typename: 'ProductReviewInputError',
      message: reviewErrorMessage(code, language),
      field,
    });
    const product = await this.productService.findOne(ctx, input.productId);
    if (!product || !product.enabled || product.deletedAt) return error('PRODUCT_UNAVAILABLE', 'productId');
    const result = validateReviewInput(input);
    if (!result.ok) return error(result.error.code, result.error.field);
    const v = result.value;
    const saved = await this.connection.getRepository(ctx, ProductReview).save(
      new ProductReview({
        productId: product.id,
        nickname: v.nickname,
        summary: v.summary,
        text: v.text,
        locale: language,
        ratingQuality: v.ratings.quality,
        ratingFit: v.ratings.fit,
        ratingValue: v.ratings.value,
        averageRating: v.averageRating,
        stars: v.stars,
        hidden: false,
        customerId: await this.activeCustomerId(ctx),
      }),
    );
    await this.eventBus.publish(new ProductReviewEvent(ctx, saved, 'created'));
    return toReviewView(saved);
  }

  private async activeCustomerId(ctx: RequestContext): Promise<string | null> {
    if (!ctx.activeUserId) return null;
    const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    return customer ? String(customer.id) : null;
  }

  async setHidden(ctx: RequestContext, id: ID, hidden: boolean): Promise<ProductReviewView> {
    const repo = this.connection.getRepository(ctx, ProductReview);
    const review = await repo.findOne({ where: { id } });
    if (!review) throw new EntityNotFoundError('ProductReview', id);
    review.hidden = hidden;
    const saved = await repo.save(review);
    await this.eventBus.publish(new ProductReviewEvent(ctx, saved, 'updated', { hidden }));
    return toReviewView(saved);
  }

  /** The visible-review summary of a product; batched with the other products of the request. */
  summary(ctx: RequestContext, productId: ID): Promise<TalatReviewSummary> {
    return this.summaries.load(ctx, productId);
  }

  /** One aggregate query for many products. */
  async summariesFor(ctx: RequestContext, productIds: string[]): Promise<Map<string, TalatReviewSummary>> {
    if (productIds.length === 0) return new Map();
    const qb = this.connection
      .getRepository(ctx, ProductReview)
      .createQueryBuilder('review')
      .select('review.productId', 'productId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('AVG(review.averageRating)', 'avg')
      .addSelect('AVG(review.ratingQuality)', 'quality')
      .addSelect('AVG(review.ratingFit)', 'fit')
      .addSelect('AVG(review.ratingValue)', 'value');
    for (let star = 1; star <= 5; star++) {
      qb.addSelect(`SUM(CASE WHEN review.stars = ${star} THEN 1 ELSE 0 END)`, `stars${star}`);
    }
    const rows = await qb
      .where('review.productId IN (:...productIds)', { productIds })
      .andWhere('review.hidden = :hidden', { hidden: false })
      .groupBy('review.productId')
      .getRawMany<ReviewAggregateRow>();
    return new Map(rows.map((row) => [String(row.productId), summaryFromRow(row)]));
  }
}
