'use client';

import type { CartItem } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { changeCart } from '../../lib/cart/cart-store';
import { formatPrice } from '../../lib/format/price';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { ProductImage } from '../product/product-image';
import type { CartLineWords } from './cart-words';
import { lineTotal, printPrice, soldWithoutVat } from './line-prices';
import { maxQuantityOf } from './quantity';
import { QuantitySelector } from './quantity-selector';
import { useCartChange } from './use-cart-change';
import styles from './cart.module.css';

/**
 * One cart line: image, name (to the product), chosen options, personalisation, bundle items,
 * pre-order label, unit price, row total and, on the cart page, the quantity selector; in the
 * sidebar (`compact`) the quantity as text. A refused change keeps the line and shows why.
 */
export function CartLine({
  item,
  locale,
  labels,
  compact = false,
  priorityImage = false,
  onRemoved,
}: {
  item: CartItem;
  locale: Locale;
  labels: CartLineWords;
  compact?: boolean;
  /** The page's largest image (the cart page's first line): preloaded, never lazy. */
  priorityImage?: boolean;
  onRemoved?: () => void;
}) {
  const { busy, error, run } = useCartChange(labels.genericError);
  const name = item.product.name;
  // Two sizes of one shirt are two lines: their controls' names tell them apart.
  const chosen = item.configured_variant?.options.map((o) => o.value) ?? [];
  const fullName = chosen.length > 0 ? `${name} (${chosen.join(', ')})` : name;
  const price = (money: { value: number; currency: string }) => formatPrice(money, locale);
  const { total, before } = lineTotal(item);
  const print = printPrice(item);
  const max = maxQuantityOf(item);
  const image = item.configured_variant?.thumbnail ?? item.product.thumbnail;

  const update = async (quantity: number) => {
    const ok = await run(() => changeCart('updateCartItem', { uid: item.uid, quantity, locale }, locale));
    if (ok) notifications.add({ type: 'success', message: fillTemplate(labels.updated, { name: fullName, count: quantity }) });
    return ok;
  };
  const remove = async () => {
    const ok = await run(() => changeCart('removeCartItem', { uid: item.uid, locale }, locale));
    if (ok) {
      notifications.add({ type: 'success', message: fillTemplate(labels.removed, { name: fullName }) });
      onRemoved?.();
    }
  };

  return (
    <li
      className={compact ? `${styles.line} ${styles.lineCompact}` : styles.line}
      data-testid="cart-line"
      data-sku={item.configured_variant?.sku ?? item.product.sku}
      aria-busy={busy}
    >
      <div className={styles.thumb}>
        <ProductImage image={image} alt="" sizes={compact ? '4rem' : '6rem'} size={compact ? 128 : 192} priority={priorityImage} />
      </div>
      <div className={styles.details}>
        <p className={styles.name}>{item.product.has_page ? <Link href={localePath(locale, item.product.url_key)}>{name}</Link> : name}</p>
        {item.product.is_preorder && labels.preorder ? (
          <p className="badge" data-testid="cart-line-preorder">
            {labels.preorder}
          </p>
        ) : null}
        {item.configured_variant && item.configured_variant.options.length > 0 ? (
          <dl className={styles.options}>
            {item.configured_variant.options.map((o) => (
              <div key={o.label}>
                <dt>{o.label}</dt>
                <dd>{o.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {item.personalisation_options.length > 0 ? (
          <ul className={styles.meta} data-testid="cart-line-personalisation">
            {item.personalisation_options.map((o) => (
              <li key={o.type}>
                {fillTemplate(o.type === 'number' ? labels.personalisationNumber : labels.personalisationName, { value: o.value })}
              </li>
            ))}
            {print ? <li>{fillTemplate(labels.printPrice, { price: price(print) })}</li> : null}
          </ul>
        ) : null}
        {item.bundle_options.length > 0 ? (
          <div className={styles.meta}>
            <p>{labels.bundle}</p>
            <ul>
              {item.bundle_options.map((b) => (
                <li key={b.sku}>
                  {b.quantity} × {b.label}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {soldWithoutVat(item) ? (
          <p className={styles.meta} data-testid="cart-line-vat-free">
            {labels.vatFree}
          </p>
        ) : null}
        <p className={styles.meta}>
          {labels.unitPrice}: <span data-testid="cart-line-price">{price(item.prices.price)}</span>
        </p>
        {compact ? <p className={styles.meta}>{fillTemplate(labels.quantityShort, { count: item.quantity })}</p> : null}
      </div>
      <div className={styles.lineActions}>
        {compact ? null : (
          <QuantitySelector
            value={item.quantity}
            max={max}
            stockLeft={item.max_quantity}
            busy={busy}
            error={error}
            name={fullName}
            labels={labels}
            onChange={update}
          />
        )}
        <p className={styles.rowTotal}>
          <span className="sr-only">{labels.rowTotal}: </span>
          <span className="price" data-testid="cart-line-total">
            {price(total)}
          </span>
          {before ? (
            <s className="price--regular">
              <span className="sr-only">{labels.beforeDiscount}: </span>
              {price(before)}
            </s>
          ) : null}
        </p>
        <button
          type="button"
          className={styles.remove}
          aria-label={fillTemplate(labels.remove, { name: fullName })}
          disabled={busy}
          onClick={remove}
        >
          {labels.removeShort}
        </button>
        {compact && error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
