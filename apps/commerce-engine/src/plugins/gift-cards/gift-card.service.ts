import { Injectable } from '@nestjs/common';
import { ActiveOrderService, ID, Logger, Order, OrderService, Payment, RequestContext, TransactionalConnection } from '@vendure/core';
import { allocateGiftCards, CardAllocation, sumAllocations } from './allocation';
import { GIFT_CARD_PAYMENT_METHOD_CODE, GIFT_CARD_SKU_PREFIX, loggerCtx, MAX_GIFT_CARDS_PER_ORDER } from './constants';
import { balanceColumn, balanceIn, GiftCard } from './gift-card.entity';
import { generateGiftCardCode, maskGiftCardCode, normaliseGiftCardCode } from './gift-card-code';
import { giftCardMessage, GiftCardMessageKey } from './messages';

/** `Order.appliedGiftCards` item. */
export interface AppliedGiftCardView {
  code: string;
  masked: string;
  appliedAmount: number;
  /** Balance in the order currency now (before this order's payment: before it is spent). */
  balance: number;
  currencyCode: string;
}

/** `Order.issuedGiftCards` item. */
export interface IssuedGiftCardView {
  code: string;
  masked: string;
  value: number;
  currencyCode: string;
}

const ERROR_TYPES: Record<GiftCardMessageKey, string> = {
  notFound: 'GiftCardNotFoundError',
  noBalance: 'GiftCardNoBalanceError',
  alreadyApplied: 'GiftCardAlreadyAppliedError',
  notApplied: 'GiftCardNotAppliedError',
  orderState: 'GiftCardOrderStateError',
  tooMany: 'GiftCardLimitError',
  noActiveOrder: 'NoActiveOrderError',
};

/** An ErrorResult of the Shop API (`__typename`, `errorCode`, `message` in the request language). */
export interface GiftCardErrorResult {
  __typename: string;
  errorCode: string;
  message: string;
}

function errorResult(ctx: RequestContext, key: GiftCardMessageKey, vars?: Record<string, string | number>): GiftCardErrorResult {
  const typename = ERROR_TYPES[key];
  return {
    __typename: typename,
    errorCode: typename.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(),
    message: giftCardMessage(key, ctx.languageCode, vars),
  };
}

/** Debit of one card by a payment, kept in the payment's metadata (to refund it). */
export interface GiftCardDebit {
  id: string;
  code: string;
  masked: string;
  amount: number;
}

/** Order states in which the applied cards may change. */
const EDITABLE_STATES = ['Created', 'Draft', 'AddingItems', 'ArrangingPayment'];

@Injectable()
export class GiftCardService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
  ) {}

  findByCode(ctx: RequestContext, code: string): Promise<GiftCard | null> {
    return this.connection.getRepository(ctx, GiftCard).findOne({ where: { code: normaliseGiftCardCode(code) } });
  }

  /** Creates a card (seed, staff, issuing); `code` defaults to a new unique random code. */
  async create(
    ctx: RequestContext,
    input: { code?: string; balanceThb?: number; balanceGbp?: number; sourceOrderId?: ID | null; sourceOrderCode?: string | null },
  ): Promise<GiftCard> {
    const repo = this.connection.getRepository(ctx, GiftCard);
    let code = input.code ? normaliseGiftCardCode(input.code) : generateGiftCardCode();
    while (!input.code && (await repo.count({ where: { code } })) > 0) code = generateGiftCardCode();
    return repo.save(
      new GiftCard({
        code,
        balanceThb: input.balanceThb ?? 0,
        balanceGbp: input.balanceGbp ?? 0,
        sourceOrderId: input.sourceOrderId != null ? String(input.sourceOrderId) : null,
        sourceOrderCode: input.sourceOrderCode ?? null,
      }),
    );
  }

  /** Shop API `applyGiftCardToOrder`: adds the code to the active order. */
  async applyToActiveOrder(ctx: RequestContext, rawCode: string): Promise<Order | GiftCardErrorResult> {
    const order = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!order) return errorResult(ctx, 'noActiveOrder');
    const card = await this.findByCode(ctx, rawCode);
    if (!card) return errorResult(ctx, 'notFound');
    const codes = order.customFields.giftCardCodes ?? [];
    if (codes.includes(card.code)) return errorResult(ctx, 'alreadyApplied');
    const stateError = await this.checkEditable(ctx, order);
    if (stateError) return stateError;
    if (balanceIn(card, order.currencyCode) <= 0) return errorResult(ctx, 'noBalance', { currency: order.currencyCode });
    if (codes.length >= MAX_GIFT_CARDS_PER_ORDER) return errorResult(ctx, 'tooMany', { max: MAX_GIFT_CARDS_PER_ORDER });
    return this.setCodes(ctx, order, [...codes, card.code]);
  }

  /** Shop API `removeGiftCardFromOrder`. */
  async removeFromActiveOrder(ctx: RequestContext, rawCode: string): Promise<Order | GiftCardErrorResult> {
    const order = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!order) return errorResult(ctx, 'noActiveOrder');
    const code = normaliseGiftCardCode(rawCode);
    const codes = order.customFields.giftCardCodes ?? [];
    if (!codes.includes(code)) return errorResult(ctx, 'notApplied');
    const stateError = await this.checkEditable(ctx, order);
    if (stateError) return stateError;
    return this.setCodes(
      ctx,
      order,
      codes.filter((c) => c !== code),
    );
  }

  private async checkEditable(ctx: RequestContext, order: Order): Promise<GiftCardErrorResult | undefined> {
    if (!EDITABLE_STATES.includes(order.state)) return errorResult(ctx, 'orderState');
    if ((await this.giftCardPayments(ctx, order.id)).length > 0) return errorResult(ctx, 'orderState');
    return undefined;
  }

  private async setCodes(ctx: RequestContext, order: Order, codes: string[]): Promise<Order> {
    await this.orderService.updateCustomFields(ctx, order.id, { giftCardCodes: codes });
    return (await this.orderService.findOne(ctx, order.id)) ?? order;
  }

  /** Gift card payments of the order that took money (Authorized or Settled). */
  async giftCardPayments(ctx: RequestContext, orderId: ID): Promise<Payment[]> {
    const payments = await this.connection
      .getRepository(ctx, Payment)
      .find({ where: { order: { id: orderId }, method: GIFT_CARD_PAYMENT_METHOD_CODE } });
    return payments.filter((p) => p.state === 'Settled' || p.state === 'Authorized');
  }

  /**
   * The cards applied to the order with what each pays: from the gift card payment once the
   * order is paid, else projected from the current balances and the order total.
   */
  async appliedCards(ctx: RequestContext, order: Order): Promise<AppliedGiftCardView[]> {
    const codes = order.customFields?.giftCardCodes ?? (await this.reloadCodes(ctx, order.id));
    if (!codes.length) return [];
    const cards = await this.cardsByCode(ctx, codes);
    const balance = (code: string) => {
      const card = cards.get(code);
      return card ? balanceIn(card, order.currencyCode) : 0;
    };
    const payments = await this.giftCardPayments(ctx, order.id);
    let allocations: CardAllocation[];
    if (payments.length > 0) {
      const paid = new Map<string, number>();
      for (const p of payments) {
        for (const d of (p.metadata?.debits ?? []) as GiftCardDebit[]) paid.set(d.code, (paid.get(d.code) ?? 0) + d.amount);
      }
      allocations = codes.map((code) => ({ code, amount: paid.get(code) ?? 0 }));
    } else {
      allocations = allocateGiftCards(
        order.totalWithTax,
        codes.map((code) => ({ code, balance: balance(code) })),
      );
    }
    return allocations.map((a) => ({
      code: a.code,
      masked: maskGiftCardCode(a.code),
      appliedAmount: a.amount,
      balance: balance(a.code),
      currencyCode: order.currencyCode,
    }));
  }

  /** `Order.giftCardTotal`: what the applied cards pay (or paid). */
  async giftCardTotal(ctx: RequestContext, order: Order): Promise<number> {
    return sumAllocations((await this.appliedCards(ctx, order)).map((c) => ({ amount: c.appliedAmount })));
  }

  /** `Order.issuedGiftCards`. */
  async issuedCards(ctx: RequestContext, order: Order): Promise<IssuedGiftCardView[]> {
    const codes = order.customFields?.issuedGiftCardCodes ?? [];
    if (!codes.length) return [];
    const cards = await this.cardsByCode(ctx, codes);
    return codes.flatMap((code) => {
      const card = cards.get(code);
      if (!card) return [];
      return [{ code, masked: maskGiftCardCode(code), value: balanceIn(card, order.currencyCode), currencyCode: order.currencyCode }];
    });
  }

  private async reloadCodes(ctx: RequestContext, orderId: ID): Promise<string[]> {
    const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId } });
    return order?.customFields?.giftCardCodes ?? [];
  }

  private async cardsByCode(ctx: RequestContext, codes: string[]): Promise<Map<string, GiftCard>> {
    const repo = this.connection.getRepository(ctx, GiftCard);
    const cards = await repo.createQueryBuilder('card').where('card.code IN (:...codes)', { codes }).getMany();
    return new Map(cards.map((c) => [c.code, c]));
  }

  /**
   * Takes up to `amount` from the cards, in the order applied. Each debit is a conditional
   * UPDATE (`balance >= amount`), so a second order spending the same card at the same time
   * can never take more than the balance: the loser re-reads and takes what is left.
   * Runs in the caller's transaction (addPaymentToOrder).
   */
  async debit(ctx: RequestContext, currencyCode: string, codes: string[], amount: number): Promise<GiftCardDebit[]> {
    const column = balanceColumn(currencyCode);
    if (!column) return [];
    const repo = this.connection.getRepository(ctx, GiftCard);
    const escaped = this.connection.rawConnection.driver.escape(column);
    const debits: GiftCardDebit[] = [];
    let remaining = amount;
    for (const code of codes) {
      for (let attempt = 0; attempt < 5 && remaining > 0; attempt++) {
        const card = await repo.findOne({ where: { code } });
        const take = card ? Math.min(card[column], remaining) : 0;
        if (!card || take <= 0) break;
        const result = await repo
          .createQueryBuilder()
          .update(GiftCard)
          .set({ [column]: () => `${escaped} - :take` })
          .where(`id = :id AND ${escaped} >= :take`, { id: card.id, take })
          .execute();
        if (result.affected === 1) {
          debits.push({ id: String(card.id), code, masked: maskGiftCardCode(code), amount: take });
          remaining -= take;
          break;
        }
      }
      if (remaining <= 0) break;
    }
    return debits;
  }

  /** Gives back (refund, cancellation) up to `amount` of the debits, last debit first. */
  async credit(ctx: RequestContext, currencyCode: string, debits: GiftCardDebit[], amount: number): Promise<number> {
    const column = balanceColumn(currencyCode);
    if (!column) return 0;
    const escaped = this.connection.rawConnection.driver.escape(column);
    let remaining = amount;
    for (const d of [...debits].reverse()) {
      const give = Math.min(d.amount, remaining);
      if (give <= 0) continue;
      await this.connection
        .getRepository(ctx, GiftCard)
        .createQueryBuilder()
        .update(GiftCard)
        .set({ [column]: () => `${escaped} + :give` })
        .where('id = :id', { id: d.id, give })
        .execute();
      remaining -= give;
    }
    return amount - remaining;
  }

  /**
   * Issues one card per unit of the gift card lines of a paid order, worth the line's unit
   * price (tax included, before discounts) in the order currency, and records the codes on
   * the order. Does nothing when the order already has issued cards (idempotent).
   */
  async issueForOrder(ctx: RequestContext, orderId: ID): Promise<string[]> {
    const order = await this.connection.getRepository(ctx, Order).findOne({
      where: { id: orderId },
      relations: ['lines', 'lines.productVariant', 'lines.productVariant.product'],
    });
    if (!order || (order.customFields.issuedGiftCardCodes ?? []).length > 0) return [];
    const column = balanceColumn(order.currencyCode);
    if (!column) return [];
    const codes: string[] = [];
    for (const line of order.lines) {
      const variant = line.productVariant;
      const isGiftCard = variant?.product?.customFields?.kind === 'giftcard' || variant?.sku?.startsWith(GIFT_CARD_SKU_PREFIX);
      if (!isGiftCard) continue;
      for (let i = 0; i < line.quantity; i++) {
        const card = await this.create(ctx, {
          [column]: line.unitPriceWithTax,
          sourceOrderId: order.id,
          sourceOrderCode: order.code,
        });
        codes.push(card.code);
      }
    }
    if (codes.length) {
      await this.orderService.updateCustomFields(ctx, order.id, { issuedGiftCardCodes: codes });
      Logger.info(`Issued ${codes.length} gift card(s) for order ${order.code}`, loggerCtx);
    }
    return codes;
  }
}
