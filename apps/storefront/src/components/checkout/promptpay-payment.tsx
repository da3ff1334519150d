'use client';

import type { Money } from '@talat/commerce/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { cartMutation } from '../../lib/cart/cart-api';
import { countdown, secondsLeft, type QrPayment } from '../../lib/checkout/promptpay';
import { qrMatrix, qrPath } from '../../lib/checkout/qr-code';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';

/** How often the page asks whether the bank has paid (the provider's webhook settles it). */
const POLL_MS = 2500;
/** How long after the code's expiry the page still waits for a late confirmation. */
const GRACE_MS = 20_000;

export interface PromptPayPaymentProps {
  locale: Locale;
  paymentId: string;
  cartId: string;
  qr: QrPayment;
  amount: Money;
  labels: Messages['checkoutPromptPay'];
  /** The order is placed: go to thank-you. */
  onPaid: () => void;
  /** Expired, refused or abandoned: back to the payment form with this message ('' when the shopper chose). */
  onEnd: (message: string) => void;
}

/**
 * A PromptPay QR code to pay from a banking app: the code (drawn here, no image from anywhere),
 * the amount, the steps in the bank's app and a countdown to its expiry. The page asks the shop
 * every few seconds whether the payment arrived and moves on by itself: to thank-you once paid,
 * back to the payment form when the code expired or the payment failed.
 */
export function PromptPayPayment({ locale, paymentId, cartId, qr, amount, labels, onPaid, onEnd }: PromptPayPaymentProps) {
  const [now, setNow] = useState(() => Date.now());
  const [state, setState] = useState<'waiting' | 'paid'>('waiting');
  const ended = useRef(false);
  const matrix = useMemo(() => qrMatrix(qr.qrCodeData), [qr.qrCodeData]);
  const size = matrix.length + 8;
  const price = formatPrice(amount, locale);
  const left = secondsLeft(qr.expiresAt, now);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (message: string) => {
      if (ended.current) return;
      ended.current = true;
      onEnd(message);
    };
    const ask = async () => {
      if (ended.current) return;
      try {
        const result = await cartMutation('getPaymentStatus', { paymentId, cartId, locale }, locale);
        if (result.ok === true) {
          ended.current = true;
          setState('paid');
          onPaid();
          return;
        }
        if (result.ok === false) {
          end(result.error.code === 'PAYMENT_FAILED' && result.error.reason === 'EXPIRED' ? labels.expired : labels.refused);
          return;
        }
      } catch {
        // The network or the shop away for a moment: ask again.
      }
      if (qr.expiresAt && Date.now() > qr.expiresAt.getTime() + GRACE_MS) end(labels.expired);
      else timer = setTimeout(() => void ask(), POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => clearTimeout(timer);
  }, [paymentId, cartId, locale, qr.expiresAt, labels.expired, labels.refused, onPaid, onEnd]);

  // The shopper leaves the code for another method: the unpaid payment is no charge and stays so.
  const choose = () => {
    if (ended.current) return;
    ended.current = true;
    onEnd('');
  };

  return (
    <section className="checkout-section promptpay" aria-labelledby="promptpay-title" data-testid="promptpay">
      <h2 id="promptpay-title">{labels.title}</h2>
      <svg
        className="promptpay__code"
        role="img"
        aria-label={fillTemplate(labels.qrLabel, { amount: price })}
        viewBox={`0 0 ${size} ${size}`}
        width={Math.max(232, size * 4)}
        height={Math.max(232, size * 4)}
        shapeRendering="crispEdges"
        data-qr={qr.qrCodeData}
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(matrix)} fill="#000" />
      </svg>
      <p className="promptpay__amount">{fillTemplate(labels.amount, { amount: price })}</p>
      <ol className="promptpay__steps">
        <li>{labels.step1}</li>
        <li>{labels.step2}</li>
        <li>{labels.step3}</li>
      </ol>
      {left !== null ? (
        <p className="promptpay__expiry" data-testid="promptpay-expiry">
          {fillTemplate(labels.expiresIn, { time: countdown(left) })}
        </p>
      ) : null}
      <p role="status" className="checkout-status" data-testid="promptpay-status">
        {state === 'paid' ? labels.paid : labels.waiting}
      </p>
      <button type="button" className="button button--secondary" onClick={choose}>
        {labels.cancel}
      </button>
    </section>
  );
}
