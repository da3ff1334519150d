import type { Aggregation, AggregationOption, SizeGroup, StoreConfig } from '@talat/commerce/types';

/**
 * Size filters as the store config describes them: the primary size filter first, then the
 * secondary one, then the other facets in the engine's order; within a size filter, its values
 * in the groups of `size_group_mapping` (adult, junior, baby), each group in the mapping's order.
 * Pure: the filter panel renders what this returns.
 */
export interface SizeGrouping {
  /** Facet codes of the size filters, primary first (none when the store names none). */
  filters: readonly string[];
  mapping: readonly SizeGroup[];
}

export interface OptionGroup {
  /** null: the values no group holds. */
  code: string | null;
  label: string | null;
  options: AggregationOption[];
}

export function sizeGrouping(
  config: Pick<StoreConfig, 'size_group_primary_filter' | 'size_group_secondary_filter' | 'size_group_mapping'>,
): SizeGrouping {
  const filters = [config.size_group_primary_filter, config.size_group_secondary_filter].filter(
    (code, i, all): code is string => typeof code === 'string' && code.length > 0 && all.indexOf(code) === i,
  );
  return { filters, mapping: config.size_group_mapping };
}

/** The facets with the size filters first (primary, secondary), the rest in their order. */
export function orderFacets<T extends Pick<Aggregation, 'code'>>(facets: readonly T[], grouping: SizeGrouping | undefined): T[] {
  if (!grouping || grouping.filters.length === 0) return [...facets];
  const rank = (code: string) => {
    const i = grouping.filters.indexOf(code);
    return i === -1 ? grouping.filters.length : i;
  };
  return facets
    .map((facet, index) => ({ facet, index }))
    .sort((a, b) => rank(a.facet.code) - rank(b.facet.code) || a.index - b.index)
    .map((x) => x.facet);
}

/**
 * A facet's options in their size groups, or null when the facet is not a size filter or fewer
 * than two groups would show (one heading over every value says nothing). A value in several
 * groups shows in the first; values in none come last, without a heading.
 */
export function groupSizeOptions(facet: Aggregation, grouping: SizeGrouping | undefined): OptionGroup[] | null {
  if (!grouping || !grouping.filters.includes(facet.code) || grouping.mapping.length === 0) return null;
  const placed = new Set<string>();
  const groups: OptionGroup[] = [];
  for (const group of grouping.mapping) {
    const options = facet.options.filter((o) => group.values.includes(o.code) && !placed.has(o.code));
    for (const o of options) placed.add(o.code);
    if (options.length > 0) groups.push({ code: group.code, label: group.label, options });
  }
  const rest = facet.options.filter((o) => !placed.has(o.code));
  if (rest.length > 0) groups.push({ code: null, label: null, options: rest });
  return groups.filter((g) => g.code !== null).length >= 2 ? groups : null;
}
