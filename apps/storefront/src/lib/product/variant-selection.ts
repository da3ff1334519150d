import type { ConfigurableOption, ProductVariant } from '@talat/commerce/types';

/**
 * Choosing a configurable product's options (pure; the product page's client island and the
 * server render share it). A selection maps an option uid to the chosen value uid.
 */
export type Selection = Readonly<Record<string, string>>;

export interface SelectableProduct {
  configurable_options: readonly ConfigurableOption[];
  variants: readonly ProductVariant[];
}

/** Why a value cannot be chosen next to the other chosen values. */
export type ValueState = { available: true } | { available: false; reason: 'unavailable' | 'out-of-stock' };

/** URL parameter holding the chosen variant's SKU. */
export const VARIANT_PARAM = 'variant';

function matches(variant: ProductVariant, selection: Selection): boolean {
  return Object.entries(selection).every(([option, value]) => variant.attributes[option] === value);
}

/** Variants that agree with every chosen value (all variants for an empty selection). */
export function matchingVariants(product: SelectableProduct, selection: Selection): ProductVariant[] {
  return product.variants.filter((v) => matches(v, selection));
}

/**
 * The variant the selection designates: every option chosen and a variant with exactly those
 * values. A product without options has one variant, which is always selected.
 */
export function findVariant(product: SelectableProduct, selection: Selection): ProductVariant | null {
  if (product.configurable_options.length === 0) return product.variants.length === 1 ? product.variants[0]! : null;
  if (!product.configurable_options.every((o) => selection[o.uid] !== undefined)) return null;
  return product.variants.find((v) => matches(v, selection)) ?? null;
}

/** Whether `valueUid` of `optionUid` can be chosen given the other options' chosen values. */
export function valueState(product: SelectableProduct, selection: Selection, optionUid: string, valueUid: string): ValueState {
  const candidates = matchingVariants(product, { ...selection, [optionUid]: valueUid });
  if (candidates.length === 0) return { available: false, reason: 'unavailable' };
  if (candidates.every((v) => v.stock_status === 'OUT_OF_STOCK')) return { available: false, reason: 'out-of-stock' };
  return { available: true };
}

/**
 * The selection after choosing a value. Other chosen values that no variant combines with it
 * are dropped, so the selection always designates at least one existing variant.
 */
export function selectValue(product: SelectableProduct, selection: Selection, optionUid: string, valueUid: string): Selection {
  const next: Record<string, string> = { [optionUid]: valueUid };
  for (const option of product.configurable_options) {
    const chosen = selection[option.uid];
    if (option.uid === optionUid || chosen === undefined) continue;
    if (matchingVariants(product, { ...next, [option.uid]: chosen }).length > 0) next[option.uid] = chosen;
  }
  return next;
}

/** Keeps only known options and values, in option order. */
export function cleanSelection(product: SelectableProduct, selection: Record<string, string | undefined>): Selection {
  const clean: Record<string, string> = {};
  for (const option of product.configurable_options) {
    const value = selection[option.uid];
    if (value !== undefined && option.values.some((v) => v.uid === value)) clean[option.uid] = value;
  }
  return clean;
}

/**
 * What the page opens with: options with a single value are chosen; a product with one variant
 * has it chosen.
 */
export function defaultSelection(product: SelectableProduct): Selection {
  if (product.variants.length === 1) return cleanSelection(product, product.variants[0]!.attributes);
  const selection: Record<string, string> = {};
  for (const option of product.configurable_options) {
    if (option.values.length === 1) selection[option.uid] = option.values[0]!.uid;
  }
  return selection;
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function readParam(params: ParamSource, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The selection a URL carries: `?variant=<sku>` (a whole variant), else one parameter per option
 * named by its attribute code holding the value uid (`?size=12`, a partial choice). Unknown
 * SKUs, options and values are ignored; without any, the default selection.
 */
export function selectionFromParams(product: SelectableProduct, params: ParamSource): Selection {
  const sku = readParam(params, VARIANT_PARAM);
  if (sku) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return cleanSelection(product, variant.attributes);
  }
  const fromOptions: Record<string, string | undefined> = {};
  for (const option of product.configurable_options) fromOptions[option.uid] = readParam(params, option.attribute_code);
  const selection = cleanSelection(product, fromOptions);
  if (Object.keys(selection).length === 0 || matchingVariants(product, selection).length === 0) return defaultSelection(product);
  return selection;
}

/**
 * `current` with the selection written in: `variant=<sku>` when it designates a variant, else
 * the chosen options by attribute code. Other parameters are kept.
 */
export function paramsWithSelection(product: SelectableProduct, selection: Selection, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(VARIANT_PARAM);
  for (const option of product.configurable_options) next.delete(option.attribute_code);
  if (product.configurable_options.length === 0) return next;
  const variant = findVariant(product, selection);
  if (variant) {
    next.set(VARIANT_PARAM, variant.sku);
    return next;
  }
  for (const option of product.configurable_options) {
    const value = selection[option.uid];
    if (value !== undefined) next.set(option.attribute_code, value);
  }
  return next;
}
