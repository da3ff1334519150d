import { checkBundleOptions, serialiseBundleOptions } from '@talat/rules/bundle';
import { isPrintNumber, printNameProblem } from '@talat/rules/personalisation';
import type { CartItemInput } from '../cart-types';

/**
 * An added item's print and bundle items as the engine's OrderLine custom fields
 * (personalisation plugin). The print rules are the storefront's and the engine's
 * (@talat/rules/personalisation): the name is letters (any script, with their marks) and spaces,
 * at most 12 characters as seen; the number is 1 to 99 without a leading zero. Blank values are
 * left out, so a plain item merges with plain lines.
 */
export interface RawOrderLineFieldsInput {
  personalisationName?: string;
  personalisationNumber?: string;
  bundleOptions?: string;
}

export type LineFieldsProblem = 'name' | 'number' | 'bundle_options';

export function lineFieldsOf(
  item: Pick<CartItemInput, 'personalisation' | 'bundle_options'>,
): { ok: true; customFields?: RawOrderLineFieldsInput } | { ok: false; problem: LineFieldsProblem } {
  const fields: RawOrderLineFieldsInput = {};
  const name = typeof item.personalisation?.name === 'string' ? item.personalisation.name.trim().replace(/\s+/g, ' ') : '';
  const number = typeof item.personalisation?.number === 'string' ? item.personalisation.number.trim() : '';
  if (name) {
    if (printNameProblem(name)) return { ok: false, problem: 'name' };
    fields.personalisationName = name;
  }
  if (number) {
    if (!isPrintNumber(number)) return { ok: false, problem: 'number' };
    fields.personalisationNumber = number;
  }
  const options = item.bundle_options ?? [];
  if (!Array.isArray(options)) return { ok: false, problem: 'bundle_options' };
  if (options.length > 0) {
    // The format the engine reads back (@talat/rules/bundle): SKUs trimmed here, sorted there, so
    // the same items chosen twice make equal fields (one line).
    const checked = checkBundleOptions(
      options.map((o) => ({ sku: typeof o?.sku === 'string' ? o.sku.trim() : '', quantity: o?.quantity })),
    );
    if (checked === 'invalid') return { ok: false, problem: 'bundle_options' };
    fields.bundleOptions = serialiseBundleOptions(checked);
  }
  return Object.keys(fields).length > 0 ? { ok: true, customFields: fields } : { ok: true };
}
