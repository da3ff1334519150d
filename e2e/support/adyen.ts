// The Adyen stand-in the embedded stack's engine pays through (scripts/test-browser.mjs starts it
// on storefront port + 4; apps/adyen-stand-in/README.md): its test controls play the shopper's
// bank, which a browser test cannot reach, and show the webhooks it sent the engine.

export const adyenStandInUrl = process.env.E2E_ADYEN_STAND_IN_URL ?? 'http://localhost:3104';

/** One webhook the stand-in sent (or is still retrying), as GET /stand-in/webhooks lists it (its src/webhooks.ts `Delivery`). */
export interface StandInWebhook {
  id: number;
  url: string;
  eventCode: string;
  pspReference: string;
  originalReference?: string;
  /** Sent again through POST /stand-in/webhooks/resend. */
  resend: boolean;
  /** The engine answered 2xx `[accepted]`. */
  accepted: boolean;
  attempts: { at: string; status?: number; answer?: string; error?: string }[];
  body: { live: 'false'; notificationItems: { NotificationRequestItem: Record<string, unknown> }[] };
}

/** The payment's state at the stand-in after a test control (`Authorised`, `Expired`, ...). */
export interface PromptPayAnswer {
  pspReference: string;
  state: string;
}

async function promptPay(pspReference: string, verb: 'pay' | 'refuse' | 'expire'): Promise<PromptPayAnswer> {
  // As JSON, not as its page's form (which is answered with a redirect back to the page).
  const res = await fetch(`${adyenStandInUrl}/stand-in/promptpay/${encodeURIComponent(pspReference)}/${verb}`, { method: 'POST' });
  // 404: no such PromptPay payment; 409: it is no longer Pending (paid or expired already).
  if (!res.ok) throw new Error(`Adyen stand-in: ${verb} ${pspReference}: ${res.status} ${await res.text()}`);
  return (await res.json()) as PromptPayAnswer;
}

/** The shopper's bank pays the QR code: the stand-in sends the engine AUTHORISATION (success). */
export const payPromptPay = (pspReference: string) => promptPay(pspReference, 'pay');

/** The shopper's bank refuses to pay the QR code: the stand-in sends the engine AUTHORISATION (success "false"). */
export const refusePromptPay = (pspReference: string) => promptPay(pspReference, 'refuse');

/** The QR code expires now: the stand-in sends the engine OFFER_CLOSED. */
export const expirePromptPay = (pspReference: string) => promptPay(pspReference, 'expire');

/** Every webhook delivery the stand-in made so far, oldest first, with each attempt and whether the engine accepted it. */
export async function standInWebhooks(): Promise<StandInWebhook[]> {
  const res = await fetch(`${adyenStandInUrl}/stand-in/webhooks`);
  if (!res.ok) throw new Error(`Adyen stand-in: webhooks: ${res.status}`);
  return ((await res.json()) as { webhooks: StandInWebhook[] }).webhooks;
}
