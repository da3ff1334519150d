'use client';

import type { Cart, CartAddress, CartError, ClickCollect, CustomerAddress, ShippingMethod, StoreAddress } from '@talat/commerce/types';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emptyAddress, fromCartAddress, toCartAddressInput, type AddressFormValues } from '../../lib/address/address-form-model';
import { errorMessage, fetchShippingMethods } from '../../lib/cart/cart-api';
import { changeCart } from '../../lib/cart/cart-store';
import { addShippingInfo } from '../../lib/analytics/ga4';
import { pushEcommerce } from '../../lib/analytics/data-layer';
import { addressFieldErrors } from '../../lib/checkout/address-errors';
import { CHECKOUT_PATHS } from '../../lib/checkout/guard';
import { offeredMethods, preselectedMethod } from '../../lib/checkout/shipping';
import { localePath, type Locale } from '../../lib/locale/locales';
import { matchingSavedAddress, pickerOrder } from '../../lib/address/saved-address';
import { AddressForm, type AddressFormHandle } from '../address/address-form';
import { AddressPicker } from '../address/address-picker';
import type { AddressWords } from '../address/address-words';
import { ContactFieldset, emailError } from './email-field';
import type { Messages } from '@/i18n/messages';
import { ShippingMethodOptions } from './shipping-method-options';

export interface ShippingStepProps {
  locale: Locale;
  cart: Cart;
  defaultCountry: string;
  clickCollect: ClickCollect;
  storeAddress: StoreAddress | null;
  /** Methods for the cart's saved address (null when it has none yet). */
  initialMethods: ShippingMethod[] | null;
  /**
   * A signed-in customer's email and default shipping address, which the form starts from, and
   * their saved addresses, offered by the address picker.
   */
  customer?: { email: string; address: CartAddress | null; addresses: readonly CustomerAddress[] } | null;
  labels: { checkout: Messages['checkout']; shipping: Messages['checkoutShipping']; address: AddressWords };
}

type Busy = 'address' | 'method' | null;

/** The address the cart would get, as a comparable key (to know whether the methods still fit it). */
const keyOf = (email: string, values: AddressFormValues) => JSON.stringify([email.trim(), toCartAddressInput(values)]);

/**
 * Shipping step: the guest email and the shipping address, then the shipping methods for that
 * address (priced in the cart currency; click & collect shows the store), then on to payment.
 * A failure keeps everything typed and shows the engine's message.
 */
export function ShippingStep({
  locale,
  cart: initialCart,
  defaultCountry,
  clickCollect,
  storeAddress,
  initialMethods,
  customer,
  labels,
}: ShippingStepProps) {
  const router = useRouter();
  const { checkout: tc, shipping: ts } = labels;
  const [cart, setCart] = useState(initialCart);
  const [email, setEmail] = useState(initialCart.email ?? customer?.email ?? '');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressFormValues>(() =>
    initialCart.shipping_address
      ? fromCartAddress(initialCart.shipping_address)
      : customer?.address
        ? fromCartAddress(customer.address)
        : emptyAddress(defaultCountry),
  );
  const [pickedAddress, setPickedAddress] = useState<string | null>(null);
  const [addressErrors, setAddressErrors] = useState<Record<string, string> | null>(null);
  const [methods, setMethods] = useState<ShippingMethod[] | null>(() =>
    initialMethods ? offeredMethods(initialMethods, clickCollect) : null,
  );
  const [savedKey, setSavedKey] = useState<string | null>(() =>
    initialCart.shipping_address && initialMethods ? keyOf(initialCart.email ?? '', fromCartAddress(initialCart.shipping_address)) : null,
  );
  const [selected, setSelected] = useState<string | null>(() =>
    initialMethods ? preselectedMethod(offeredMethods(initialMethods, clickCollect), initialCart.selected_shipping_method) : null,
  );
  const [methodProblem, setMethodProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const addressForm = useRef<AddressFormHandle>(null);
  const methodsHeading = useRef<HTMLHeadingElement>(null);
  // Each saved address moves the focus to the shipping methods once React has rendered them (a
  // frame's wait could come first on a busy machine, and the focus stayed behind: CI of stop 46).
  const [methodsShown, setMethodsShown] = useState(0);
  useEffect(() => {
    if (methodsShown) methodsHeading.current?.focus();
  }, [methodsShown]);
  const alertRef = useRef<HTMLDivElement>(null);

  const current = methods !== null && savedKey === keyOf(email, address);
  const showAlert = (message: string) => {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const fail = (error: CartError) => {
    const fields = addressFieldErrors(error);
    if (error.field === 'email') setEmailProblem(error.message);
    else if (fields) setAddressErrors(fields);
    showAlert(error.message || tc.error);
  };

  async function saveAddress(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const emailText = emailError(email, labels.address);
    setEmailProblem(emailText);
    const addressOk = addressForm.current?.validate() ?? false;
    if (emailText) document.getElementById('checkout-email')?.focus();
    if (emailText || !addressOk) {
      setAlert(tc.formErrors);
      return;
    }
    setBusy('address');
    try {
      const input = toCartAddressInput(address);
      if (email.trim() !== (cart.email ?? '')) {
        const result = await changeCart(
          'setGuestEmail',
          { email: email.trim(), firstname: input.firstname, lastname: input.lastname, locale },
          locale,
        );
        if (!result.ok) return fail(result.error);
        setCart(result.cart);
      }
      const result = await changeCart('setShippingAddress', { address: input, locale }, locale);
      if (!result.ok) return fail(result.error);
      setCart(result.cart);
      const offered = offeredMethods(await fetchShippingMethods(), clickCollect);
      setMethods(offered);
      setSelected(preselectedMethod(offered, result.cart.selected_shipping_method));
      setSavedKey(keyOf(email, address));
      setMethodProblem(null);
      setMethodsShown((n) => n + 1);
    } catch (error) {
      showAlert(errorMessage(error, tc.error));
    } finally {
      setBusy(null);
    }
  }

  async function continueToPayment(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    if (!selected) {
      setMethodProblem(ts.chooseMethod);
      document.querySelector<HTMLInputElement>('input[name="shipping-method"]')?.focus();
      return;
    }
    setBusy('method');
    try {
      let shipped = cart;
      if (cart.selected_shipping_method?.uid !== selected) {
        const result = await changeCart('setShippingMethod', { uid: selected, locale }, locale);
        if (!result.ok) {
          setBusy(null);
          return fail(result.error);
        }
        setCart(result.cart);
        shipped = result.cart;
      }
      pushEcommerce(addShippingInfo(shipped));
      router.push(localePath(locale, CHECKOUT_PATHS.payment));
    } catch (error) {
      setBusy(null);
      showAlert(errorMessage(error, tc.error));
    }
  }

  return (
    <div className="checkout-step">
      <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'notice notice--error' : undefined} data-testid="checkout-alert">
        {alert}
      </div>
      <form onSubmit={saveAddress} noValidate aria-labelledby="shipping-address-title" className="checkout-form">
        <ContactFieldset
          labels={tc}
          value={email}
          onChange={setEmail}
          error={emailProblem}
          onError={setEmailProblem}
          addressWords={labels.address}
          disabled={busy !== null}
        />
        <h2 id="shipping-address-title">{ts.addressTitle}</h2>
        {customer?.addresses.length ? (
          <AddressPicker
            addresses={pickerOrder(customer.addresses)}
            selected={matchingSavedAddress(customer.addresses, address, pickedAddress)}
            onChoose={(saved) => {
              setPickedAddress(saved?.id ?? null);
              setAddress(saved ? fromCartAddress(saved) : emptyAddress(defaultCountry));
              setAddressErrors(null);
            }}
            labels={ts}
            disabled={busy !== null}
          />
        ) : null}
        <AddressForm
          ref={addressForm}
          idPrefix="shipping"
          kind="shipping"
          value={address}
          onChange={setAddress}
          labels={labels.address}
          locale={locale}
          errors={addressErrors}
          disabled={busy !== null}
        />
        {methods !== null && !current ? <p className="notice">{ts.addressChanged}</p> : null}
        {!current ? (
          <button type="submit" className="button" disabled={busy !== null} aria-disabled={busy !== null}>
            {busy === 'address' ? ts.saving : ts.saveAddress}
          </button>
        ) : null}
      </form>
      {current && methods ? (
        <form onSubmit={continueToPayment} noValidate aria-labelledby="shipping-methods-title" className="checkout-form">
          <h2 id="shipping-methods-title" ref={methodsHeading} tabIndex={-1}>
            {ts.methodsTitle}
          </h2>
          {methods.length === 0 ? (
            <p className="notice notice--warning">{ts.noMethods}</p>
          ) : (
            <>
              <ShippingMethodOptions
                methods={methods}
                value={selected}
                onChange={(uid) => {
                  setSelected(uid);
                  setMethodProblem(null);
                }}
                legend={ts.methodsTitle}
                error={methodProblem}
                locale={locale}
                clickCollect={clickCollect}
                storeAddress={storeAddress}
                collectAt={ts.collectAt}
                freeLabel={tc.free}
                countries={labels.address.countries}
                disabled={busy !== null}
              />
              <button type="submit" className="button" disabled={busy !== null}>
                {busy === 'method' ? ts.continuing : ts.continue}
              </button>
            </>
          )}
        </form>
      ) : null}
    </div>
  );
}
