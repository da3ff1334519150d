'use client';

import type { Messages } from '@/i18n/messages';
import { valueState } from '../../lib/product/variant-selection';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

/** Why a value cannot be chosen (the catalogue's `product` subtree). */
export type OptionWords = Pick<Messages['product'], 'valueOutOfStock' | 'valueUnavailable'>;

/**
 * One radio group per option (size, colour...). Values that cannot be chosen next to the other
 * chosen values are disabled and say why, in their accessible name too ("XXL – out of stock").
 */
export function ProductOptions({ labels }: { labels: OptionWords }) {
  const { product, selection, choose } = useProductSelection();
  if (product.configurable_options.length === 0) return null;
  return (
    <div className={styles.options}>
      {product.configurable_options.map((option) => (
        <fieldset key={option.uid} className={styles.option}>
          <legend>{option.label}</legend>
          <div className={styles.optionValues}>
            {option.values.map((value) => {
              const state = valueState(product, selection, option.uid, value.uid);
              const reason = state.available ? null : state.reason === 'out-of-stock' ? labels.valueOutOfStock : labels.valueUnavailable;
              return (
                <label key={value.uid} className={styles.optionValue} data-unavailable={reason ? 'true' : undefined}>
                  <input
                    type="radio"
                    name={`option-${option.attribute_code}`}
                    value={value.uid}
                    checked={selection[option.uid] === value.uid}
                    disabled={!state.available}
                    onChange={() => choose(option.uid, value.uid)}
                  />
                  <span className={styles.optionLabel}>{value.label}</span>
                  {reason ? <span className={styles.optionReason}> – {reason}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
