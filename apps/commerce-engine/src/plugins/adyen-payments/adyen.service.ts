import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { CheckoutAPI } from '@adyen/api-library';
import {
  ActiveOrderService,
  ChannelService,
  ConfigService,
  CreatePaymentErrorResult,
  CreatePaymentResult,
  CreateRefundResult,
  CustomerService,
  ID,
  idsAreEqual,
  LanguageCode,
  Logger,
  Order,
  OrderService,
  Payment,
  PaymentMethod,
  PaymentMethodService,
  PaymentService,
  RequestContext,
  RequestContextService,
  SessionService,
  SettlePaymentErrorResult,
  SettlePaymentResult,
  TransactionalConnection,
} from '@vendure/core';
import {
  PaymentClients,
  PaymentDeclined,
  PaymentDetailsError,
  type DetailsResult,
  type PaymentClient,
} from '../payment-methods/payment-clients';
import { AdyenApiError, createCheckout, type PaymentRequest, type PaymentResponse } from './adyen-checkout';
import { fromAdyenValue, toAdyenAmount } from '@talat/adyen/amounts';
import { browserInfoOf } from '@talat/adyen/browser-info';
import { ADYEN_HANDLER_CODE, ADYEN_METHOD_CODE, ADYEN_PLUGIN_OPTIONS, AdyenPaymentsOptions } from './constants';
import { langOf, message, MessageKey } from './messages';
import { ACTION_PENDING, CAPTURE_PENDING } from './payment-process';
import { AdyenErrorReason, AdyenPaymentMetadata, AdyenPaymentStatus } from './results';
import { outcomeOf } from '@talat/adyen/result-codes';
import { isStorefrontUrl } from './return-url';
import { cardOf } from '@talat/adyen/webhook-items';
import { bnplMethodCode, methodsFor, offersType } from './method-types';
import { shopperDetails } from './shopper-details';

export const LOG = 'AdyenPayments';

/** A buy-now-pay-later type as shoppers know it (`clearpay` is Clearpay). */
function bnplLabel(type: string): string {
  const known: Record<string, string> = { clearpay: 'Clearpay', afterpaytouch: 'Afterpay', atome: 'Atome', klarna_account: 'Klarna' };
  return known[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** How long a /paymentMethods answer is reused for the same amount, currency, country and language. */
const METHODS_TTL_MS = 60_000;

/** The country Adyen offers methods for: the order's address, else the currency's home. */
export function countryFor(order: Pick<Order, 'currencyCode' | 'shippingAddress' | 'billingAddress'>): string | undefined {
  const fromAddress = order.shippingAddress?.countryCode || order.billingAddress?.countryCode;
  if (fromAddress) return fromAddress.toUpperCase();
  return ({ THB: 'TH', GBP: 'GB' } as Record<string, string>)[order.currencyCode];
}

/** The amount still to pay: the total less what authorised or settled payments cover. */
export function stillToPay(order: Order): number {
  const paid = (order.payments ?? []).filter((p) => p.state === 'Authorized' || p.state === 'Settled' || p.state === CAPTURE_PENDING);
  return order.totalWithTax - paid.reduce((sum, p) => sum + p.amount, 0);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

@Injectable()
export class AdyenService implements OnApplicationBootstrap {
  readonly checkout: CheckoutAPI;
  private readonly methodsCache = new Map<string, { at: number; answer: Promise<unknown> }>();
  /** Orders with an Adyen call in flight (a double click): the second is refused, not sent. */
  private readonly inFlight = new Set<string>();

  constructor(
    @Inject(ADYEN_PLUGIN_OPTIONS) readonly options: AdyenPaymentsOptions,
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
    this.checkout = createCheckout(options);
    // The drop-in's settings, and the way back from its actions (submitPaymentDetails).
    clients.register(
      ADYEN_HANDLER_CODE,
      (ctx, method) => this.describeClient(ctx, method.args.paymentMethodType?.trim() || undefined),
      (ctx, payment, details) => this.submitDetails(ctx, payment.id, details),
    );
  }

  /** ADYEN_BNPL_TYPES: the buy-now-pay-later types that are payment methods of their own. */
  get bnplTypes(): readonly string[] {
    return this.options.bnplTypes ?? [];
  }

  /** A lender's refusal is a plan not approved, not a card to try again. */
  private refusalKey(key: 'refused' | 'cancelled' | 'error', paymentMethodType: string | undefined): MessageKey {
    return key === 'refused' && paymentMethodType && this.bnplTypes.includes(paymentMethodType) ? 'planDeclined' : key;
  }

  get autoCapture(): boolean {
    return this.options.autoCapture !== false;
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensurePaymentMethod();
    } catch (e) {
      Logger.error(`could not set up the payment method: ${(e as Error).message}`, LOG);
    }
  }

  /**
   * The drop-in's settings for the shopper's active order (PaymentMethodQuote.client): the public
   * client key and Adyen's /paymentMethods answer for the order's amount, currency and country.
   * Null without an active order, or when Adyen does not answer (logged; the shop's other methods
   * stay usable).
   */
  async describeClient(ctx: RequestContext, methodType?: string): Promise<PaymentClient | null> {
    const order = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!order) return null;
    const amount = toAdyenAmount(Math.max(stillToPay(order), 0), order.currencyCode);
    const countryCode = countryFor(order);
    const locale = langOf(ctx.languageCode) === 'th' ? 'th-TH' : 'en-GB';
    const cacheKey = `${amount.currency}:${amount.value}:${countryCode ?? ''}:${locale}`;
    // One call for every method of the same cart (they are described side by side), reused for a minute.
    let cached = this.methodsCache.get(cacheKey);
    if (!cached || cached.at < Date.now() - METHODS_TTL_MS) {
      const answer = this.checkout.PaymentsApi.paymentMethods({
        merchantAccount: this.options.merchantAccount,
        amount,
        ...(countryCode ? { countryCode } : {}),
        shopperLocale: locale,
        channel: 'Web' as never,
      });
      cached = { at: Date.now(), answer };
      if (this.methodsCache.size > 500) this.methodsCache.clear();
      this.methodsCache.set(cacheKey, cached);
    }
    let answer: unknown;
    try {
      answer = await cached.answer;
    } catch (e) {
      // Not kept: the next shopper asks again.
      if (this.methodsCache.get(cacheKey) === cached) this.methodsCache.delete(cacheKey);
      Logger.warn(`paymentMethods failed: ${(e as Error).message}`, LOG);
      return null;
    }
    return {
      provider: 'adyen',
      clientKey: this.options.clientKey,
      environment: this.options.environment,
      countryCode: countryCode ?? null,
      locale,
      amount,
      // Each of the shop's Adyen methods shows its own types (method-types.ts).
      paymentMethodsResponse: methodsFor(answer as { paymentMethods?: Array<{ type?: string }> }, methodType, this.bnplTypes),
    };
  }

  /**
   * The handler's createPayment: sends the drop-in's paymentMethod to /payments with the amount
   * still to pay (see README for the metadata and the outcomes).
   */
  async createPayment(
    ctx: RequestContext,
    order: Order,
    amount: number,
    metadata: Record<string, unknown>,
    /** The method's own type (a buy-now-pay-later method), or undefined for the main method. */
    methodType?: string,
  ): Promise<CreatePaymentResult | CreatePaymentErrorResult> {
    const lang = langOf(ctx.languageCode);
    const fail = (key: MessageKey): CreatePaymentErrorResult => ({
      amount,
      state: 'Error',
      errorMessage: message(key, lang),
      metadata: {},
    });
    const paymentMethod = record(metadata?.paymentMethod);
    const attempt = metadata?.attempt;
    if (!paymentMethod || typeof paymentMethod.type !== 'string') return fail('badInput');
    // A method pays with its own types only: Clearpay through its method, cards through the main one.
    if (!offersType(methodType, this.bnplTypes, paymentMethod.type)) return fail('badInput');
    if (typeof attempt !== 'string' || !/^[\w.:-]{1,64}$/.test(attempt)) return fail('badInput');
    if (!isStorefrontUrl(metadata.returnUrl, this.options.storefrontUrl)) {
      // Declined before anything is sent: Adyen would otherwise send the shopper to that address.
      return { amount, state: 'Declined', errorMessage: message('badReturnUrl', lang), metadata: { public: { resultCode: 'NotSent' } } };
    }
    if (amount <= 0 || stillToPay(order) <= 0) return fail('alreadyPaid');
    const orderKey = String(order.id);
    if (this.inFlight.has(orderKey)) return fail('paymentInProgress');
    this.inFlight.add(orderKey);
    try {
      const countryCode = countryFor(order);
      const browserInfo = browserInfoOf(metadata.browserInfo);
      const request: PaymentRequest = {
        merchantAccount: this.options.merchantAccount,
        amount: toAdyenAmount(amount, order.currencyCode),
        reference: order.code,
        paymentMethod: paymentMethod as never,
        returnUrl: metadata.returnUrl as string,
        shopperLocale: lang === 'th' ? 'th-TH' : 'en-GB',
        ...(countryCode ? { countryCode } : {}),
        channel: 'Web' as never,
        // 3-D Secure by redirect, which the storefront follows to the bank and back to
        // /{lang}/adyen-direct; a native threeDS2 action would need the drop-in's own 3DS2
        // component, which the storefront does not mount (decision 0046).
        authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' as never } },
        ...(order.customer?.emailAddress ? { shopperEmail: order.customer.emailAddress } : {}),
        ...(browserInfo ? { browserInfo: browserInfo as never } : {}),
        // A lender checks the shopper and the basket before it lends (shopper-details.ts).
        ...(methodType ? (shopperDetails(order) as Partial<PaymentRequest>) : {}),
      };
      let response: PaymentResponse;
      try {
        response = await this.checkout.PaymentsApi.payments(request, { idempotencyKey: attempt });
      } catch (e) {
        Logger.warn(`payments failed for order ${order.code}: ${(e as Error).message}`, LOG);
        return fail(e instanceof AdyenApiError && e.status !== undefined && e.status < 500 ? 'error' : 'unavailable');
      }
      return this.paymentResult(ctx, amount, response, String(paymentMethod.type));
    } finally {
      this.inFlight.delete(orderKey);
    }
  }

  private paymentResult(
    ctx: RequestContext,
    amount: number,
    response: PaymentResponse,
    requestedType: string,
  ): CreatePaymentResult | CreatePaymentErrorResult {
    const lang = langOf(ctx.languageCode);
    const resultCode = String(response.resultCode ?? '');
    const pspReference = response.pspReference;
    const paymentMethodType = response.paymentMethod?.type ?? requestedType;
    const base = { pspReference, resultCode, paymentMethodType };
    switch (outcomeOf(resultCode)) {
      case 'authorised': {
        const card = cardOf(response.additionalData as Record<string, unknown> | undefined, response.paymentMethod?.brand);
        return {
          amount,
          state: this.autoCapture ? 'Settled' : 'Authorized',
          transactionId: pspReference,
          metadata: { ...base, captured: this.autoCapture, public: { ...base, ...card } },
        };
      }
      case 'action':
        // Amount 0 while waiting: an abandoned redirect or an unpaid QR code must not count as
        // covering the order (Vendure sums payments by state), so another payment can still pay
        // it; the amount Adyen authorised is set when the details or the webhook say so.
        return {
          amount: 0,
          state: ACTION_PENDING,
          ...(pspReference ? { transactionId: pspReference } : {}),
          metadata: {
            ...base,
            requestedAmount: amount,
            ...(ctx.session?.id !== undefined ? { sessionId: String(ctx.session.id) } : {}),
            public: { ...base, action: response.action ?? null },
          },
        };
      default: {
        const key = this.refusalKey(
          resultCode === 'Refused' ? 'refused' : resultCode === 'Cancelled' ? 'cancelled' : 'error',
          paymentMethodType,
        );
        return {
          amount,
          state: 'Declined',
          ...(pspReference ? { transactionId: pspReference } : {}),
          errorMessage: message(key, lang),
          metadata: { ...base, public: { ...base, ...(response.refusalReason ? { refusalReason: response.refusalReason } : {}) } },
        };
      }
    }
  }

  /** A payment of this plugin by its public id, with its order; undefined when there is none. */
  async findPayment(ctx: RequestContext, publicId: ID): Promise<Payment | undefined> {
    const payment = await this.connection
      .getRepository(ctx, Payment)
      .findOne({ where: { id: publicId }, relations: ['order', 'order.customer', 'order.customer.user'] })
      .catch(() => null);
    return payment && (await this.methodCodes()).includes(payment.method) ? payment : undefined;
  }

  /**
   * The codes of the shop's Adyen methods (the main one and each lender's, whatever staff named
   * them): a payment is this plugin's when its method is one of them. Read each time, so a method
   * staff add in the Admin is known at once.
   */
  async methodCodes(): Promise<string[]> {
    const methods = await this.connection.rawConnection.getRepository(PaymentMethod).find({ select: ['code', 'handler'] });
    return [...new Set([ADYEN_METHOD_CODE, ...methods.filter((m) => m.handler?.code === ADYEN_HANDLER_CODE).map((m) => m.code)])];
  }

  /**
   * Whether the request's shopper owns the payment: their session's active order, the session that
   * started the payment or placed the order (after placing, Vendure drops the active order from the
   * session), or the signed-in customer of the order.
   */
  async ownsPayment(ctx: RequestContext, payment: Payment): Promise<boolean> {
    const session = ctx.session;
    if (!session) return false;
    if (session.activeOrderId !== undefined && idsAreEqual(session.activeOrderId, payment.order.id)) return true;
    const meta = payment.metadata as AdyenPaymentMetadata;
    if (meta?.sessionId !== undefined && meta.sessionId === String(session.id)) return true;
    const placedBy = (payment.order.customFields as { placedBySessionId?: string | null } | undefined)?.placedBySessionId;
    if (placedBy && placedBy === String(session.id)) return true;
    const userId = payment.order.customer?.user?.id;
    return ctx.activeUserId !== undefined && userId !== undefined && idsAreEqual(userId, ctx.activeUserId);
  }

  /** adyenPaymentStatus: the payment's and its order's state, for the shopper's own payment only. */
  async status(ctx: RequestContext, paymentId: ID): Promise<AdyenPaymentStatus | null> {
    const payment = await this.findPayment(ctx, paymentId);
    if (!payment || !(await this.ownsPayment(ctx, payment))) return null;
    return { state: payment.state, orderCode: payment.order.code, orderState: payment.order.state };
  }

  /**
   * submitPaymentDetails (payment-methods plugin): the details the shopper's browser brought back from an action (a
   * redirect's `redirectResult`, 3-D Secure) go to /payments/details. A finished payment answers
   * as it finished, without calling Adyen again.
   */
  async submitDetails(ctx: RequestContext, paymentId: ID, details: unknown): Promise<DetailsResult> {
    const lang = langOf(ctx.languageCode);
    const error = (reason: AdyenErrorReason, key: MessageKey) => new PaymentDetailsError(reason, message(key, lang));
    const payment = await this.findPayment(ctx, paymentId);
    if (!payment) return error('PAYMENT_NOT_FOUND', 'paymentNotFound');
    if (!(await this.ownsPayment(ctx, payment))) return error('NOT_ACTIVE_ORDER', 'notYourOrder');
    const finished = await this.finishedAnswer(ctx, payment);
    if (finished) return finished;
    const input = record(details);
    if (!input || Object.keys(input).length === 0 || JSON.stringify(input).length > 20_000) return error('INVALID_DETAILS', 'badInput');

    let response: PaymentResponse;
    try {
      response = (await this.checkout.PaymentsApi.paymentsDetails({ details: input as never })) as PaymentResponse;
    } catch (e) {
      Logger.warn(`payments/details failed for payment ${String(payment.id)}: ${(e as Error).message}`, LOG);
      const rejected = e instanceof AdyenApiError && e.status !== undefined && e.status < 500;
      return rejected ? error('DETAILS_REJECTED', 'detailsRejected') : error('UNAVAILABLE', 'unavailable');
    }
    // The webhook may have finished it while Adyen answered.
    const fresh = await this.findPayment(ctx, payment.id);
    if (!fresh) return error('PAYMENT_NOT_FOUND', 'paymentNotFound');
    const again = await this.finishedAnswer(ctx, fresh);
    if (again) return again;
    const meta = (fresh.metadata ?? {}) as AdyenPaymentMetadata;
    const resultCode = String(response.resultCode ?? '');
    const pspReference = response.pspReference ?? meta.pspReference;
    const base = { pspReference, resultCode, paymentMethodType: response.paymentMethod?.type ?? meta.paymentMethodType };
    const outcome = outcomeOf(resultCode);
    if (outcome === 'authorised') {
      const card = cardOf(response.additionalData as Record<string, unknown> | undefined, response.paymentMethod?.brand);
      const order = await this.orderService.findOne(ctx, fresh.order.id);
      const authorised = response.amount
        ? fromAdyenValue(response.amount.value, response.amount.currency)
        : (meta.requestedAmount ?? (order ? stillToPay(order) : 0));
      await this.authorise(ctx, fresh, authorised, { ...base, public: { ...meta.public, ...base, action: null, ...card } });
      return this.placedOrder(ctx, fresh.order.id);
    }
    if (outcome === 'action') {
      fresh.metadata = { ...meta, ...base, public: { ...meta.public, ...base, action: response.action ?? null } };
      if (pspReference && !fresh.transactionId) fresh.transactionId = pspReference;
      await this.connection.getRepository(ctx, Payment).save(fresh, { reload: false });
      return (await this.orderService.findOne(ctx, fresh.order.id)) ?? error('PAYMENT_NOT_FOUND', 'paymentNotFound');
    }
    const key = this.refusalKey(
      outcome === 'refused' ? 'refused' : outcome === 'cancelled' ? 'cancelled' : 'error',
      base.paymentMethodType,
    );
    await this.decline(ctx, fresh, message(key, lang), { ...base, public: { ...meta.public, ...base, action: null } });
    return new PaymentDeclined(message(key, lang));
  }

  /** The answer for a payment that is no longer waiting; undefined while it waits. */
  private async finishedAnswer(ctx: RequestContext, payment: Payment): Promise<DetailsResult | undefined> {
    const lang = langOf(ctx.languageCode);
    if (payment.state === ACTION_PENDING || payment.state === 'Created') return undefined;
    if (payment.state === 'Declined' || payment.state === 'Error')
      return new PaymentDeclined(payment.errorMessage || message('refused', lang));
    if (payment.state === 'Cancelled') return new PaymentDetailsError('PAYMENT_CLOSED', message('paymentNotFound', lang));
    return this.placedOrder(ctx, payment.order.id);
  }

  /** The order after a payment finished; as Vendure's addPaymentToOrder does once an order is placed. */
  private async placedOrder(ctx: RequestContext, orderId: ID): Promise<DetailsResult> {
    const order = await this.orderService.findOne(ctx, orderId);
    if (!order) return new PaymentDetailsError('PAYMENT_NOT_FOUND', message('paymentNotFound', langOf(ctx.languageCode)));
    if (order.active === false && ctx.session && idsAreEqual(ctx.session.activeOrderId, order.id)) {
      await this.customerService.createAddressesForNewCustomer(ctx, order);
      await this.sessionService.unsetActiveOrder(ctx, ctx.session);
    }
    return order;
  }

  /**
   * An ActionPending (or Created) payment that Adyen authorised: it takes the authorised amount and
   * becomes Settled (automatic capture) or Authorized; the payment process moves the order on.
   */
  async authorise(
    ctx: RequestContext,
    payment: Payment,
    amount: number,
    metadata: AdyenPaymentMetadata,
    captured = this.autoCapture,
  ): Promise<void> {
    const meta = (payment.metadata ?? {}) as AdyenPaymentMetadata;
    payment.amount = amount;
    if (metadata.pspReference && !payment.transactionId) payment.transactionId = metadata.pspReference;
    payment.metadata = { ...meta, ...metadata, captured };
    await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
    await this.paymentService.transitionToState(ctx, payment.id, captured ? 'Settled' : 'Authorized');
    if (!ctx.session && meta.sessionId) await this.recordPlacingSession(ctx, payment.order.id, meta.sessionId);
  }

  /**
   * A webhook that places the order has no session, so the order-access plugin records no
   * placing session, and the shopper who started the payment could not read their order by
   * code (the thank-you page after PromptPay). The session that started the payment placed it.
   */
  private async recordPlacingSession(ctx: RequestContext, orderId: ID, sessionId: string): Promise<void> {
    const fields = this.configService.customFields.Order ?? [];
    if (!fields.some((f) => f.name === 'placedBySessionId')) return;
    const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId } });
    const custom = order?.customFields as { placedBySessionId?: string | null } | undefined;
    if (!order || !order.orderPlacedAt || custom?.placedBySessionId) return;
    await this.connection
      .getRepository(ctx, Order)
      .update(order.id, { customFields: { ...custom, placedBySessionId: sessionId } } as never);
  }

  /** A plain state change (no capture or cancel at Adyen: those go through settle and cancel). */
  async transition(ctx: RequestContext, payment: Payment, state: 'Authorized' | 'Declined'): Promise<void> {
    await this.paymentService.transitionToState(ctx, payment.id, state);
  }

  async decline(ctx: RequestContext, payment: Payment, errorMessage: string, metadata: AdyenPaymentMetadata): Promise<void> {
    payment.errorMessage = errorMessage;
    payment.metadata = { ...(payment.metadata ?? {}), ...metadata };
    await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
    await this.paymentService.transitionToState(ctx, payment.id, 'Declined');
  }

  /**
   * The handler's settlePayment. Already captured (automatic capture, the CAPTURE webhook): settled.
   * Manual capture: asks Adyen to capture and answers CapturePending; the CAPTURE webhook settles
   * it. A capture already requested is not requested twice.
   */
  async settle(ctx: RequestContext, order: Order, payment: Payment): Promise<SettlePaymentResult | SettlePaymentErrorResult> {
    const meta = (payment.metadata ?? {}) as AdyenPaymentMetadata;
    if (meta.captured) return { success: true };
    if (meta.captureRequested)
      return { success: false, state: CAPTURE_PENDING as never, errorMessage: 'Capture requested; waiting for Adyen to confirm it' };
    if (!payment.transactionId) return { success: false, state: payment.state as never, errorMessage: 'No Adyen payment to capture' };
    try {
      const answer = await this.checkout.ModificationsApi.captureAuthorisedPayment(
        payment.transactionId,
        { merchantAccount: this.options.merchantAccount, amount: toAdyenAmount(payment.amount, order.currencyCode), reference: order.code },
        // A capture again after the card scheme rejected one is another request: another key.
        { idempotencyKey: `capture-${payment.transactionId}${meta.captureFailed ? `-after-${meta.captureFailed.pspReference}` : ''}` },
      );
      return {
        success: false,
        state: CAPTURE_PENDING as never,
        errorMessage: 'Capture requested; waiting for Adyen to confirm it',
        metadata: { captureRequested: answer.pspReference },
      };
    } catch (e) {
      Logger.warn(`capture failed for payment ${String(payment.id)}: ${(e as Error).message}`, LOG);
      // Stays Authorized: staff can try again.
      return { success: false, state: 'Authorized' as never, errorMessage: `Adyen did not take the capture: ${(e as Error).message}` };
    }
  }

  /** The handler's createRefund: Adyen takes it as received; the REFUND webhook settles (or fails) it. */
  async refund(ctx: RequestContext, amount: number, order: Order, payment: Payment): Promise<CreateRefundResult> {
    if (!payment.transactionId) return { state: 'Failed', metadata: { reason: 'No Adyen payment to refund' } };
    try {
      const answer = await this.checkout.ModificationsApi.refundCapturedPayment(payment.transactionId, {
        merchantAccount: this.options.merchantAccount,
        amount: toAdyenAmount(amount, order.currencyCode),
        reference: order.code,
      });
      return { state: 'Pending', transactionId: answer.pspReference, metadata: { paymentPspReference: payment.transactionId } };
    } catch (e) {
      Logger.warn(`refund failed for payment ${String(payment.id)}: ${(e as Error).message}`, LOG);
      return { state: 'Failed', metadata: { reason: (e as Error).message } };
    }
  }

  /**
   * The handler's cancelPayment. Only an authorised, uncaptured Adyen payment is cancelled at Adyen
   * (/cancels; the CANCELLATION webhook confirms it); one Adyen closed already, or that never got
   * that far (declined, waiting for an action), is only cancelled here.
   */
  async cancel(
    ctx: RequestContext,
    payment: Payment,
  ): Promise<{ success: true; metadata?: Record<string, unknown> } | { success: false; errorMessage: string }> {
    const meta = (payment.metadata ?? {}) as AdyenPaymentMetadata;
    const atAdyen = (payment.state === 'Authorized' || payment.state === CAPTURE_PENDING) && !meta.captured && !meta.closedByAdyen;
    if (!atAdyen || !payment.transactionId) return { success: true };
    try {
      const answer = await this.checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(payment.transactionId, {
        merchantAccount: this.options.merchantAccount,
        reference: payment.order?.code,
      });
      return { success: true, metadata: { cancelRequested: answer.pspReference } };
    } catch (e) {
      Logger.warn(`cancel failed for payment ${String(payment.id)}: ${(e as Error).message}`, LOG);
      return { success: false, errorMessage: `Adyen did not take the cancellation: ${(e as Error).message}` };
    }
  }

  /** Makes sure the method exists in the default channel, enabled. Idempotent; run at bootstrap. */
  async ensurePaymentMethod(): Promise<void> {
    const channel = await this.channelService.getDefaultChannel();
    const ctx = await this.requestContextService.create({ apiType: 'admin', channelOrToken: channel, languageCode: LanguageCode.en });
    const { items } = await this.paymentMethodService.findAll(ctx, { take: 100 });
    const adyenMethods = items.filter((m) => m.handler.code === ADYEN_HANDLER_CODE);
    const typeOf = (m: (typeof items)[number]) => m.handler.args.find((a) => a.name === 'paymentMethodType')?.value?.trim() ?? '';
    if (!adyenMethods.some((m) => typeOf(m) === '')) {
      await this.paymentMethodService.create(ctx, {
        code: ADYEN_METHOD_CODE,
        enabled: true,
        handler: { code: ADYEN_HANDLER_CODE, arguments: [] },
        translations: [
          { languageCode: LanguageCode.en, name: 'Card or PromptPay', description: 'Pay by card or by PromptPay QR code, through Adyen.' },
          { languageCode: LanguageCode.th, name: 'บัตรหรือพร้อมเพย์', description: 'ชำระด้วยบัตรหรือคิวอาร์โค้ดพร้อมเพย์ ผ่าน Adyen' },
        ],
      });
      Logger.info(`created the payment method "${ADYEN_METHOD_CODE}"`, LOG);
    }
    // Each buy-now-pay-later type its own method, which the store config can name (BNPL_PROVIDER).
    for (const type of this.bnplTypes) {
      if (adyenMethods.some((m) => typeOf(m) === type) || items.some((m) => m.code === bnplMethodCode(type))) continue;
      const label = bnplLabel(type);
      await this.paymentMethodService.create(ctx, {
        code: bnplMethodCode(type),
        enabled: true,
        handler: { code: ADYEN_HANDLER_CODE, arguments: [{ name: 'paymentMethodType', value: type }] },
        translations: [
          {
            languageCode: LanguageCode.en,
            name: `${label}: pay in instalments`,
            description: `Pay in interest-free instalments with ${label}, through Adyen.`,
          },
          { languageCode: LanguageCode.th, name: `${label}: ผ่อนชำระ`, description: `ผ่อนชำระแบบไม่มีดอกเบี้ยกับ ${label} ผ่าน Adyen` },
        ],
      });
      Logger.info(`created the payment method "${bnplMethodCode(type)}"`, LOG);
    }
  }

  /** An admin RequestContext in the order's channel (webhooks have no request of a user). */
  async adminContext(order: Order): Promise<RequestContext> {
    const channels = order.channels ?? [];
    const defaultChannel = await this.channelService.getDefaultChannel();
    const channel = channels.find((c) => idsAreEqual(c.id, defaultChannel.id)) ?? channels[0] ?? defaultChannel;
    return this.requestContextService.create({ apiType: 'admin', channelOrToken: channel, languageCode: LanguageCode.en });
  }
}
