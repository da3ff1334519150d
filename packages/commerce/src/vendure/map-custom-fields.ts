import { z } from 'zod';
import type { BundleComponent, Personalisation, ProductKind } from '../types';
import { toMoney } from './map-money';
import type { RawProductCustomFields } from './raw-types';

/**
 * 'bundle' and 'giftcard' come from the `kind` custom field; otherwise a product with option
 * groups or more than one variant is 'configurable', else 'simple'.
 */
export function productKindOf(
  customFields: RawProductCustomFields | null | undefined,
  shape: { optionGroupCount: number; variantCount: number },
): ProductKind {
  const kind = customFields?.kind;
  if (kind === 'bundle' || kind === 'giftcard') return kind;
  return shape.optionGroupCount > 0 || shape.variantCount > 1 ? 'configurable' : 'simple';
}

const bundleComponent = z.object({
  sku: z.string().trim().min(1),
  quantity: z.coerce.number().int().positive().catch(1),
  label: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
});

/** A component's label in the shopper's language: its own text, else English, else any, else ''. */
function labelIn(label: string | Record<string, string> | undefined, locale: string): string {
  if (label === undefined || typeof label === 'string') return label?.trim() ?? '';
  return (label[locale] ?? label.en ?? Object.values(label)[0] ?? '').trim();
}

/**
 * Parses the `bundleComponents` JSON defensively: bad JSON gives [], bad entries are dropped.
 * A label is one text or one per language; the shopper's language is picked, the SKU stands in
 * for a missing one.
 */
export function parseBundleComponents(json: string | null | undefined, locale: string): BundleComponent[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = bundleComponent.safeParse(entry);
    if (!parsed.success) return [];
    const { sku, quantity, label } = parsed.data;
    return [{ sku, quantity, label: labelIn(label, locale) || sku }];
  });
}

/**
 * A personalisable product offers a fixed print price in the product's currency
 * (printPriceThb / printPriceGbp, minor units). No price for that currency means the print
 * option is not offered (null), rather than offered for free.
 */
export function mapPersonalisation(customFields: RawProductCustomFields | null | undefined, currency: string): Personalisation | null {
  if (!customFields?.personalisable) return null;
  const minor = currency === 'THB' ? customFields.printPriceThb : currency === 'GBP' ? customFields.printPriceGbp : null;
  if (typeof minor !== 'number' || minor < 0) return null;
  return { price: toMoney(minor, currency), is_fixed_price: true };
}
