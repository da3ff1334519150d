import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Logger, Order, OrderService, Payment, Refund, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';
import { redisOptions } from '../../redis-options';
import { LocalSessionLock, RedisSessionLock, type SessionLock } from '../order-serialisation';
import { fromAdyenValue } from '@talat/adyen/amounts';
import { ADYEN_PLUGIN_OPTIONS, AdyenPaymentsOptions } from './constants';
import { message } from './messages';
import { ACTION_PENDING, CAPTURE_PENDING } from './payment-process';
import type { AdyenPaymentMetadata } from './results';
import { AdyenService, LOG } from './adyen.service';
import {
  allSigned,
  cardOf,
  isRecapture,
  NotificationItem,
  notificationItems,
  notificationKey,
  succeeded,
} from '@talat/adyen/webhook-items';

/** Events whose pspReference is a modification's and originalReference the payment's. */
const MODIFICATIONS = new Set(['CAPTURE', 'CAPTURE_FAILED', 'CANCELLATION', 'REFUND', 'REFUND_FAILED', 'CANCEL_OR_REFUND']);

export type WebhookAnswer = 'accepted' | 'unsigned' | 'unreadable';

/** The payment an item is about: a modification names it in originalReference. */
export function paymentReferenceOf(item: NotificationItem): string {
  return (MODIFICATIONS.has(item.eventCode) ? item.originalReference : undefined) ?? item.pspReference;
}

/**
 * Adyen's standard webhooks: every item's HMAC is checked first (one bad signature and nothing is
 * applied), then each item is applied once: its (pspReference, eventCode, success) goes into the
 * payment's metadata (`adyenEvents`), so a repeated delivery changes nothing. Items of one payment
 * are applied one at a time, so two deliveries of the same item never race: within this process
 * by a queue per payment, and with REDIS_URL across every engine process by a lock in Redis (Adyen
 * retries a delivery it timed out on, and a load balancer may hand the retry to another process).
 */
@Injectable()
export class AdyenWebhooksService implements OnApplicationShutdown {
  private readonly lock: SessionLock;

  constructor(
    @Inject(ADYEN_PLUGIN_OPTIONS) private readonly options: AdyenPaymentsOptions,
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly adyen: AdyenService,
  ) {
    const warn = (message: string) => Logger.warn(`webhook lock: ${message}`, LOG);
    this.lock = options.redisUrl ? new RedisSessionLock(redisOptions(options.redisUrl), {}, warn) : new LocalSessionLock({}, warn);
  }

  async receive(body: unknown): Promise<WebhookAnswer> {
    const items = notificationItems(body);
    if (!items) return 'unreadable';
    if (!allSigned(items, this.options.hmacKey)) return 'unsigned';
    for (const item of items) {
      const release = await this.lock.acquire(`adyen-webhook:${paymentReferenceOf(item)}`);
      try {
        await this.apply(item);
      } finally {
        await release();
      }
    }
    return 'accepted';
  }

  async onApplicationShutdown() {
    await this.lock.close();
  }

  private async apply(item: NotificationItem): Promise<void> {
    const what = `${item.eventCode} success=${item.success} psp=${item.pspReference}`;
    if (item.merchantAccountCode !== this.options.merchantAccount) {
      Logger.warn(`webhook for another merchant account ignored: ${what}`, LOG);
      return;
    }
    const payment = await this.findPayment(item);
    if (!payment) {
      Logger.warn(`webhook for an unknown payment accepted and ignored: ${what} reference=${item.merchantReference}`, LOG);
      return;
    }
    const key = notificationKey(item);
    if (((payment.metadata as AdyenPaymentMetadata)?.adyenEvents ?? []).includes(key)) {
      Logger.verbose(`webhook already applied: ${what}`, LOG);
      return;
    }
    const ctx = await this.adyen.adminContext(payment.order);
    const applied = await this.applyTo(ctx, payment, item);
    if (!applied) return;
    // Re-read: the transitions above saved the payment.
    const fresh = await this.connection.getRepository(ctx, Payment).findOne({ where: { id: payment.id } });
    if (!fresh) return;
    const meta = (fresh.metadata ?? {}) as AdyenPaymentMetadata;
    fresh.metadata = { ...meta, adyenEvents: [...(meta.adyenEvents ?? []), key].slice(-50) };
    await this.connection.getRepository(ctx, Payment).save(fresh, { reload: false });
    Logger.info(`webhook applied: ${what} payment=${String(payment.id)} state=${fresh.state}`, LOG);
  }

  /** The payment by its pspReference; an AUTHORISATION also by the order code, for a payment Adyen has not named yet. */
  private async findPayment(item: NotificationItem): Promise<Payment | undefined> {
    const repo = this.connection.rawConnection.getRepository(Payment);
    const relations = ['order', 'order.channels', 'refunds'];
    const psp = paymentReferenceOf(item);
    const methods = await this.adyen.methodCodes();
    if (psp) {
      const found = await repo.findOne({ where: { transactionId: psp, method: In(methods) }, relations, order: { id: 'DESC' } });
      if (found) return found;
    }
    if (item.eventCode !== 'AUTHORISATION' || !item.merchantReference) return undefined;
    const order = await this.connection.rawConnection.getRepository(Order).findOne({ where: { code: item.merchantReference } });
    if (!order) return undefined;
    return (
      (await repo.findOne({
        where: { order: { id: order.id }, method: In(methods), state: In([ACTION_PENDING, 'Created']) },
        relations,
        order: { id: 'DESC' },
      })) ?? undefined
    );
  }

  /** Applies one item; false when it could not be applied yet (then it is not recorded, and a later delivery may apply it). */
  private async applyTo(ctx: RequestContext, payment: Payment, item: NotificationItem): Promise<boolean> {
    const ok = succeeded(item);
    const state = payment.state as string;
    const waiting = state === ACTION_PENDING || state === 'Created';
    const amount = fromAdyenValue(item.amount.value, item.amount.currency);
    const meta = (payment.metadata ?? {}) as AdyenPaymentMetadata;
    switch (item.eventCode) {
      case 'AUTHORISATION':
        if (!waiting) {
          if ((state === 'Declined' || state === 'Cancelled') && ok)
            Logger.warn(`Adyen authorised payment ${String(payment.id)} after it was ${state}: refund or cancel it in Adyen`, LOG);
          return true;
        }
        if (ok) {
          const card = cardOf(item.additionalData, item.paymentMethod);
          const base = { pspReference: item.pspReference, resultCode: 'Authorised', paymentMethodType: meta.paymentMethodType };
          await this.adyen.authorise(ctx, payment, amount, { ...base, public: { ...meta.public, ...base, action: null, ...card } });
        } else {
          const base = { resultCode: 'Refused' };
          await this.adyen.decline(ctx, payment, message('refused', 'en'), { ...base, public: { ...meta.public, ...base, action: null } });
        }
        return true;
      case 'CAPTURE':
        if (!ok) return this.captureFailed(ctx, payment, item);
        if (meta.captureFailed?.pspReference === item.pspReference && !isRecapture(meta.captureFailed, item)) {
          // The capture the card scheme rejected, delivered again or late: it captured nothing.
          // Not recorded, so that Adyen's re-capture (the same pspReference) still applies.
          Logger.verbose(`webhook of a capture the card scheme rejected ignored: ${item.pspReference}`, LOG);
          return false;
        }
        if (waiting) {
          // Out of order: the capture came before the authorisation. Captured means authorised.
          const base = { pspReference: payment.transactionId ?? undefined, resultCode: 'Authorised' };
          await this.adyen.authorise(ctx, payment, amount, { ...base, public: { ...meta.public, ...base, action: null } }, true);
        } else if (state === 'Authorized' || state === CAPTURE_PENDING) {
          payment.metadata = { ...meta, captured: true, captureFailed: undefined };
          // "Capture requested", or why the last capture failed: it is captured now.
          payment.errorMessage = null as unknown as string;
          await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
          await this.orderService.settlePayment(ctx, payment.id);
        }
        return true;
      case 'CAPTURE_FAILED':
        return this.captureFailed(ctx, payment, item);
      case 'CANCELLATION':
      case 'OFFER_CLOSED':
        if (!ok) {
          Logger.warn(`Adyen did not cancel payment ${String(payment.id)}: ${item.reason ?? ''}`, LOG);
          return true;
        }
        // OFFER_CLOSED only closes a payment still waiting (an unpaid QR code); a cancellation also an authorised one.
        if (waiting || (item.eventCode === 'CANCELLATION' && (state === 'Authorized' || state === CAPTURE_PENDING))) {
          payment.metadata = {
            ...meta,
            closedByAdyen: true,
            public: { ...meta.public, resultCode: item.eventCode === 'OFFER_CLOSED' ? 'Expired' : 'Cancelled', action: null },
          };
          await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
          await this.orderService.cancelPayment(ctx, payment.id);
        }
        return true;
      case 'REFUND':
      case 'REFUND_FAILED':
        return this.refunded(ctx, payment, item, ok && item.eventCode === 'REFUND');
      default:
        Logger.verbose(`webhook ${item.eventCode} not handled (accepted)`, LOG);
        return true;
    }
  }

  /**
   * A capture that did not happen: Adyen refused the request (CAPTURE `success: "false"`, while
   * CapturePending), or the card scheme rejected it after Adyen had taken it (CAPTURE_FAILED,
   * usually once its CAPTURE settled the payment). Either way the payment is Authorized again with
   * the reason in errorMessage, so that staff can settle (capture) it again, and Adyen's own
   * re-capture still settles it (that capture's CAPTURE is forgotten, isRecapture decides).
   */
  private async captureFailed(ctx: RequestContext, payment: Payment, item: NotificationItem): Promise<boolean> {
    const state = payment.state as string;
    const rejectedAfterwards = item.eventCode === 'CAPTURE_FAILED';
    if (state !== CAPTURE_PENDING && !(rejectedAfterwards && state === 'Settled')) return true;
    const meta = (payment.metadata ?? {}) as AdyenPaymentMetadata;
    const reason = item.reason?.trim() || 'no reason given';
    const captureApplied = notificationKey({ pspReference: item.pspReference, eventCode: 'CAPTURE', success: 'true' });
    payment.metadata = {
      ...meta,
      captured: false,
      captureRequested: undefined,
      ...(rejectedAfterwards ? { captureFailed: { pspReference: item.pspReference, reason, eventDate: item.eventDate } } : {}),
      adyenEvents: (meta.adyenEvents ?? []).filter((key) => key !== captureApplied),
    };
    payment.errorMessage = `Adyen did not capture: ${reason}`;
    await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
    await this.adyen.transition(ctx, payment, 'Authorized');
    if (state === 'Settled')
      // Vendure has no way back from PaymentSettled: the order stays; its payment says what happened.
      Logger.warn(
        `the card scheme rejected the capture ${item.pspReference} of payment ${String(payment.id)} (order ${payment.order.code}): ` +
          `it is Authorized again; settle it to capture again, unless Adyen re-captures it`,
        LOG,
      );
    return true;
  }

  private async refunded(ctx: RequestContext, payment: Payment, item: NotificationItem, ok: boolean): Promise<boolean> {
    const refund = (payment.refunds ?? []).find((r) => r.transactionId === item.pspReference);
    if (!refund) {
      Logger.warn(`REFUND webhook for a refund not recorded (yet): psp=${item.pspReference}`, LOG);
      // Not recorded as applied: Adyen retries, and by then the refund may be saved.
      return false;
    }
    // The card scheme can reject a refund after its REFUND settled it: REFUND_FAILED fails it then.
    const rejectedAfterwards = item.eventCode === 'REFUND_FAILED' && refund.state === 'Settled';
    if (refund.state !== 'Pending' && !rejectedAfterwards) return true;
    if (!ok) {
      refund.metadata = { ...(refund.metadata ?? {}), failure: item.reason?.trim() || 'no reason given' };
      await this.connection.getRepository(ctx, Refund).save(refund, { reload: false });
    }
    await this.orderService.transitionRefundToState(ctx, refund.id, ok ? 'Settled' : 'Failed');
    if (rejectedAfterwards)
      Logger.warn(
        `the card scheme rejected the refund ${item.pspReference} of payment ${String(payment.id)} (order ${payment.order.code}): ` +
          `it is Failed; the shopper has not been paid back`,
        LOG,
      );
    return true;
  }
}
