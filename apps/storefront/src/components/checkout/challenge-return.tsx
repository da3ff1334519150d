'use client';

import Link from '../link/shop-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { cartMutation, errorMessage } from '../../lib/cart/cart-api';
import { readCartState } from '../../lib/cart/cart-cookie';
import { clearCart } from '../../lib/cart/cart-store';
import type { ChallengeReturn as ChallengeParams } from '../../lib/checkout/challenge';
import { forgetPendingChallenge, leavePaymentNotice, readPendingChallenge } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PATHS } from '../../lib/checkout/guard';
import { placeOrderOutcome } from '../../lib/checkout/payment';
import { COOKIE, readCookie } from '../../lib/cookies/names';
import { localePath, type Locale } from '../../lib/locale/locales';
import type { Messages } from '@/i18n/messages';

/**
 * Back from the provider's page (a card issuer's check): hands what it returned to the payment's
 * provider (submitPaymentDetails through the storefront API, with the cart id so a reload answers
 * the same order), then the thank-you page, another of the provider's pages, or the payment step
 * with the message.
 */
export function ChallengeReturn({
  locale,
  params,
  labels,
  failedMessage,
}: {
  locale: Locale;
  params: ChallengeParams | null;
  labels: Messages['checkoutChallenge'];
  /** Shown on the payment step when the engine gave no message. */
  failedMessage: string;
}) {
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (!params || started.current) return;
    started.current = true;
    const cartId = readPendingChallenge()?.cartId ?? readCartState(readCookie(document.cookie, COOKIE.cart)).id ?? undefined;
    const back = (message: string) => {
      leavePaymentNotice(message);
      router.replace(localePath(locale, CHECKOUT_PATHS.payment));
    };
    const paymentId = params.paymentId ?? readPendingChallenge()?.paymentId;
    if (!paymentId) {
      back(failedMessage);
      return;
    }
    cartMutation('submitPaymentDetails', { paymentId, details: params.details, cartId, locale }, locale)
      .then((result) => {
        const outcome = placeOrderOutcome(result);
        if (outcome.kind === 'placed') {
          forgetPendingChallenge();
          clearCart();
          router.replace(localePath(locale, CHECKOUT_PATHS.thankYou));
        } else if (outcome.kind === 'redirect') window.location.assign(outcome.url);
        else back(('message' in outcome && outcome.message) || failedMessage);
      })
      .catch((error: unknown) => back(errorMessage(error, failedMessage)));
  }, [params, locale, router, failedMessage]);

  if (!params) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{labels.invalid}</p>
        <Link href={localePath(locale, CHECKOUT_PATHS.payment)}>{labels.back}</Link>
      </div>
    );
  }
  return (
    <p role="status" className="checkout-status" data-testid="challenge-status">
      {labels.working}
    </p>
  );
}
