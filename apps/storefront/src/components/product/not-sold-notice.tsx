import { setCurrency } from '../header/currency-actions';
import styles from './product.module.css';

/**
 * In place of the price when the product is not sold in the shopper's currency (the engine's
 * MISSING_CURRENCY_PRICE=not-sold, docs/decisions/0047): says so, and offers the shop's other
 * currencies as buttons that switch to them (the header's currency switcher's server action, so
 * it works without JS too).
 */
export function NotSoldNotice({
  title,
  help,
  switchTo,
}: {
  title: string;
  help: string;
  /** Each other currency of the shop with its button's words ("Switch to THB"). */
  switchTo: { code: string; label: string }[];
}) {
  return (
    <div className={styles.notSold} data-testid="not-sold">
      <p className={styles.notSoldTitle}>{title}</p>
      <p>{help}</p>
      {switchTo.length > 0 ? (
        <form action={setCurrency}>
          {switchTo.map((c) => (
            <button key={c.code} type="submit" name="currency" value={c.code} className="button button--secondary">
              {c.label}
            </button>
          ))}
        </form>
      ) : null}
    </div>
  );
}
