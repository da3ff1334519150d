import { revalidatePath, revalidateTag } from 'next/cache';
import { handleRevalidate } from '@/lib/cache/revalidate-request';
import { clearCategoryPageCache } from '@/lib/catalogue/category-listing.server';
import { getEnv } from '@/lib/config/env.server';

/**
 * The engine's change notification: expires the cache tags of the changed products,
 * collections, facets, assets, stock, reviews and prices (lib/cache/tags.ts) with immediate
 * expiry, so the next request renders fresh data. A change to listings also drops the in-process
 * category page cache, and with it every page kept for first visits (decision 0015): a listing
 * read from that in-process cache leaves no tag on the page that shows it.
 */
async function handle(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: getEnv().REVALIDATE_SECRET,
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    onListingsChanged: () => {
      clearCategoryPageCache();
      revalidatePath('/[locale]/(first-visit)', 'layout');
    },
    log: console,
  });
}

export { handle as GET, handle as POST };
