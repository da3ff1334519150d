import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  ActiveOrderService,
  ChannelService,
  ConfigService,
  CreatePaymentErrorResult,
  CreatePaymentResult,
  CustomerService,
  ID,
  idsAreEqual,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  Payment,
  PaymentMethodService,
  PaymentService,
  RequestContext,
  RequestContextService,
  SessionService,
  TransactionalConnection,
} from '@vendure/core';
import {
  TEST_CARD_HANDLER_CODE,
  TEST_CARD_METHOD_CODE,
  TEST_CARD_PLUGIN_OPTIONS,
  TEST_CARD_ROUTE,
  TestCardPaymentsOptions,
} from './constants';
import { PaymentClients, PaymentDeclined, PaymentDetailsError } from '../payment-methods/payment-clients';
import { langOf, message, MessageKey, MESSAGES } from './messages';
import { CHALLENGE_PENDING } from './payment-process';
import { createCardToken, createChallengeRef, verifyCardToken, verifyChallengeRef } from './signing';
import { ValidCard } from './card-validation';

const LOG = 'TestCardPayments';
const DEFAULT_TTL_MS = 30 * 60_000;

/** Why completeTestCardChallenge refused (TestCardChallengeError.reason). */
export type ChallengeErrorReason =
  'INVALID_REF' | 'EXPIRED_REF' | 'PAYMENT_NOT_FOUND' | 'NOT_ACTIVE_ORDER' | 'ORDER_ALREADY_PAID' | 'CONFLICT';

export class TestCardChallengeError {
  readonly __typename = 'TestCardChallengeError';
  readonly errorCode = 'TEST_CARD_CHALLENGE_ERROR';
  constructor(
    readonly reason: ChallengeErrorReason,
    readonly message: string,
  ) {}
}

export type ChallengeResult = Order | TestCardChallengeError | PaymentDeclined;

interface TestCardMetadata {
  challenge?: boolean;
  requestedAmount?: number;
  public?: Record<string, unknown>;
}

@Injectable()
export class TestCardService implements OnApplicationBootstrap {
  /** Nonces of tokens that paid already, with their expiry (a token pays once). */
  private readonly usedNonces = new Map<string, number>();
  /** Orders a card was just authorised for (id -> time): a concurrent second charge is refused. */
  private readonly recentCharges = new Map<string, number>();

  constructor(
    @Inject(TEST_CARD_PLUGIN_OPTIONS) readonly options: TestCardPaymentsOptions,
    private readonly connection: TransactionalConnection,
    private readonly paymentService: PaymentService,
    private readonly paymentMethodService: PaymentMethodService,
    private readonly orderService: OrderService,
    private readonly activeOrderService: ActiveOrderService,
    private readonly customerService: CustomerService,
    private readonly sessionService: SessionService,
    private readonly channelService: ChannelService,
    private readonly requestContextService: RequestContextService,
    private readonly configService: ConfigService,
    clients: PaymentClients,
  ) {
    // The browser posts the card to the token endpoint itself: the number never passes through
    // the storefront's server (issue 32), and the storefront only ever hands over the token.
    const tokenUrl = `${options.publicUrl.replace(/\/+$/, '')}/${TEST_CARD_ROUTE}/tokens`;
    // Its challenge's result comes back as `submitPaymentDetails(paymentId, { ref })`.
    clients.register(
      TEST_CARD_HANDLER_CODE,
      () => ({ provider: 'test-card', tokenUrl }),
      async (ctx, payment, details) => {
        const ref = typeof details.ref === 'string' ? details.ref : '';
        const result = await this.connection.withTransaction(ctx, (inTransaction) =>
          this.completeChallenge(inTransaction, payment.id, ref),
        );
        return result instanceof TestCardChallengeError ? new PaymentDetailsError(result.reason, result.message) : result;
      },
    );
  }

  /** A payment id as the APIs show it (the configured EntityIdStrategy's encoding). */
  publicId(id: ID): string {
    const strategy = this.configService.entityOptions.entityIdStrategy ?? this.configService.entityIdStrategy;
    return String(strategy ? strategy.encodeId(id as never) : id);
  }

  /** The internal id of a public payment id; undefined when it cannot be decoded. */
  internalId(publicId: string): ID | undefined {
    if (!/^[\w-]{1,64}$/.test(publicId)) return undefined;
    const strategy = this.configService.entityOptions.entityIdStrategy ?? this.configService.entityIdStrategy;
    try {
      return strategy ? (strategy.decodeId(publicId) as ID) : publicId;
    } catch {
      return undefined;
    }
  }

  get ttlMs(): number {
    return this.options.tokenTtlMs ?? DEFAULT_TTL_MS;
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensurePaymentMethods();
    } catch (e) {
      Logger.error(`could not set up the payment methods: ${(e as Error).message}`, LOG);
    }
  }

  /** Tokenises a validated card (the number itself is dropped here). */
  tokenise(card: ValidCard): { token: string; expiresAt: string } {
    const { token, payload } = createCardToken(this.options.secret, card, this.ttlMs);
    return { token, expiresAt: new Date(payload.exp).toISOString() };
  }

  /** Absolute URL of the challenge page of a payment (the storefront adds `?returnUrl=`). */
  challengeUrl(paymentId: ID): string {
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${TEST_CARD_ROUTE}/challenge/${encodeURIComponent(this.publicId(paymentId))}`;
  }

  /**
   * The handler's createPayment: reads the token from `metadata.token` and answers with the
   * test card's outcome. A token pays once; an invalid or expired one gives state 'Error'.
   */
  createPayment(
    ctx: RequestContext,
    order: Order,
    amount: number,
    metadata: Record<string, unknown>,
  ): CreatePaymentResult | CreatePaymentErrorResult {
    const lang = langOf(ctx.languageCode);
    const fail = (key: MessageKey): CreatePaymentErrorResult => ({
      amount,
      state: 'Error',
      errorMessage: message(key, lang),
      metadata: {},
    });
    const verified = verifyCardToken(this.options.secret, metadata?.token);
    if (!verified.ok) return fail(verified.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
    const t = verified.payload;
    if (amount <= 0) return fail('alreadyPaid');
    const paid = (order.payments ?? []).filter((p) => p.state === 'Authorized' || p.state === 'Settled');
    if (paid.reduce((sum, p) => sum + p.amount, 0) >= order.totalWithTax) return fail('alreadyPaid');
    if (!this.consumeNonce(t.nonce, t.exp)) return fail('tokenUsed');
    if (t.outcome === 'authorise' && !this.claimCharge(String(order.id))) return fail('paymentInProgress');
    const card = { brand: t.brand, last4: t.last4, expiryMonth: t.expiryMonth, expiryYear: t.expiryYear };
    const transactionId = `tc_${randomBytes(9).toString('base64url')}`;
    switch (t.outcome) {
      case 'authorise':
        return {
          amount,
          state: this.options.autoSettle === false ? 'Authorized' : 'Settled',
          transactionId,
          metadata: { ...card, public: { ...card, resultCode: 'Authorised' } },
        };
      case 'challenge':
        return {
          amount: 0,
          state: CHALLENGE_PENDING,
          transactionId,
          metadata: {
            ...card,
            challenge: true,
            requestedAmount: amount,
            public: { ...card, resultCode: 'ChallengeShopper', action: 'challenge', requestedAmount: amount },
          },
        };
      default:
        return {
          amount,
          state: 'Declined',
          transactionId,
          errorMessage: message('refused', lang),
          metadata: { ...card, public: { ...card, resultCode: 'Refused', refusalReason: 'Refused' } },
        };
    }
  }

  /**
   * Double-click guard on top of Vendure's order state check: within 10 s of authorising a card
   * for an order, another authorisation for it is refused (concurrent requests may both still
   * see the order in ArrangingPayment). In-process: the engine runs as one process.
   */
  private claimCharge(orderId: string): boolean {
    const now = Date.now();
    for (const [id, at] of this.recentCharges) if (at < now - 10_000) this.recentCharges.delete(id);
    if (this.recentCharges.has(orderId)) return false;
    this.recentCharges.set(orderId, now);
    return true;
  }

  private consumeNonce(nonce: string, exp: number): boolean {
    const now = Date.now();
    if (this.usedNonces.size > 1000) {
      for (const [n, e] of this.usedNonces) if (e < now) this.usedNonces.delete(n);
    }
    if (this.usedNonces.has(nonce)) return false;
    this.usedNonces.set(nonce, exp);
    return true;
  }

  /** The payment when it is a test card payment waiting for its challenge. */
  async findPendingChallenge(ctx: RequestContext, publicPaymentId: string): Promise<Payment | undefined> {
    const paymentId = this.internalId(publicPaymentId);
    if (paymentId === undefined) return undefined;
    const payment = await this.connection
      .getRepository(ctx, Payment)
      .findOne({ where: { id: paymentId }, relations: ['order'] })
      .catch(() => null);
    if (!payment || payment.state !== CHALLENGE_PENDING || !(payment.metadata as TestCardMetadata)?.challenge) return undefined;
    return payment;
  }

  /** The signed reference the challenge page hands back to the storefront. */
  challengeRef(paymentId: ID, resultCode: 'Authorised' | 'Refused'): string {
    return createChallengeRef(this.options.secret, String(paymentId), resultCode, this.ttlMs);
  }

  /**
   * Finishes a challenge with the signed reference from the challenge page. 'Authorised'
   * authorises (or settles) the payment for what is left to pay and moves the order on;
   * 'Refused' declines it and the order stays in ArrangingPayment. Repeating a finished
   * completion answers the same again.
   */
  async completeChallenge(ctx: RequestContext, paymentId: ID, ref: string): Promise<ChallengeResult> {
    const lang = langOf(ctx.languageCode);
    const error = (reason: ChallengeErrorReason, key: MessageKey) => new TestCardChallengeError(reason, message(key, lang));
    const verified = verifyChallengeRef(this.options.secret, ref);
    if (!verified.ok)
      return verified.reason === 'expired' ? error('EXPIRED_REF', 'challengeExpired') : error('INVALID_REF', 'challengeInvalid');
    const { resultCode } = verified.payload;
    if (!idsAreEqual(verified.payload.paymentId, paymentId)) return error('INVALID_REF', 'challengeInvalid');

    const payment = await this.connection
      .getRepository(ctx, Payment)
      .findOne({ where: { id: paymentId }, relations: ['order'] })
      .catch(() => null);
    const meta = payment?.metadata as TestCardMetadata | undefined;
    if (!payment || !meta?.challenge) return error('PAYMENT_NOT_FOUND', 'challengeNotFound');
    const order = await this.orderService.findOne(ctx, payment.order.id);
    if (!order) return error('PAYMENT_NOT_FOUND', 'challengeNotFound');

    if (payment.state !== CHALLENGE_PENDING) {
      // Already finished: the same result again is fine (reload, back button), another is not.
      if (resultCode === 'Authorised' && (payment.state === 'Authorized' || payment.state === 'Settled')) return order;
      if (resultCode === 'Refused' && payment.state === 'Declined') {
        return new PaymentDeclined(payment.errorMessage || message('authenticationFailed', lang));
      }
      if (payment.state === 'Cancelled') return error('ORDER_ALREADY_PAID', 'alreadyPaid');
      return error('CONFLICT', 'conflict');
    }

    // Paid meanwhile by another payment (challenge abandoned, then another card or the cheque):
    // this late result must not charge a second time.
    const remaining = order.state === 'ArrangingPayment' ? order.totalWithTax - (await this.coveredByOthers(ctx, order, payment.id)) : 0;
    if (remaining <= 0) {
      await this.paymentService.transitionToState(ctx, payment.id, 'Cancelled');
      return error('ORDER_ALREADY_PAID', 'alreadyPaid');
    }
    const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!active || !idsAreEqual(active.id, order.id)) return error('NOT_ACTIVE_ORDER', 'notYourOrder');

    if (resultCode === 'Refused') {
      const errorMessage = message('authenticationFailed', lang);
      payment.errorMessage = errorMessage;
      payment.metadata = { ...meta, public: { ...meta.public, resultCode: 'Refused', refusalReason: 'AuthenticationFailed' } };
      await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
      await this.paymentService.transitionToState(ctx, payment.id, 'Declined');
      return new PaymentDeclined(errorMessage);
    }

    payment.amount = remaining;
    payment.metadata = { ...meta, public: { ...meta.public, resultCode: 'Authorised' } };
    await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
    await this.paymentService.transitionToState(ctx, payment.id, this.options.autoSettle === false ? 'Authorized' : 'Settled');
    const updated = await this.orderService.findOne(ctx, order.id);
    if (!updated) return error('PAYMENT_NOT_FOUND', 'challengeNotFound');
    // As Vendure's addPaymentToOrder resolver does once the order is placed.
    if (updated.active === false) {
      await this.customerService.createAddressesForNewCustomer(ctx, updated);
      if (ctx.session && idsAreEqual(ctx.session.activeOrderId, updated.id)) {
        await this.sessionService.unsetActiveOrder(ctx, ctx.session);
      }
    }
    return updated;
  }

  private async coveredByOthers(ctx: RequestContext, order: Order, paymentId: ID): Promise<number> {
    const payments = await this.orderService.getOrderPayments(ctx, order.id);
    return payments
      .filter((p) => !idsAreEqual(p.id, paymentId) && !['Error', 'Declined', 'Cancelled'].includes(p.state))
      .reduce((sum, p) => sum + p.amount, 0);
  }

  /** Makes sure the card method exists in the default channel. Idempotent; run at bootstrap. */
  async ensurePaymentMethods(): Promise<void> {
    const channel = await this.channelService.getDefaultChannel();
    const ctx = await this.requestContextService.create({ apiType: 'admin', channelOrToken: channel, languageCode: LanguageCode.en });
    const { items } = await this.paymentMethodService.findAll(ctx, { take: 100 });
    if (!items.some((m) => m.handler.code === TEST_CARD_HANDLER_CODE)) {
      await this.paymentMethodService.create(ctx, {
        code: TEST_CARD_METHOD_CODE,
        enabled: true,
        handler: { code: TEST_CARD_HANDLER_CODE, arguments: [] },
        translations: [
          { languageCode: LanguageCode.en, name: CARD_TEXT.en.name, description: CARD_TEXT.en.description },
          { languageCode: LanguageCode.th, name: CARD_TEXT.th.name, description: CARD_TEXT.th.description },
        ],
      });
      Logger.info(`created the payment method "${TEST_CARD_METHOD_CODE}"`, LOG);
    }
  }
}

const CARD_TEXT = {
  en: {
    name: 'Credit or debit card',
    description: 'Pay by card through the Talat test card provider. Test cards only: no real money is charged.',
  },
  th: {
    name: 'บัตรเครดิตหรือบัตรเดบิต',
    description: 'ชำระด้วยบัตรผ่านผู้ให้บริการบัตรทดสอบของตลาด ใช้ได้เฉพาะบัตรทดสอบ ไม่มีการเรียกเก็บเงินจริง',
  },
};

export { MESSAGES };
