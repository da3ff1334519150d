'use client';

import type { PaymentInput } from '@talat/commerce/types';
import type { Cart, CartError, ClickCollect, StoreAddress } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { useRouter } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { emptyAddress, fromCartAddress, toCartAddressInput, type AddressFormValues } from '../../lib/address/address-form-model';
import { cartMutation, errorMessage } from '../../lib/cart/cart-api';
import { changeCart, clearCart } from '../../lib/cart/cart-store';
import { addPaymentInfo, paymentTypeOf } from '../../lib/analytics/ga4';
import { pushEcommerce } from '../../lib/analytics/data-layer';
import { addressFieldErrors } from '../../lib/checkout/address-errors';
import { EMPTY_CARD, type CardField, type CardValues } from '../../lib/checkout/card';
import { tokeniseCard } from '../../lib/checkout/card-token.client';
import { forgetPendingChallenge, rememberPendingChallenge, takePaymentNotice } from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PATHS, needsShipping } from '../../lib/checkout/guard';
import {
  defaultMethod,
  giftCardsCoverAll,
  isRedirectType,
  onlineTypeName,
  onlineTypesOf,
  paymentKindOf,
  placeOrderOutcome,
  type OnlineType,
} from '../../lib/checkout/payment';
import type { AdyenCardReader } from './adyen-card-fields';
import { isClickCollect } from '../../lib/checkout/shipping';
import { localePath, type Locale } from '../../lib/locale/locales';
import { bnplAtCheckout } from '../../lib/product/bnpl';
import type { BnplSettings } from '../../lib/product/bnpl-settings';
import { AddressForm, type AddressFormHandle } from '../address/address-form';
import type { AddressWords } from '../address/address-words';
import { BnplMessage } from '../product/bnpl-message';
import { AddressBlock } from './address-block';
import { CardFields, type CardFieldsHandle } from './card-fields';
import { ContactFieldset, emailError } from './email-field';
import type { Messages } from '@/i18n/messages';
import { fillTemplate } from '@/i18n/fill-template';
import { OrderSummary } from './order-summary';
import { PaymentMethodOptions, type PaymentOption } from './payment-method-options';
import { PromptPayPayment } from './promptpay-payment';
import { CaptchaUnavailableError, useCaptcha } from '../captcha/captcha-field';
import type { QrPayment } from '../../lib/checkout/promptpay';

export interface PaymentStepProps {
  locale: Locale;
  cart: Cart;
  methods: PaymentOption[];
  /** The billing form's first country when the cart has no address (currency's home). */
  defaultCountry: string;
  clickCollect: ClickCollect;
  storeAddress: StoreAddress | null;
  bnpl: BnplSettings;
  /** The store's `place_order` captcha flag: placing the order carries a captcha solution. */
  captcha?: boolean;
  labels: {
    checkout: Messages['checkout'];
    payment: Messages['checkoutPayment'];
    card: Messages['checkoutCard'];
    promptPay: Messages['checkoutPromptPay'];
    online: Messages['checkoutOnline'];
    address: AddressWords;
  };
}

type Alert = { message: string; outOfStock?: boolean };

/** Adyen's card component, loaded only when a shopper picks a card through Adyen (never in the first load). */
const AdyenCardFields = dynamic(() => import('./adyen-card-fields'), { ssr: false });

/**
 * Payment step: order summary, billing address (same as shipping by default), payment method
 * (card drop-in or cheque; nothing when gift cards pay it all) and "Place order". One order per
 * cart: the button is disabled while a request runs and placeOrder carries the cart id, so a
 * repeated request answers the order already placed. A refused card keeps the form for another
 * try with a new token; a challenge leaves for the card issuer's page.
 */
export function PaymentStep({
  locale,
  cart: initialCart,
  methods,
  defaultCountry,
  clickCollect,
  storeAddress,
  bnpl,
  captcha = false,
  labels,
}: PaymentStepProps) {
  const router = useRouter();
  const { checkout: tc, payment: tp } = labels;
  const [cart, setCart] = useState(initialCart);
  const ships = needsShipping(initialCart) && initialCart.shipping_address !== null;
  const askEmail = !initialCart.email;
  const [email, setEmail] = useState(initialCart.email ?? '');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [sameAsShipping, setSameAsShipping] = useState(ships);
  const [billing, setBilling] = useState<AddressFormValues>(() =>
    initialCart.billing_address
      ? fromCartAddress(initialCart.billing_address)
      : emptyAddress(initialCart.shipping_address?.country_code ?? defaultCountry),
  );
  const [billingErrors, setBillingErrors] = useState<Record<string, string> | null>(null);
  const [savedBilling, setSavedBilling] = useState<string | null>(null);
  const [method, setMethod] = useState<string | null>(() => defaultMethod(methods));
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>> | null>(null);
  const [busy, setBusy] = useState<'placing' | 'redirecting' | 'placed' | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [onlineType, setOnlineType] = useState<OnlineType | null>(null);
  const cardReader = useRef<AdyenCardReader | null>(null);
  const keepCardReader = useCallback((reader: AdyenCardReader | null) => {
    cardReader.current = reader;
  }, []);
  /** A PromptPay QR code waiting to be paid: shown in place of the form. */
  const [qrPayment, setQrPayment] = useState<{ paymentId: string; qr: QrPayment } | null>(null);
  const running = useRef(false);
  const billingForm = useRef<AddressFormHandle>(null);
  const cardForm = useRef<CardFieldsHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const check = useCaptcha(captcha, 'place_order');

  const coveredByGiftCards = giftCardsCoverAll(cart);
  const chosen = methods.find((m) => m.code === method);
  const kind = coveredByGiftCards ? 'cheque' : paymentKindOf(chosen);
  const onlineTypes = onlineTypesOf(chosen?.client);
  const online = onlineType && onlineTypes.includes(onlineType) ? onlineType : (onlineTypes[0] ?? null);
  const collect = cart.selected_shipping_method ? isClickCollect(cart.selected_shipping_method, clickCollect) : false;

  const showAlert = (next: Alert) => {
    setAlert(next);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  // A message the card challenge left (adyen-direct sends the shopper back here on failure), and
  // the back button from the challenge page (a page restored from the back-forward cache).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const notice = takePaymentNotice();
      if (notice) showAlert({ message: notice });
    });
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(null);
    };
    window.addEventListener('pageshow', restored);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pageshow', restored);
    };
  }, []);

  const fail = (error: CartError) => {
    const fields = addressFieldErrors(error);
    if (error.field === 'email') setEmailProblem(error.message);
    else if (fields) setBillingErrors(fields);
    showAlert({ message: error.message || tc.error });
  };

  /** Email and billing address, each only when it changed since it was last saved. */
  async function saveDetails(): Promise<boolean> {
    if (askEmail && email.trim() !== (cart.email ?? '')) {
      // Without a shipping step (virtual carts) the billing name is the customer's name.
      const named = sameAsShipping ? {} : { firstname: billing.first_name.trim(), lastname: billing.last_name.trim() };
      const result = await changeCart('setGuestEmail', { email: email.trim(), ...named, locale }, locale);
      if (!result.ok) return (fail(result.error), false);
      setCart(result.cart);
    }
    const input = sameAsShipping ? ({ same_as_shipping: true } as const) : { address: toCartAddressInput(billing, { customsCode: false }) };
    const key = JSON.stringify(input);
    if (key !== savedBilling) {
      const result = await changeCart('setBillingAddress', { ...input, locale }, locale);
      if (!result.ok) return (fail(result.error), false);
      setCart(result.cart);
      setSavedBilling(key);
    }
    return true;
  }

  function paidByQr() {
    setBusy('placed');
    forgetPendingChallenge();
    clearCart();
    router.replace(localePath(locale, CHECKOUT_PATHS.thankYou));
  }

  function qrEnded(message: string) {
    forgetPendingChallenge();
    setQrPayment(null);
    if (message) showAlert({ message });
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (running.current) return;
    setAlert(null);
    // Check everything first, so every message shows at once; focus goes to the first.
    const emailText = askEmail ? emailError(email, labels.address) : null;
    setEmailProblem(emailText);
    const billingOk = sameAsShipping || (billingForm.current?.validate() ?? false);
    const methodText = !coveredByGiftCards && !kind ? tp.chooseMethod : null;
    setMethodProblem(methodText);
    const cardOk = kind !== 'card' || (cardForm.current?.validate() ?? false);
    if (emailText || !billingOk || methodText || !cardOk) {
      if (emailText) document.getElementById('checkout-email')?.focus();
      else if (methodText) document.querySelector<HTMLInputElement>('input[name="payment-method"]')?.focus();
      setAlert({ message: tc.formErrors });
      return;
    }

    running.current = true;
    setBusy('placing');
    let keepBusy = false;
    try {
      // The captcha first: without a solution nothing is saved, and no card is tokenised for nothing.
      const captchaHeaders = await check.headers();
      if (!(await saveDetails())) return;
      let payment: PaymentInput = coveredByGiftCards ? { method: 'gift-card' } : { method: 'cheque' };
      if (kind === 'card') {
        // The card goes from this browser to the provider, never to the shop's server; a token
        // pays once, so every attempt tokenises the card again.
        const client = methods.find((m) => m.code === method)?.client;
        if (client?.provider !== 'test-card') {
          showAlert({ message: tc.error });
          return;
        }
        const token = await tokeniseCard(card, locale, client.tokenUrl, labels.card.errors);
        if (!token.ok) {
          if ('errors' in token) {
            setCardErrors(Object.fromEntries(token.errors.map((e) => [e.field, e.message])));
            document.getElementById(`card-${token.errors[0]?.field ?? 'number'}`)?.focus();
            setAlert({ message: tc.formErrors });
          } else showAlert({ message: token.error || tc.error });
          return;
        }
        payment = { method: 'card', token: token.token };
      }
      if (kind === 'online') {
        // A key per attempt, so a request the network repeated is not a second payment.
        const attempt = crypto.randomUUID();
        if (online === 'card') {
          // Adyen's component checks the card itself and hands over encrypted fields only.
          const data = cardReader.current?.() ?? null;
          if (!data) {
            showAlert({ message: labels.online.cardInvalid });
            return;
          }
          payment = { method: 'online', ...data, attempt, methodCode: method ?? undefined };
        } else if (online) payment = { method: 'online', paymentMethod: { type: online }, attempt, methodCode: method ?? undefined };
      }
      pushEcommerce(addPaymentInfo(cart, paymentTypeOf(payment)));
      const outcome = placeOrderOutcome(
        await cartMutation('placeOrder', { payment, cartId: cart.id, locale }, locale, { headers: captchaHeaders }),
      );
      switch (outcome.kind) {
        case 'placed':
          keepBusy = true;
          setBusy('placed');
          forgetPendingChallenge();
          clearCart();
          router.replace(localePath(locale, CHECKOUT_PATHS.thankYou));
          return;
        case 'redirect':
          keepBusy = true;
          setBusy('redirecting');
          rememberPendingChallenge({ cartId: cart.id, paymentId: outcome.paymentId });
          window.location.assign(outcome.url);
          return;
        case 'qrCode':
          rememberPendingChallenge({ cartId: cart.id, paymentId: outcome.paymentId });
          setQrPayment({ paymentId: outcome.paymentId, qr: outcome.qr });
          return;
        case 'declined':
          setCardErrors(null);
          showAlert({ message: outcome.message || tp.declined });
          return;
        case 'outOfStock':
          showAlert({ message: `${outcome.message ? `${outcome.message} ` : ''}${tp.outOfStock}`, outOfStock: true });
          return;
        case 'error':
          showAlert({ message: outcome.message || tc.error });
          return;
      }
    } catch (error) {
      // The captcha says it could not be loaded, under its widget.
      if (!(error instanceof CaptchaUnavailableError)) showAlert({ message: errorMessage(error, tc.error) });
    } finally {
      if (!keepBusy) {
        running.current = false;
        setBusy(null);
        // A solution is good once: another attempt gets a new one.
        check.reset();
      }
    }
  }

  const disabled = busy !== null;
  const redirectingText =
    kind === 'online' && isRedirectType(online)
      ? fillTemplate(tp.redirectingTo, { name: onlineTypeName(chosen?.client, online) })
      : tp.redirecting;
  if (qrPayment) {
    return (
      <div className="checkout-columns">
        <div className="checkout-step">
          <PromptPayPayment
            locale={locale}
            paymentId={qrPayment.paymentId}
            cartId={cart.id}
            qr={qrPayment.qr}
            amount={cart.prices.payable_total}
            labels={labels.promptPay}
            onPaid={paidByQr}
            onEnd={qrEnded}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="checkout-columns">
      <div className="checkout-step">
        <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'notice notice--error' : undefined} data-testid="checkout-alert">
          {alert?.message}
          {alert?.outOfStock ? (
            <>
              {' '}
              <Link href={localePath(locale, CHECKOUT_PATHS.cart)}>{tp.reviewCart}</Link>
            </>
          ) : null}
        </div>

        {ships && cart.shipping_address ? (
          <section aria-labelledby="delivery-title" className="checkout-section">
            <h2 id="delivery-title">{tp.deliveryTitle}</h2>
            <h3>{collect ? tp.collectFrom : tp.shipTo}</h3>
            <AddressBlock address={collect && storeAddress ? storeAddress : cart.shipping_address} countries={labels.address.countries} />
            {cart.selected_shipping_method ? (
              <p>
                {tp.shippingMethod}: {cart.selected_shipping_method.method_title}
              </p>
            ) : null}
            <Link href={localePath(locale, CHECKOUT_PATHS.shipping)}>{tp.change}</Link>
          </section>
        ) : null}

        <form
          onSubmit={placeOrder}
          onFocus={check.wake}
          noValidate
          aria-labelledby="payment-title"
          className="checkout-form"
          aria-busy={disabled}
        >
          <h2 id="payment-title" className="sr-only">
            {tp.title}
          </h2>
          {askEmail ? (
            <ContactFieldset
              labels={tc}
              value={email}
              onChange={setEmail}
              error={emailProblem}
              onError={setEmailProblem}
              addressWords={labels.address}
              disabled={disabled}
            />
          ) : null}

          <section aria-labelledby="billing-title" className="checkout-section">
            <h3 id="billing-title">{tp.billingTitle}</h3>
            {ships ? (
              <div className="checkbox">
                <input
                  type="checkbox"
                  id="billing-same"
                  checked={sameAsShipping}
                  onChange={(e) => setSameAsShipping(e.target.checked)}
                  disabled={disabled}
                />
                <label htmlFor="billing-same">{tp.sameAsShipping}</label>
              </div>
            ) : null}
            {!sameAsShipping ? (
              <AddressForm
                ref={billingForm}
                idPrefix="billing"
                kind="billing"
                value={billing}
                onChange={setBilling}
                labels={labels.address}
                locale={locale}
                errors={billingErrors}
                disabled={disabled}
              />
            ) : null}
          </section>

          <section aria-labelledby="payment-methods-title" className="checkout-section">
            <h3 id="payment-methods-title">{tp.methodsTitle}</h3>
            {coveredByGiftCards ? (
              <p className="notice" data-testid="gift-card-covers">
                {tp.giftCardCovers}
              </p>
            ) : methods.length === 0 ? (
              <p className="notice notice--warning">{tp.noMethods}</p>
            ) : (
              <>
                <BnplMessage
                  amount={cart.prices.payable_total}
                  locale={locale}
                  settings={bnplAtCheckout(bnpl, methods)}
                  template={tp.bnpl}
                />
                <PaymentMethodOptions
                  options={methods}
                  value={method}
                  onChange={(code) => {
                    setMethod(code);
                    setMethodProblem(null);
                  }}
                  legend={tp.methodsTitle}
                  error={methodProblem}
                  disabled={disabled}
                >
                  {(code) => {
                    const option = methods.find((m) => m.code === code);
                    if (paymentKindOf(option) === 'online' && option?.client?.provider === 'adyen') {
                      const types = onlineTypesOf(option.client);
                      return (
                        <div className="choice__description" data-testid={`payment-description-${code}`}>
                          {types.length > 1 ? (
                            <fieldset className="choice-group">
                              <legend>{labels.online.legend}</legend>
                              {types.map((type) => (
                                <div className="radio" key={type}>
                                  <input
                                    type="radio"
                                    id={`online-${type}`}
                                    name="online-type"
                                    value={type}
                                    checked={online === type}
                                    onChange={() => setOnlineType(type)}
                                    disabled={disabled}
                                  />
                                  <label htmlFor={`online-${type}`}>
                                    {type === 'card'
                                      ? labels.online.card
                                      : type === 'promptpay'
                                        ? labels.online.promptPay
                                        : onlineTypeName(option.client, type)}
                                  </label>
                                </div>
                              ))}
                            </fieldset>
                          ) : null}
                          {online === 'card' ? (
                            <AdyenCardFields client={option.client} unavailable={labels.online.cardUnavailable} onReader={keepCardReader} />
                          ) : isRedirectType(online) ? (
                            <p>{fillTemplate(labels.online.redirectIntro, { name: onlineTypeName(option.client, online) })}</p>
                          ) : (
                            <p>{labels.promptPay.intro}</p>
                          )}
                        </div>
                      );
                    }
                    if (paymentKindOf(option) === 'card') {
                      return (
                        <CardFields
                          ref={cardForm}
                          value={card}
                          onChange={setCard}
                          labels={labels.card}
                          serverErrors={cardErrors}
                          disabled={disabled}
                        />
                      );
                    }
                    return option?.descriptionHtml ? (
                      <div
                        className="choice__description"
                        data-testid={`payment-description-${code}`}
                        dangerouslySetInnerHTML={{ __html: option.descriptionHtml }}
                      />
                    ) : null;
                  }}
                </PaymentMethodOptions>
              </>
            )}
          </section>

          {check.field}
          <button type="submit" className="button button--large" disabled={disabled} aria-describedby="checkout-place-status">
            {tp.placeOrder}
          </button>
          <p id="checkout-place-status" role="status" className="checkout-status">
            {busy === 'placing' || busy === 'placed' ? tp.placing : busy === 'redirecting' ? redirectingText : ''}
          </p>
        </form>
      </div>
      <aside className="checkout-aside">
        <OrderSummary
          items={cart.items}
          prices={cart.prices}
          giftCards={cart.applied_gift_cards}
          locale={locale}
          labels={tc.summary}
          freeLabel={tc.free}
        />
      </aside>
    </div>
  );
}
