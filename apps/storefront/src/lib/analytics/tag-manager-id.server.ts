import 'server-only';
import type { StoreConfig } from '@talat/commerce/types';
import { invalidGtmIdMessage, isGtmId } from '@talat/rules/tag-manager';
import { logger } from '../log/logger.server';

const reported = new Set<string>();

/**
 * The tag manager the page loads (with the shopper's consent): the store config's id when it is
 * a GTM-ID, else none. The engine refuses an invalid GTM_ID, but the store config may come from
 * another backend: an invalid id is logged ('{id} is not a valid GTM-ID', once per process) and
 * never put in a page or a script URL.
 */
export function tagManagerIdOf(config: Pick<StoreConfig, 'tag_manager_id'> | null): string | null {
  const id = config?.tag_manager_id ?? null;
  if (id === null) return null;
  if (isGtmId(id)) return id;
  if (!reported.has(id)) {
    reported.add(id);
    logger.warn({ source: 'server', tagManagerId: id.slice(0, 64) }, `Tag manager not loaded: ${invalidGtmIdMessage(id.slice(0, 64))}`);
  }
  return null;
}
