import { bundleOptionsMatch, parseBundleOptions } from '@talat/rules/bundle';
import { parseBundleComponents, TalatProductFields } from '../product-fields';
import { PersonalisationMessageKey } from './messages';
import { isBlank, nameProblem, numberProblem } from './personalisation-rules';
import { TalatOrderLineFields } from './custom-fields';

/** Whether the line asks for a print (a name or a number). */
export function hasPrint(fields: Partial<TalatOrderLineFields> | null | undefined): boolean {
  return !isBlank(fields?.personalisationName) || !isBlank(fields?.personalisationNumber);
}

/** The print price of a product in a currency (minor units, tax included); 0 when none. */
export function printPriceFor(product: Partial<TalatProductFields> | null | undefined, currencyCode: string): number {
  const code = currencyCode.toUpperCase();
  const value = code === 'THB' ? product?.printPriceThb : code === 'GBP' ? product?.printPriceGbp : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * What is wrong with an order line's fields for this product, or null: a print on a product
 * that is not personalisable, a name or number breaking the rules, bundle items that are not
 * the bundle's.
 */
export function lineFieldsProblem(
  fields: Partial<TalatOrderLineFields> | null | undefined,
  product: Partial<TalatProductFields> | null | undefined,
): PersonalisationMessageKey | null {
  if (hasPrint(fields)) {
    if (product?.personalisable !== true) return 'notPersonalisable';
    const problem = nameProblem(fields?.personalisationName) ?? numberProblem(fields?.personalisationNumber);
    if (problem) return problem;
  }
  const options = parseBundleOptions(fields?.bundleOptions);
  if (options === 'invalid') return 'bundleOptions';
  if (options && (product?.kind !== 'bundle' || !bundleOptionsMatch(options, parseBundleComponents(product.bundleComponents)))) {
    return 'bundleOptions';
  }
  return null;
}
