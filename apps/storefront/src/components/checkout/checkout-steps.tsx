import Link from '../link/shop-link';
import { localePath, type Locale } from '../../lib/locale/locales';
import { CHECKOUT_PATHS } from '../../lib/checkout/guard';
import type { Messages } from '@/i18n/messages';
import './checkout.css';

type Step = 'shipping' | 'payment' | 'confirmation';

/**
 * Where the shopper is in the checkout: an ordered list with the current step marked
 * (aria-current="step"); finished steps link back, except after the order is placed.
 */
export function CheckoutSteps({
  current,
  locale,
  labels,
  skipShipping = false,
}: {
  current: Step;
  locale: Locale;
  labels: Messages['checkout'];
  /** A cart that ships nothing has no shipping step. */
  skipShipping?: boolean;
}) {
  const steps: { id: Step; label: string; href?: string }[] = [
    ...(skipShipping ? [] : [{ id: 'shipping' as const, label: labels.stepShipping, href: localePath(locale, CHECKOUT_PATHS.shipping) }]),
    { id: 'payment', label: labels.stepPayment },
    { id: 'confirmation', label: labels.stepConfirmation },
  ];
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label={labels.stepsLabel} className="checkout-steps">
      <ol>
        {steps.map((step, index) => {
          const done = index < currentIndex;
          return (
            <li key={step.id} aria-current={index === currentIndex ? 'step' : undefined} className={done ? 'is-done' : undefined}>
              {done && step.href && current !== 'confirmation' ? <Link href={step.href}>{step.label}</Link> : <span>{step.label}</span>}
              {done ? <span className="sr-only"> ({labels.stepDone})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
