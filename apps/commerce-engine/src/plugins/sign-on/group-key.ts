import type { ID } from '@vendure/core';
import { DEFAULT_GROUP_KEY } from './constants';

/** What the key needs of a customer group. */
export interface GroupFacts {
  id: ID;
  name: string;
  customFields?: { key?: string | null } | null;
}

/** Lower-case ASCII slug: accents dropped, every run of other characters one `-`. */
export function slugOf(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A customer's group key (spec: "a customer group key is set after sign-on"): of the customer's
 * first group (the oldest, by id), its `key` custom field, else its name, as a slug; `group-<id>`
 * when neither gives one (a name in Thai only); `general` when the customer is in no group.
 */
export function groupKeyOf(groups: GroupFacts[]): string {
  const first = [...groups].sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))[0];
  if (!first) return DEFAULT_GROUP_KEY;
  return slugOf(first.customFields?.key) || slugOf(first.name) || `group-${slugOf(String(first.id)) || 'unknown'}`;
}
