import { Injectable } from '@nestjs/common';
import { ID, OrderLine, RequestContext, TransactionalConnection } from '@vendure/core';
import { RequestLoader } from '../reviews/request-loader';

export const PAST_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Units of each product sold in the last 24 hours: the quantities of order lines of the product's
 * variants in orders placed (orderPlacedAt set, not cancelled) within the window, in one
 * aggregate query for all products a request asks about.
 */
@Injectable()
export class PastDayBuyingService {
  private readonly loader = new RequestLoader<number>(
    (ctx, ids) => this.countsFor(ctx, ids),
    () => 0,
  );

  constructor(private readonly connection: TransactionalConnection) {}

  count(ctx: RequestContext, productId: ID): Promise<number> {
    return this.loader.load(ctx, productId);
  }

  async countsFor(ctx: RequestContext, productIds: string[], now = new Date()): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const since = new Date(now.getTime() - PAST_DAY_MS);
    const rows = await this.connection
      .getRepository(ctx, OrderLine)
      .createQueryBuilder('line')
      .innerJoin('line.order', 'ord')
      .innerJoin('line.productVariant', 'variant')
      .select('variant.productId', 'productId')
      .addSelect('SUM(line.quantity)', 'units')
      .where('variant.productId IN (:...productIds)', { productIds })
      .andWhere('ord.orderPlacedAt IS NOT NULL')
      .andWhere('ord.orderPlacedAt >= :since', { since })
      .andWhere('ord.active = :active', { active: false })
      .andWhere('ord.state != :cancelled', { cancelled: 'Cancelled' })
      .groupBy('variant.productId')
      .getRawMany<{ productId: string | number; units: string | number | null }>();
    return new Map(rows.map((r) => [String(r.productId), Number(r.units ?? 0) || 0]));
  }
}
