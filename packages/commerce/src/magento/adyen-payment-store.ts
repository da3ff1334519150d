import type { OrderSummary } from '../cart-types';

/**
 * What the Magento connector keeps of an Adyen payment between the shopper's calls and Adyen's
 * webhook (docs/decisions/0063): the payment (whose cart, which method, how much, where it stands)
 * by pspReference, and each webhook event once, by pspReference and eventCode. In one process a
 * map (the embedded profile); with REDIS_URL the storefront hands the connector a store in Redis,
 * shared by every storefront process (apps/storefront/src/lib/commerce/redis-payment-store.ts).
 */
export interface MagentoAdyenPayment {
  pspReference: string;
  /** The Magento cart it pays (its masked id). */
  cartId: string;
  /** SHA-256 of the shopper's session that started it (never the session itself: a customer's is a bearer token). */
  sessionHash: string;
  /** The Adyen module's method code the Magento cart is given (adyen_cc, adyen_promptpay). */
  methodCode: string;
  /** Adyen's payment method type (scheme, promptpay). */
  type: string;
  amount: { currency: string; value: number };
  state: 'waiting' | 'authorised' | 'refused' | 'expired' | 'placed' | 'failed';
  orderNumber?: string;
  /** The order placed (state `placed`), for the thank-you page on whichever storefront process asks. */
  order?: OrderSummary;
  card?: { brand?: string; last4?: string };
  at: number;
}

/** A webhook event as applied: its outcome and, for a card, what Adyen says of it. */
export interface MagentoAdyenEvent {
  success: boolean;
  reason?: string;
  card?: { brand?: string; last4?: string };
}

export interface MagentoPaymentStore {
  getPayment(pspReference: string): Promise<MagentoAdyenPayment | null>;
  putPayment(payment: MagentoAdyenPayment): Promise<void>;
  /** Keeps the first event of a pspReference and eventCode: true when this one is new, false when it was kept already. */
  addEvent(pspReference: string, eventCode: string, event: MagentoAdyenEvent): Promise<boolean>;
  getEvent(pspReference: string, eventCode: string): Promise<MagentoAdyenEvent | null>;
  /** A short lock (placing the Magento order once): true when taken, false while another holds it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

/** How long a payment and its events are kept: a day (a PromptPay QR code lives 15 minutes). */
export const PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;
const LIMIT = 5000;

interface Held<T> {
  value: T;
  until: number;
}

function bounded<T>(map: Map<string, Held<T>>, key: string, value: T, ttlMs: number) {
  map.set(key, { value, until: Date.now() + ttlMs });
  if (map.size > LIMIT) map.delete(map.keys().next().value as string);
}

function live<T>(map: Map<string, Held<T>>, key: string): T | null {
  const held = map.get(key);
  if (!held) return null;
  if (held.until < Date.now()) {
    map.delete(key);
    return null;
  }
  return held.value;
}

/** The store in this process's memory (the embedded profile). */
export function createMemoryPaymentStore(): MagentoPaymentStore {
  const payments = new Map<string, Held<MagentoAdyenPayment>>();
  const events = new Map<string, Held<MagentoAdyenEvent>>();
  const locks = new Map<string, Held<true>>();
  return {
    async getPayment(psp) {
      return live(payments, psp);
    },
    async putPayment(payment) {
      bounded(payments, payment.pspReference, payment, PAYMENT_TTL_MS);
    },
    async addEvent(psp, eventCode, event) {
      const key = `${psp}:${eventCode}`;
      if (live(events, key)) return false;
      bounded(events, key, event, PAYMENT_TTL_MS);
      return true;
    },
    async getEvent(psp, eventCode) {
      return live(events, `${psp}:${eventCode}`);
    },
    async lock(key, ttlMs) {
      if (live(locks, key)) return false;
      bounded(locks, key, true, ttlMs);
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
  };
}

const PROCESS_STORE = Symbol.for('talat.magento.adyenPayments');

/**
 * One memory store per process, whichever bundle asks (the API routes that start and poll a
 * payment and the webhook route may each hold their own connector), as the placed orders are.
 */
export function processPaymentStore(): MagentoPaymentStore {
  const holder = globalThis as { [PROCESS_STORE]?: MagentoPaymentStore };
  holder[PROCESS_STORE] ??= createMemoryPaymentStore();
  return holder[PROCESS_STORE];
}
