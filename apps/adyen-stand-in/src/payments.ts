import { serviceError, type Answer } from './http';
import type { StandInOptions } from './options';
import { promptPayPayload } from './promptpay-qr';
import { newPspReference } from './psp-reference';
import { createRedirectResults } from './redirect-result';
import { cardFacts, type CardFacts } from './test-cards';
import { eventDate, type NotificationItem, type WebhookSender } from './webhooks';

interface Amount {
  currency: string;
  value: number;
}

export type PaymentState = 'Authorised' | 'Refused' | 'RedirectShopper' | 'Pending' | 'Expired';

/** A payment as the stand-in keeps it, in memory until the process stops. */
export interface Payment {
  pspReference: string;
  method: 'scheme' | 'promptpay' | 'clearpay';
  amount: Amount;
  reference: string;
  returnUrl: string;
  shopperLocale?: string;
  card?: CardFacts;
  state: PaymentState;
  authCode?: string;
  qrCodeData?: string;
  expiresAt?: string;
  /** The answer of /payments/details once a challenge was decided: every later call answers it again. */
  detailsAnswer?: Answer;
  captured: number;
  refunded: number;
  cancelled: boolean;
}

export type ModificationKind = 'captures' | 'refunds' | 'cancels';

/** A capture, refund or cancel the stand-in took, by its own pspReference. */
export interface Modification {
  pspReference: string;
  kind: ModificationKind;
  payment: Payment;
  amount: Amount;
  merchantReference: string;
  /** What its webhook said: false when the stand-in refused it. */
  succeeded: boolean;
  /** The card scheme rejected it afterwards (CAPTURE_FAILED / REFUND_FAILED sent), until a re-capture. */
  rejected: boolean;
}

const EVENT_OF: Record<ModificationKind, NotificationItem['eventCode']> = {
  captures: 'CAPTURE',
  refunds: 'REFUND',
  cancels: 'CANCELLATION',
};

const REQUIRED_FIELDS = ['amount', 'merchantAccount', 'paymentMethod', 'reference', 'returnUrl'] as const;

/** What Clearpay checks before it lends (Adyen's Clearpay page lists them for /payments). */
const CLEARPAY_FIELDS = ['shopperName', 'shopperEmail', 'billingAddress', 'deliveryAddress', 'lineItems'] as const;

/** The stand-in's Clearpay lends from £1 to £1,000 (minor units), in GBP to British shoppers. */
export const CLEARPAY_LIMITS = { currency: 'GBP', country: 'GB', min: 100, max: 100_000 } as const;

/** Clearpay's plan: four payments, the first today. */
export const CLEARPAY_INSTALMENTS = 4;

function clearpayOffered(countryCode: unknown, amount: unknown): boolean {
  const { currency, country, min, max } = CLEARPAY_LIMITS;
  return countryCode === country && isAmount(amount) && amount.currency === currency && amount.value >= min && amount.value <= max;
}

function isAmount(value: unknown): value is Amount {
  const a = value as Amount | null;
  return !!a && typeof a.currency === 'string' && /^[A-Z]{3}$/.test(a.currency) && Number.isInteger(a.value) && a.value >= 0;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The Checkout API's payments: the outcome of each chosen by its test data (test-cards.ts; a
 * PromptPay payment stays Pending until its page pays it or it expires), and each change of state
 * told to the receiver by webhook, as Adyen tells the shop.
 */
export function createPayments({
  options,
  webhooks,
  publicUrl,
}: {
  options: StandInOptions;
  webhooks: WebhookSender;
  publicUrl: () => string;
}) {
  const payments = new Map<string, Payment>();
  const modifications = new Map<string, Modification>();
  const redirectResults = createRedirectResults();
  const timers = new Set<NodeJS.Timeout>();

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  function cardData(payment: Payment): Record<string, string> {
    if (!payment.card) return {};
    return {
      cardSummary: payment.card.summary,
      ...(payment.card.expiryDate ? { expiryDate: payment.card.expiryDate } : {}),
    };
  }

  function paymentMethodName(payment: Payment): string {
    return payment.card?.brand ?? payment.method;
  }

  /** Cards and Clearpay are decided at once or after a redirect; PromptPay waits for the bank. */
  function capturable(payment: Payment): boolean {
    return payment.method !== 'promptpay';
  }

  /** The AUTHORISATION webhook of a payment that was decided (card) or paid (PromptPay). */
  function notifyAuthorisation(payment: Payment) {
    const success = payment.state === 'Authorised';
    webhooks.notify({
      additionalData: cardData(payment),
      amount: payment.amount,
      eventCode: 'AUTHORISATION',
      eventDate: eventDate(),
      merchantAccountCode: options.merchantAccount,
      merchantReference: payment.reference,
      ...(success ? { operations: capturable(payment) ? ['CANCEL', 'CAPTURE', 'REFUND'] : ['REFUND'] } : {}),
      paymentMethod: paymentMethodName(payment),
      pspReference: payment.pspReference,
      // Adyen's reason: for a card that authorised "authCode:last4:expiry", for a refusal why.
      reason: success ? (payment.card ? `${payment.authCode}:${payment.card.summary}:${payment.card.expiryDate ?? ''}` : '') : 'Refused',
      success: success ? 'true' : 'false',
    });
  }

  /** The answer of /payments (and /payments/details) for a decided card or Clearpay payment. */
  function decidedAnswer(payment: Payment): Answer {
    const authorised = payment.state === 'Authorised';
    return {
      status: 200,
      body: {
        additionalData: {
          ...cardData(payment),
          paymentMethod: paymentMethodName(payment),
          ...(authorised ? { authCode: payment.authCode! } : { refusalReasonRaw: 'Refused' }),
        },
        pspReference: payment.pspReference,
        resultCode: authorised ? 'Authorised' : 'Refused',
        ...(authorised ? {} : { refusalReason: 'Refused', refusalReasonCode: '2' }),
        amount: payment.amount,
        merchantReference: payment.reference,
        paymentMethod: payment.method === 'scheme' ? { type: 'scheme', brand: paymentMethodName(payment) } : { type: payment.method },
      },
    };
  }

  /** RedirectShopper: the shopper goes to the stand-in's page (a 3-D Secure check, a lender's plan) and comes back. */
  function redirectAnswer(payment: Payment, page: 'challenge' | 'instalments', paymentMethod: Record<string, string>): Answer {
    payment.state = 'RedirectShopper';
    return {
      status: 200,
      body: {
        action: {
          method: 'GET',
          paymentMethodType: paymentMethod.type,
          type: 'redirect',
          url: `${publicUrl()}/stand-in/${page}/${payment.pspReference}`,
        },
        pspReference: payment.pspReference,
        resultCode: 'RedirectShopper',
        merchantReference: payment.reference,
        paymentMethod,
      },
    };
  }

  function authCode(): string {
    return String(Math.floor(100000 + Math.random() * 900000));
  }

  function decide(payment: Payment, authorised: boolean) {
    payment.state = authorised ? 'Authorised' : 'Refused';
    if (authorised) payment.authCode = authCode();
    later(options.modificationDelayMs, () => notifyAuthorisation(payment));
  }

  function expire(payment: Payment): boolean {
    if (payment.state !== 'Pending') return false;
    payment.state = 'Expired';
    // An unpaid QR code is an offer that closed: Webhooks-v1.json documents OFFER_CLOSED as "the
    // offer expired, for example, because the shopper abandoned the session", and Adyen sends it
    // with success "true" (the offer was closed). AUTHORISATION with success "false" would say a
    // bank refused the payment, which never happened.
    webhooks.notify({
      additionalData: {},
      amount: payment.amount,
      eventCode: 'OFFER_CLOSED',
      eventDate: eventDate(),
      merchantAccountCode: options.merchantAccount,
      merchantReference: payment.reference,
      paymentMethod: 'promptpay',
      pspReference: payment.pspReference,
      reason: 'Offer expired: the PromptPay QR code was not paid in time',
      success: 'true',
    });
    return true;
  }

  /** A webhook about a modification: its own pspReference, the payment's as originalReference. */
  function notifyModification(
    modification: Modification,
    eventCode: NotificationItem['eventCode'],
    reason: string,
    success: NotificationItem['success'],
  ) {
    webhooks.notify({
      additionalData: {},
      amount: modification.amount,
      eventCode,
      eventDate: eventDate(),
      merchantAccountCode: options.merchantAccount,
      merchantReference: modification.merchantReference,
      originalReference: modification.payment.pspReference,
      paymentMethod: paymentMethodName(modification.payment),
      pspReference: modification.pspReference,
      reason,
      success,
    });
  }

  return {
    get: (pspReference: string) => payments.get(pspReference),

    paymentMethods(body: Record<string, unknown>): Answer {
      const amount = body.amount;
      const methods: Record<string, unknown>[] = [{ brands: ['visa', 'mc', 'amex'], name: 'Cards', type: 'scheme' }];
      // PromptPay pays in baht from a Thai bank: only offered to a Thai shopper paying THB.
      if (body.countryCode === 'TH' && isAmount(amount) && amount.currency === 'THB')
        methods.push({ name: 'PromptPay', type: 'promptpay' });
      // Clearpay lends in pounds to British shoppers, within its limits.
      if (clearpayOffered(body.countryCode, amount)) methods.push({ name: 'Clearpay', type: 'clearpay' });
      return { status: 200, body: { paymentMethods: methods } };
    },

    pay(body: Record<string, unknown>): Answer {
      const missing = REQUIRED_FIELDS.find((f) => body[f] === undefined || body[f] === null || body[f] === '');
      if (missing) return serviceError(422, '100', `Required field '${missing}' is not provided.`);
      if (!isAmount(body.amount)) return serviceError(422, '137', 'Invalid amount specified');
      const method = record(body.paymentMethod);
      const type = method.type;
      if (type !== 'scheme' && type !== 'promptpay' && type !== 'clearpay')
        return serviceError(422, '905', `Payment method ${String(type)} is not available`, 'configuration');
      if (type === 'clearpay') {
        if (!clearpayOffered(body.countryCode, body.amount))
          return serviceError(422, '905', 'Clearpay lends in GBP to shoppers in GB, from 1.00 to 1000.00', 'configuration');
        const absent = CLEARPAY_FIELDS.find(
          (f) => body[f] === undefined || (Array.isArray(body[f]) && (body[f] as unknown[]).length === 0),
        );
        if (absent) return serviceError(422, '100', `Required field '${absent}' is not provided.`);
      }
      if (type === 'promptpay' && body.amount.currency !== 'THB')
        return serviceError(422, '905', 'PromptPay pays in THB only', 'configuration');
      const payment: Payment = {
        pspReference: newPspReference(),
        method: type,
        amount: { currency: body.amount.currency, value: body.amount.value },
        reference: String(body.reference),
        returnUrl: String(body.returnUrl),
        ...(typeof body.shopperLocale === 'string' ? { shopperLocale: body.shopperLocale } : {}),
        state: 'Pending',
        captured: 0,
        refunded: 0,
        cancelled: false,
      };
      payments.set(payment.pspReference, payment);

      if (type === 'promptpay') {
        payment.qrCodeData = promptPayPayload({
          value: payment.amount.value,
          pspReference: payment.pspReference,
          merchantReference: payment.reference,
        });
        payment.expiresAt = new Date(Date.now() + options.qrTtlSeconds * 1000).toISOString();
        later(options.qrTtlSeconds * 1000, () => expire(payment));
        return {
          status: 200,
          body: {
            action: {
              expiresAt: payment.expiresAt,
              paymentMethodType: 'promptpay',
              qrCodeData: payment.qrCodeData,
              type: 'qrCode',
              url: `${publicUrl()}/stand-in/promptpay/${payment.pspReference}`,
            },
            pspReference: payment.pspReference,
            resultCode: 'Pending',
            amount: payment.amount,
            merchantReference: payment.reference,
            paymentMethod: { type: 'promptpay' },
          },
        };
      }

      // The shopper agrees the plan on Clearpay's page and comes back with a redirectResult.
      if (type === 'clearpay') return redirectAnswer(payment, 'instalments', { type: 'clearpay' });

      payment.card = cardFacts(method);
      if (payment.card.outcome === 'Challenge') return redirectAnswer(payment, 'challenge', { type: 'scheme', brand: payment.card.brand });
      decide(payment, payment.card.outcome === 'Authorised');
      return decidedAnswer(payment);
    },

    /** Where each button of the challenge page sends the shopper back: the returnUrl with a signed redirectResult. */
    challengeReturnUrl(payment: Payment, outcome: 'completed' | 'failed'): string {
      const url = new URL(payment.returnUrl);
      url.searchParams.set('redirectResult', redirectResults.issue(payment.pspReference, outcome));
      return url.href;
    },

    details(body: Record<string, unknown>): Answer {
      const read = redirectResults.read(record(body.details).redirectResult);
      const payment = read && payments.get(read.pspReference);
      if (!read || !payment || payment.method === 'promptpay')
        return serviceError(422, '101', 'Invalid redirectResult: it was not issued by this stand-in for a payment it knows.');
      // The first answer decides the payment; calling again (a reload of the return page, the
      // other button after Back) answers the same, as the payment is decided once.
      if (!payment.detailsAnswer) {
        decide(payment, read.outcome === 'completed');
        payment.detailsAnswer = decidedAnswer(payment);
      }
      return payment.detailsAnswer;
    },

    modify(kind: ModificationKind, paymentPspReference: string, body: Record<string, unknown>): Answer {
      const payment = payments.get(paymentPspReference);
      if (!payment)
        return serviceError(422, '167', `Original pspReference ${paymentPspReference} is not a payment of this merchant account.`);
      if (kind !== 'cancels' && !isAmount(body.amount)) return serviceError(422, '137', 'Invalid amount specified');
      const amount = kind === 'cancels' ? payment.amount : (body.amount as Amount);
      const pspReference = newPspReference();
      const reference = typeof body.reference === 'string' ? body.reference : undefined;
      // Adyen takes a modification as "received" and decides it afterwards: the webhook says
      // whether it succeeded. These are the stand-in's rules (README.md).
      let failure: string | undefined;
      if (payment.state !== 'Authorised') failure = 'Original payment was not authorised';
      else if (payment.cancelled) failure = 'Original payment was cancelled';
      else if (amount.currency !== payment.amount.currency) failure = 'Currency does not match the original payment';
      else if (kind === 'captures' && payment.captured + amount.value > payment.amount.value)
        failure = 'Capture amount exceeds the authorised amount';
      else if (kind === 'refunds' && payment.refunded + amount.value > payment.amount.value)
        failure = 'Refund amount exceeds the payment amount';
      else if (kind === 'cancels' && payment.captured > 0) failure = 'Payment was captured already';
      if (!failure) {
        if (kind === 'captures') payment.captured += amount.value;
        if (kind === 'refunds') payment.refunded += amount.value;
        if (kind === 'cancels') payment.cancelled = true;
      }
      const modification: Modification = {
        pspReference,
        kind,
        payment,
        amount,
        merchantReference: reference ?? payment.reference,
        succeeded: !failure,
        rejected: false,
      };
      modifications.set(pspReference, modification);
      later(options.modificationDelayMs, () => notifyModification(modification, EVENT_OF[kind], failure ?? '', failure ? 'false' : 'true'));
      return {
        status: 201,
        body: {
          merchantAccount: options.merchantAccount,
          paymentPspReference: payment.pspReference,
          pspReference,
          ...(reference ? { reference } : {}),
          status: 'received',
          ...(kind === 'cancels' ? {} : { amount }),
        },
      };
    },

    /**
     * The card scheme rejected a capture or refund that Adyen had taken (its CAPTURE or REFUND
     * webhook said `success: "true"`): Adyen then sends CAPTURE_FAILED or REFUND_FAILED, with
     * `success: "true"` and the modification's own pspReference, as in Webhooks-v1.json's examples.
     */
    rejectModification(pspReference: string, reason?: string): Answer {
      const modification = modifications.get(pspReference);
      if (!modification || modification.kind === 'cancels') return { status: 404, body: { error: `No capture or refund ${pspReference}` } };
      if (!modification.succeeded || modification.rejected)
        return { status: 409, body: { error: `The ${modification.kind} ${pspReference} did not succeed or was rejected already` } };
      modification.rejected = true;
      const { payment } = modification;
      if (modification.kind === 'captures') payment.captured -= modification.amount.value;
      else payment.refunded -= modification.amount.value;
      const capture = modification.kind === 'captures';
      const because = reason?.trim() || `${capture ? 'Capture' : 'Refund'} rejected by card scheme because of a technical issue.`;
      notifyModification(modification, capture ? 'CAPTURE_FAILED' : 'REFUND_FAILED', because, 'true');
      return { status: 200, body: { pspReference, eventCode: capture ? 'CAPTURE_FAILED' : 'REFUND_FAILED' } };
    },

    /**
     * Adyen captured a rejected capture again after a technical issue: the CAPTURE webhook again,
     * `success: "true"`, with the reason "Transaction Recaptured" (Adyen's documented re-capture).
     */
    recapture(pspReference: string): Answer {
      const modification = modifications.get(pspReference);
      if (!modification || modification.kind !== 'captures') return { status: 404, body: { error: `No capture ${pspReference}` } };
      if (!modification.rejected) return { status: 409, body: { error: `The capture ${pspReference} was not rejected` } };
      modification.rejected = false;
      modification.payment.captured += modification.amount.value;
      notifyModification(modification, 'CAPTURE', 'Transaction Recaptured', 'true');
      return { status: 200, body: { pspReference, eventCode: 'CAPTURE' } };
    },

    /** The shopper's bank paid the QR code (the PromptPay page's button). */
    payPromptPay(pspReference: string): Answer {
      const payment = payments.get(pspReference);
      if (!payment || payment.method !== 'promptpay') return { status: 404, body: { error: `No PromptPay payment ${pspReference}` } };
      if (payment.state !== 'Pending')
        return { status: 409, body: { error: `The payment is ${payment.state}, not Pending`, state: payment.state } };
      payment.state = 'Authorised';
      notifyAuthorisation(payment);
      return { status: 200, body: { pspReference, state: payment.state } };
    },

    /**
     * The shopper's bank refused to pay the QR code (the account is short of money, say): Adyen
     * settles a pending payment this way with AUTHORISATION `success: "false"` and the reason.
     */
    refusePromptPay(pspReference: string): Answer {
      const payment = payments.get(pspReference);
      if (!payment || payment.method !== 'promptpay') return { status: 404, body: { error: `No PromptPay payment ${pspReference}` } };
      if (payment.state !== 'Pending')
        return { status: 409, body: { error: `The payment is ${payment.state}, not Pending`, state: payment.state } };
      payment.state = 'Refused';
      notifyAuthorisation(payment);
      return { status: 200, body: { pspReference, state: payment.state } };
    },

    /** The QR code's time ran out now, rather than after ADYEN_STAND_IN_QR_TTL_SECONDS. */
    expirePromptPay(pspReference: string): Answer {
      const payment = payments.get(pspReference);
      if (!payment || payment.method !== 'promptpay') return { status: 404, body: { error: `No PromptPay payment ${pspReference}` } };
      if (!expire(payment)) return { status: 409, body: { error: `The payment is ${payment.state}, not Pending`, state: payment.state } };
      return { status: 200, body: { pspReference, state: payment.state } };
    },

    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
