/**
 * Which of Adyen's payment method types each of the shop's Adyen payment methods offers. The
 * shop's main Adyen method (no `paymentMethodType` argument) offers cards and PromptPay; a
 * buy-now-pay-later type (ADYEN_BNPL_TYPES, e.g. `clearpay`) is a payment method of its own,
 * `adyen-<type>`, so that the store config can name it as the instalment provider and the checkout
 * offers it as a line of its own (docs/decisions/0059).
 */

/** An Adyen payment method type as its API writes it (`scheme`, `promptpay`, `clearpay`). */
const TYPE = /^[a-z][a-z0-9_]{1,39}$/;

/** Types that are never a buy-now-pay-later method of their own. */
const NOT_BNPL = new Set(['scheme', 'promptpay']);

/** ADYEN_BNPL_TYPES: a comma-separated list of Adyen types; a malformed one stops the start. */
export function bnplTypesFromEnv(value: string | undefined): string[] {
  const types = (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const type of types) {
    if (!TYPE.test(type)) throw new Error(`ADYEN_BNPL_TYPES: "${type}" is not an Adyen payment method type (like clearpay)`);
    if (NOT_BNPL.has(type)) throw new Error(`ADYEN_BNPL_TYPES: "${type}" is paid through the main Adyen method, not one of its own`);
  }
  return [...new Set(types)];
}

/** The Vendure payment method code of a buy-now-pay-later type's own method. */
export function bnplMethodCode(type: string): string {
  return `adyen-${type}`;
}

/** Whether a method offers a type: its own type only, or (the main method) any but the BNPL types. */
export function offersType(methodType: string | undefined, bnplTypes: readonly string[], type: string): boolean {
  return methodType ? type === methodType : !bnplTypes.includes(type);
}

/** Adyen's /paymentMethods answer with only the types a method offers. */
export function methodsFor<T extends { paymentMethods?: Array<{ type?: string }> }>(
  answer: T,
  methodType: string | undefined,
  bnplTypes: readonly string[],
): T {
  const paymentMethods = (answer.paymentMethods ?? []).filter(
    (m) => typeof m.type === 'string' && offersType(methodType, bnplTypes, m.type),
  );
  return { ...answer, paymentMethods };
}
