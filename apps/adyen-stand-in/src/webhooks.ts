import { notificationSignature } from './hmac-signature';
import { STAND_IN_HEADER } from './http';

/** One NotificationRequestItem of Adyen's standard webhooks (Webhooks-v1.json). */
export interface NotificationItem {
  additionalData: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: 'AUTHORISATION' | 'CAPTURE' | 'CAPTURE_FAILED' | 'REFUND' | 'REFUND_FAILED' | 'CANCELLATION' | 'OFFER_CLOSED';
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  operations?: string[];
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: 'true' | 'false';
}

export interface NotificationBody {
  live: 'false';
  notificationItems: { NotificationRequestItem: NotificationItem }[];
}

/** One webhook sent (or being sent) and what the receiver answered each time. */
export interface Delivery {
  id: number;
  url: string;
  eventCode: string;
  pspReference: string;
  originalReference?: string;
  /** A resend asked for by POST /stand-in/webhooks/resend (a duplicate, maybe out of order). */
  resend: boolean;
  accepted: boolean;
  attempts: { at: string; status?: number; answer?: string; error?: string }[];
  body: NotificationBody;
}

export interface ResendRequest {
  pspReference: string;
  eventCode?: string;
  times?: number;
  reverse?: boolean;
}

/** Adyen's eventDate shape: ISO 8601 to the second with an offset. */
export function eventDate(at = new Date()): string {
  return at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/**
 * Sends Adyen's standard webhooks to one receiver, each item signed with the HMAC key, and keeps
 * every notification of a payment (its own and its modifications') so that tests can have them
 * sent again, several times or in reverse order, as Adyen may deliver them. A delivery counts as
 * accepted only on a 2xx answer whose body is `[accepted]`, as Adyen asks; otherwise it is retried
 * after each of `retryDelaysMs`, then given up (Adyen retries for days; a test has no days).
 */
export function createWebhookSender({
  url,
  hmacKey,
  retryDelaysMs,
  log,
}: {
  url: string;
  hmacKey: string;
  retryDelaysMs: number[];
  log: (line: string) => void;
}) {
  const deliveries: Delivery[] = [];
  const history = new Map<string, NotificationBody[]>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  }

  async function attempt(delivery: Delivery): Promise<void> {
    const record: Delivery['attempts'][number] = { at: new Date().toISOString() };
    delivery.attempts.push(record);
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': "Talat's Adyen stand-in (not Adyen)", ...STAND_IN_HEADER },
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(10_000),
      });
      record.status = res.status;
      record.answer = (await res.text()).slice(0, 200);
      delivery.accepted = res.ok && record.answer.trim() === '[accepted]';
    } catch (error) {
      record.error = (error as Error).cause ? String(((error as Error).cause as Error).message) : (error as Error).message;
    }
    if (delivery.accepted || closed) return;
    const wait = retryDelaysMs[delivery.attempts.length - 1];
    if (wait === undefined) {
      log(`webhook ${delivery.eventCode} ${delivery.pspReference} given up after ${delivery.attempts.length} attempts`);
      return;
    }
    later(wait, () => void attempt(delivery));
  }

  function deliver(body: NotificationBody, resend: boolean): Promise<void> {
    const item = body.notificationItems[0]!.NotificationRequestItem;
    const delivery: Delivery = {
      id: deliveries.length + 1,
      url,
      eventCode: item.eventCode,
      pspReference: item.pspReference,
      ...(item.originalReference ? { originalReference: item.originalReference } : {}),
      resend,
      accepted: false,
      attempts: [],
      body,
    };
    deliveries.push(delivery);
    return attempt(delivery);
  }

  return {
    /** Signs an item, keeps it with its payment's notifications and sends it now (one item per webhook, as Adyen does). */
    notify(unsigned: NotificationItem): NotificationBody {
      const item: NotificationItem = {
        ...unsigned,
        additionalData: { ...unsigned.additionalData, hmacSignature: notificationSignature(unsigned, hmacKey) },
      };
      const body: NotificationBody = { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
      const payment = item.originalReference ?? item.pspReference;
      history.set(payment, [...(history.get(payment) ?? []), body]);
      void deliver(body, false);
      return body;
    },

    /** Sends a payment's past notifications again, `times` over, maybe in reverse; each first attempt in turn, so the receiver sees that order. */
    async resend({ pspReference, eventCode, times = 1, reverse = false }: ResendRequest): Promise<number> {
      let bodies = (history.get(pspReference) ?? []).filter(
        (b) => !eventCode || b.notificationItems[0]!.NotificationRequestItem.eventCode === eventCode,
      );
      if (reverse) bodies = [...bodies].reverse();
      let sent = 0;
      for (let i = 0; i < times; i++)
        for (const body of bodies) {
          await deliver(body, true);
          sent++;
        }
      return sent;
    },

    deliveries: (): readonly Delivery[] => deliveries,

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
