import type { Aggregation } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { groupSizeOptions, orderFacets, sizeGrouping } from './size-groups';

const mapping = [
  { code: 'adult', label: 'Adult', values: ['s', 'm', 'l'] },
  { code: 'junior', label: 'Junior', values: ['8-9y', 'm'] },
  { code: 'baby', label: 'Baby', values: ['3-6m'] },
];
const config = { size_group_primary_filter: 'size', size_group_secondary_filter: 'boot-size', size_group_mapping: mapping };
const option = (code: string) => ({ code, label: code.toUpperCase(), count: 1 });
const size: Aggregation = { code: 'size', label: 'Size', options: ['m', '8-9y', 'xs', 's'].map(option) };

describe('sizeGrouping', () => {
  it('names the primary then the secondary filter, once each, and none when the store sets none', () => {
    expect(sizeGrouping(config).filters).toEqual(['size', 'boot-size']);
    expect(sizeGrouping({ ...config, size_group_secondary_filter: 'size' }).filters).toEqual(['size']);
    expect(sizeGrouping({ ...config, size_group_primary_filter: null, size_group_secondary_filter: '' }).filters).toEqual([]);
  });
});

describe('orderFacets', () => {
  const facets = [{ code: 'colour' }, { code: 'boot-size' }, { code: 'player' }, { code: 'size' }];
  it('puts the primary and secondary size filters first and keeps the others in order', () => {
    expect(orderFacets(facets, sizeGrouping(config)).map((f) => f.code)).toEqual(['size', 'boot-size', 'colour', 'player']);
  });
  it('keeps the order without size filters', () => {
    expect(orderFacets(facets, undefined).map((f) => f.code)).toEqual(['colour', 'boot-size', 'player', 'size']);
  });
});

describe('groupSizeOptions', () => {
  it('groups a size filter by the mapping, each value once in its first group, the rest last', () => {
    expect(groupSizeOptions(size, sizeGrouping(config))).toEqual([
      { code: 'adult', label: 'Adult', options: [option('m'), option('s')] },
      { code: 'junior', label: 'Junior', options: [option('8-9y')] },
      { code: null, label: null, options: [option('xs')] },
    ]);
  });
  it('leaves other facets, single-group results and empty mappings ungrouped', () => {
    const grouping = sizeGrouping(config);
    expect(groupSizeOptions({ ...size, code: 'colour' }, grouping)).toBeNull();
    expect(groupSizeOptions({ ...size, options: ['s', 'l', 'xs'].map(option) }, grouping)).toBeNull();
    expect(groupSizeOptions(size, { ...grouping, mapping: [] })).toBeNull();
  });
});
