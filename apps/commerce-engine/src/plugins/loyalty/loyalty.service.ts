import { Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  ChannelService,
  CustomerService,
  EntityNotFoundError,
  ForbiddenError,
  ID,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  Payment,
  PaymentMethodService,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { StoreConfigPlugin } from '../store-config/store-config.plugin';
import { LoyaltyErrorCode, loggerCtx, LOYALTY_CHECKER_CODE, LOYALTY_HANDLER_CODE, LOYALTY_PAYMENT_METHOD_CODE } from './constants';
import { LoyaltyAccount } from './loyalty-account.entity';
import { LoyaltyEntry } from './loyalty-entry.entity';
import { pointsEarned, pointsToSpend, Rate } from './loyalty-rules';

export interface OrderLoyaltyView {
  balance: number;
  applied: boolean;
  pointsApplied: number;
  appliedAmount: number;
  accrualPoints: number;
  accrualAmount: number;
  rate: { currencyCode: string; spendPerPoint: number; pointValue: number };
}

export interface LoyaltyErrorView {
  __typename: 'LoyaltyError';
  errorCode: LoyaltyErrorCode;
  message: string;
}

const ERROR_TEXT: Record<LoyaltyErrorCode, string> = {
  NO_POINTS: 'The customer has no points to spend',
  NOT_AVAILABLE: 'Loyalty points are not available for this order',
  ORDER_STATE: 'Points can no longer be changed on this order',
};

/**
 * Points balances (see README). A balance changes only through conditional updates
 * (`points = points - :n WHERE points >= :n`), so concurrent orders can never spend a point twice;
 * every change is written to the ledger, which keeps accruals and returns idempotent.
 */
@Injectable()
export class LoyaltyService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly customers: CustomerService,
    private readonly orders: OrderService,
    private readonly activeOrders: ActiveOrderService,
    private readonly paymentMethods: PaymentMethodService,
    private readonly channels: ChannelService,
    private readonly contexts: RequestContextService,
  ) {}

  /** The currency's rate, or null when loyalty is off or the currency has none. */
  rateFor(currencyCode: string): Rate | null {
    const options = StoreConfigPlugin.options;
    if (!options.loyaltyBalanceEnabled) return null;
    return options.loyaltyRates.find((r) => r.currency === currencyCode) ?? null;
  }

  async balance(ctx: RequestContext, customerId: ID): Promise<number> {
    const account = await this.connection.getRepository(ctx, LoyaltyAccount).findOne({ where: { customerId: String(customerId) } });
    return account?.points ?? 0;
  }

  async forActiveCustomer(ctx: RequestContext): Promise<{ points: number; entries: LoyaltyEntry[] }> {
    const customer = await this.requireCustomer(ctx);
    const entries = await this.connection.getRepository(ctx, LoyaltyEntry).find({
      where: { customerId: String(customer.id) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 50,
    });
    return { points: await this.balance(ctx, customer.id), entries };
  }

  /** A customer's balance and last 50 changes (Admin API). */
  async forCustomer(ctx: RequestContext, customerId: ID): Promise<{ points: number; entries: LoyaltyEntry[] }> {
    const entries = await this.connection.getRepository(ctx, LoyaltyEntry).find({
      where: { customerId: String(customerId) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 50,
    });
    return { points: await this.balance(ctx, customerId), entries };
  }

  /** Staff adjustment: adds points, or takes them (never below 0); written to the ledger. */
  async adjust(ctx: RequestContext, customerId: ID, points: number): Promise<{ points: number; entries: LoyaltyEntry[] }> {
    const customer = await this.customers.findOne(ctx, customerId);
    if (!customer) throw new EntityNotFoundError('Customer', customerId);
    const id = String(customer.id);
    let change = Math.trunc(points);
    if (change > 0) await this.add(ctx, id, change);
    if (change < 0) {
      change = -Math.min(-change, await this.balance(ctx, id));
      if (change < 0) {
        await this.takeAtMost(ctx, id, -change);
      }
    }
    if (change !== 0) {
      await this.connection
        .getRepository(ctx, LoyaltyEntry)
        .save(new LoyaltyEntry({ customerId: id, kind: 'adjustment', points: change, orderId: null, orderCode: null, paymentId: null }));
    }
    return this.forCustomer(ctx, id);
  }

  /** What the order's loyalty looks like now: projected before payment, real after. Null for guests or without a rate. */
  async orderView(ctx: RequestContext, order: Order, giftCardPayable: number): Promise<OrderLoyaltyView | null> {
    const rate = this.rateFor(order.currencyCode);
    if (!rate || !order.customerId) return null;
    const customer = await this.customers.findOne(ctx, order.customerId);
    if (!customer?.user) return null;
    const balance = await this.balance(ctx, order.customerId);
    const paid = await this.loyaltyPayments(ctx, order);
    let pointsApplied = 0;
    let appliedAmount = 0;
    if (paid.length) {
      pointsApplied = paid.reduce((sum, p) => sum + Number(p.metadata?.points ?? 0), 0);
      appliedAmount = paid.reduce((sum, p) => sum + p.amount, 0);
    } else if (order.customFields.loyaltyApplied) {
      ({ points: pointsApplied, amount: appliedAmount } = pointsToSpend(balance, giftCardPayable, rate));
    }
    const accrualPoints = pointsEarned(order.totalWithTax - appliedAmount, rate);
    return {
      balance,
      applied: paid.length > 0 || !!order.customFields.loyaltyApplied,
      pointsApplied,
      appliedAmount,
      accrualPoints,
      accrualAmount: accrualPoints * rate.point_value,
      rate: { currencyCode: order.currencyCode, spendPerPoint: rate.spend_per_point, pointValue: rate.point_value },
    };
  }

  /** Marks the active order to be paid (partly) with points; the points are spent by the loyalty payment. */
  async setApplied(ctx: RequestContext, applied: boolean): Promise<Order | LoyaltyErrorView> {
    const customer = await this.requireCustomer(ctx);
    const order = await this.activeOrders.getActiveOrder(ctx, undefined);
    if (!order) return this.error('NOT_AVAILABLE');
    if (!['AddingItems', 'ArrangingPayment'].includes(order.state) || (await this.loyaltyPayments(ctx, order)).length)
      return this.error('ORDER_STATE');
    if (applied) {
      if (!this.rateFor(order.currencyCode)) return this.error('NOT_AVAILABLE');
      if ((await this.balance(ctx, customer.id)) <= 0) return this.error('NO_POINTS');
    }
    await this.orders.updateCustomFields(ctx, order.id, { loyaltyApplied: applied });
    return (await this.orders.findOne(ctx, order.id)) ?? order;
  }

  /**
   * Spends points on `due` (minor units) of the order: as many as the balance has and the amount
   * needs. Re-reads and retries when another order spent points in between; never below zero.
   */
  async spend(ctx: RequestContext, order: Order, due: number): Promise<{ points: number; amount: number }> {
    const rate = this.rateFor(order.currencyCode);
    if (!rate || !order.customerId) return { points: 0, amount: 0 };
    const customerId = String(order.customerId);
    const repo = this.connection.getRepository(ctx, LoyaltyAccount);
    for (let attempt = 0; attempt < 5; attempt++) {
      const spend = pointsToSpend(await this.balance(ctx, customerId), due, rate);
      if (spend.points <= 0) return spend;
      const result = await repo
        .createQueryBuilder()
        .update(LoyaltyAccount)
        .set({ points: () => 'points - :n' })
        .where('customerId = :customerId AND points >= :n', { customerId, n: spend.points })
        .execute();
      if (result.affected === 1) {
        await this.record(ctx, { customerId, kind: 'spend', points: -spend.points, order });
        return spend;
      }
    }
    return { points: 0, amount: 0 };
  }

  /** Gives back up to `points` spent on the order (payment cancelled, refunded, order cancelled); never more than was spent. */
  async giveBack(ctx: RequestContext, order: Order, points: number): Promise<number> {
    if (!order.customerId || points <= 0) return 0;
    const entries = await this.connection.getRepository(ctx, LoyaltyEntry).find({ where: { orderId: String(order.id) } });
    const spent = -entries.filter((e) => e.kind === 'spend').reduce((s, e) => s + e.points, 0);
    const returned = entries.filter((e) => e.kind === 'return').reduce((s, e) => s + e.points, 0);
    const give = Math.min(points, spent - returned);
    if (give <= 0) return 0;
    await this.add(ctx, String(order.customerId), give);
    await this.record(ctx, { customerId: String(order.customerId), kind: 'return', points: give, order });
    return give;
  }

  /** Points for a settled order, once. */
  async accrue(ctx: RequestContext, order: Order): Promise<number> {
    const rate = this.rateFor(order.currencyCode);
    if (!rate || !order.customerId) return 0;
    const customer = await this.customers.findOne(ctx, order.customerId);
    if (!customer?.user) return 0;
    const repo = this.connection.getRepository(ctx, LoyaltyEntry);
    if (await repo.findOne({ where: { orderId: String(order.id), kind: 'accrual' } })) return 0;
    const spentAmount = (await this.loyaltyPayments(ctx, order)).reduce((sum, p) => sum + p.amount, 0);
    const points = pointsEarned(order.totalWithTax - spentAmount, rate);
    if (points <= 0) return 0;
    await this.add(ctx, String(order.customerId), points);
    await this.record(ctx, { customerId: String(order.customerId), kind: 'accrual', points, order });
    return points;
  }

  /** A cancelled order: its accrual is taken back (as far as the balance allows) and spent points return. */
  async cancelled(ctx: RequestContext, order: Order): Promise<void> {
    if (!order.customerId) return;
    const customerId = String(order.customerId);
    const entries = await this.connection.getRepository(ctx, LoyaltyEntry).find({ where: { orderId: String(order.id) } });
    const accrued = entries.filter((e) => e.kind === 'accrual').reduce((s, e) => s + e.points, 0);
    const reversed = -entries.filter((e) => e.kind === 'reversal').reduce((s, e) => s + e.points, 0);
    const take = accrued - reversed;
    if (take > 0) {
      await this.takeAtMost(ctx, customerId, take);
      await this.record(ctx, { customerId, kind: 'reversal', points: -take, order });
    }
    await this.giveBack(ctx, order, Number.MAX_SAFE_INTEGER);
  }

  /** The `talat-loyalty` payment method, created on first start. */
  async ensurePaymentMethod(): Promise<void> {
    const channel = await this.channels.getDefaultChannel();
    const ctx = await this.contexts.create({ apiType: 'admin', channelOrToken: channel, languageCode: LanguageCode.en });
    const { items } = await this.paymentMethods.findAll(ctx, { take: 100 });
    if (items.some((m) => m.handler.code === LOYALTY_HANDLER_CODE)) return;
    await this.paymentMethods.create(ctx, {
      code: LOYALTY_PAYMENT_METHOD_CODE,
      enabled: true,
      handler: { code: LOYALTY_HANDLER_CODE, arguments: [] },
      checker: { code: LOYALTY_CHECKER_CODE, arguments: [] },
      translations: [
        { languageCode: LanguageCode.en, name: 'Loyalty points', description: 'Pay part of the order with your points.' },
        { languageCode: LanguageCode.th, name: 'คะแนนสะสม', description: 'ใช้คะแนนสะสมชำระค่าสินค้าบางส่วน' },
      ],
    });
    Logger.info(`created the payment method "${LOYALTY_PAYMENT_METHOD_CODE}"`, loggerCtx);
  }

  /** Settled loyalty payments of an order (what was really spent); loads the payments when the order came without them. */
  private async loyaltyPayments(ctx: RequestContext, order: Order): Promise<Payment[]> {
    const payments = order.payments ?? (await this.connection.getRepository(ctx, Payment).find({ where: { order: { id: order.id } } }));
    return payments.filter((p) => p.method === LOYALTY_PAYMENT_METHOD_CODE && p.state === 'Settled');
  }

  /** Takes up to `points` (the balance never goes below 0): reversals and staff adjustments. */
  private async takeAtMost(ctx: RequestContext, customerId: string, points: number): Promise<void> {
    await this.connection
      .getRepository(ctx, LoyaltyAccount)
      .createQueryBuilder()
      .update(LoyaltyAccount)
      .set({ points: () => 'CASE WHEN points >= :n THEN points - :n ELSE 0 END' })
      .where('customerId = :customerId', { customerId, n: points })
      .execute();
  }

  private async add(ctx: RequestContext, customerId: string, points: number): Promise<void> {
    const repo = this.connection.getRepository(ctx, LoyaltyAccount);
    const result = await repo
      .createQueryBuilder()
      .update(LoyaltyAccount)
      .set({ points: () => 'points + :n' })
      .where('customerId = :customerId', { customerId, n: points })
      .execute();
    if (result.affected !== 1) await repo.save(new LoyaltyAccount({ customerId, points }));
  }

  private async record(
    ctx: RequestContext,
    entry: { customerId: string; kind: LoyaltyEntry['kind']; points: number; order: Order },
  ): Promise<void> {
    await this.connection.getRepository(ctx, LoyaltyEntry).save(
      new LoyaltyEntry({
        customerId: entry.customerId,
        kind: entry.kind,
        points: entry.points,
        orderId: String(entry.order.id),
        orderCode: entry.order.code,
        paymentId: null,
      }),
    );
  }

  private async requireCustomer(ctx: RequestContext) {
    const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
    if (!customer) throw new ForbiddenError();
    return customer;
  }

  private error(errorCode: LoyaltyErrorCode): LoyaltyErrorView {
    return { __typename: 'LoyaltyError', errorCode, message: ERROR_TEXT[errorCode] };
  }
}
