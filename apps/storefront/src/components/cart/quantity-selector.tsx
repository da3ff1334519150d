'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { checkQuantity, stepQuantity, type QuantityCheck } from './quantity';
import styles from './cart.module.css';

/**
 * Number input with − and + buttons. A typed value is sent on Enter or when the field loses
 * focus; the buttons send at once. Values outside 1..max are explained and never sent.
 * `error` is the engine's message after a refused change (shown and announced the same way).
 */
export function QuantitySelector({
  value,
  max,
  stockLeft,
  busy,
  error,
  name,
  labels,
  onChange,
}: {
  value: number;
  /** The input's max: what is left, else 999. */
  max: number;
  /** Units left when the engine tells (low stock), else null. */
  stockLeft: number | null;
  busy: boolean;
  error: string | null;
  /** The line's name, which the controls' names carry ("Quantity of Home Shirt (M)"). */
  name: string;
  /**
   * The cart's words: the controls' names (`quantity`, `decrease`, `increase` with `{name}`) and
   * the problems (`quantityRange` with `{max}`, `quantityMin` for − at 1, `onlyLeft` with `{count}`).
   */
  labels: Pick<CartWords, 'quantity' | 'decrease' | 'increase' | 'quantityRange' | 'quantityMin' | 'onlyLeft'>;
  /** Resolves false when the engine refused the change (the field shows the quantity again). */
  onChange: (quantity: number) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);

  // The quantity the cart has now, for a refused change to fall back to: the cart may have
  // changed while the change was under way (a partial answer, or an edit kept offline).
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The engine's answer (or another tab) changed the quantity: show it.
    setShown(value);
    setText(String(value));
  }

  const explain = (check: Extract<QuantityCheck, { ok: false }>): string => {
    switch (check.problem.kind) {
      case 'range':
        return fillTemplate(labels.quantityRange, { max });
      case 'min':
        return labels.quantityMin;
      case 'stock':
        return fillTemplate(labels.onlyLeft, { count: check.problem.max });
    }
  };

  const apply = (check: QuantityCheck) => {
    if (!check.ok) {
      setProblem(explain(check));
      return;
    }
    setProblem(null);
    setText(String(check.quantity));
    if (check.quantity === value) return;
    void onChange(check.quantity).then((ok) => {
      if (!ok) setText(String(current.current));
    });
  };

  const commit = () => {
    if (text.trim() === String(value)) {
      setProblem(null);
      return;
    }
    apply(checkQuantity(text, stockLeft));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  const message = problem ?? error;
  return (
    <form className={styles.quantity} onSubmit={onSubmit} noValidate>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={fillTemplate(labels.decrease, { name })}
          disabled={busy}
          onClick={() => apply(stepQuantity(value, -1, stockLeft))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          aria-label={fillTemplate(labels.quantity, { name })}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-message`}
          readOnly={busy}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={fillTemplate(labels.increase, { name })}
          disabled={busy}
          onClick={() => apply(stepQuantity(value, 1, stockLeft))}
        >
          +
        </button>
      </div>
      <p id={`${id}-message`} className={styles.error} role="alert" data-testid="quantity-message">
        {message}
      </p>
    </form>
  );
}
