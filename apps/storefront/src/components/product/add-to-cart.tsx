'use client';

import type { CartItemInput } from '@talat/commerce/types';
import { useId, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { isPersonalisationFilled, validatePersonalisation } from '../../lib/product/personalisation';
import { MAX_QUANTITY, quantityProblem } from '../../lib/cart/quantity';
import { addAndOpenCart } from './add-and-open-cart';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

/** The add-to-cart words of the catalogue's `product` subtree (`quantityRange` with `{max}`, `onlyLeftStock` with `{count}`). */
export type AddToCartWords = Pick<
  Messages['product'],
  | 'quantity'
  | 'addToCart'
  | 'adding'
  | 'addChooseOptions'
  | 'outOfStock'
  | 'added'
  | 'addFailed'
  | 'fixPersonalisation'
  | 'quantityRange'
  | 'onlyLeftStock'
>;

/**
 * Quantity and add-to-cart of the product page: adds the chosen variant with its
 * personalisation and bundle parts, then opens the cart sidebar. Refusals (stock, limits) show
 * the engine's message in the shopper's language and keep the choice.
 */
export function AddToCart({
  locale,
  bundle,
  labels,
  notSoldLabel,
}: {
  locale: string;
  bundle: { sku: string; quantity: number }[] | null;
  labels: AddToCartWords;
  /** The button's words while the product or the chosen variant is not sold in the shopper's currency. */
  notSoldLabel: string;
}) {
  const { variant, product, personalisation } = useProductSelection();
  const notSold = !product.sold_in_currency || variant?.sold_in_currency === false;
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const outOfStock = variant?.stock_status === 'OUT_OF_STOCK';
  const needsChoice = !variant && product.configurable_options.length > 0;
  const stockLeft = variant?.only_x_left_in_stock ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!variant || outOfStock || notSold || busy) return;
    const problem = quantityProblem(quantity, stockLeft);
    if (problem) {
      setMessage(
        problem.kind === 'range'
          ? fillTemplate(labels.quantityRange, { max: MAX_QUANTITY })
          : fillTemplate(labels.onlyLeftStock, { count: problem.max }),
      );
      return;
    }
    const errors = validatePersonalisation(personalisation);
    if (errors.name || errors.number) {
      setMessage(labels.fixPersonalisation);
      return;
    }
    const item: CartItemInput = { variantUid: variant.uid, quantity: Number(quantity) };
    if (isPersonalisationFilled(personalisation)) {
      item.personalisation = {
        ...(personalisation.name.trim() ? { name: personalisation.name.trim() } : {}),
        ...(personalisation.number.trim() ? { number: personalisation.number.trim() } : {}),
      };
    }
    if (bundle?.length) item.bundle_options = bundle;
    setBusy(true);
    setMessage(null);
    setMessage(await addAndOpenCart([item], locale, { added: labels.added, failed: labels.addFailed }));
    setBusy(false);
  }

  return (
    <form className={styles.addToCart} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-qty`}>{labels.quantity}</label>
      <input
        id={`${id}-qty`}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={stockLeft ?? MAX_QUANTITY}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        aria-describedby={message ? `${id}-msg` : undefined}
        aria-invalid={message ? true : undefined}
      />
      <button type="submit" className="button" disabled={!variant || outOfStock || notSold || busy} aria-busy={busy}>
        {busy
          ? labels.adding
          : notSold
            ? notSoldLabel
            : outOfStock
              ? labels.outOfStock
              : needsChoice
                ? labels.addChooseOptions
                : labels.addToCart}
      </button>
      <p id={`${id}-msg`} role="alert" className={styles.addToCartMessage}>
        {message}
      </p>
    </form>
  );
}
