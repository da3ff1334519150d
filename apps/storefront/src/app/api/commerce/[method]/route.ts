import { revalidateTag } from 'next/cache';
import { cartApiHooks } from '../../../../lib/api/cart-guard';
import { commerceMethods } from '../../../../lib/api/commerce-methods';
import { handleApiRequest } from '../../../../lib/api/handle-api';
import { markPagesChanged } from '../../../../lib/cache/pages-changed';
import { tagsForEvents } from '../../../../lib/cache/tags';
import { cartSessionCookies } from '../../../../lib/cart/cart-session';
import { getConnector } from '../../../../lib/commerce/connector.server';
import { getEnv } from '../../../../lib/config/env.server';
import { requireCsrf, requireSignature } from '../../../../lib/security/security.server';

// Storefront API for client components (packages/sdk): `/api/commerce/{method}`.
type Context = { params: Promise<{ method: string }> };

const hooks = cartApiHooks(
  { csrf: requireCsrf, signature: requireSignature },
  (outcome) => cartSessionCookies(outcome, getEnv().COOKIE_SECURE),
);

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  let pagesChanged = false;
  const effects = {
    reviewCreated: (productUid: string) => {
      for (const tag of tagsForEvents([{ type: 'review', ids: [productUid] }])) revalidateTag(tag, { expire: 0 });
      pagesChanged = true;
    },
  };
  const response = await handleApiRequest(request, method, commerceMethods(getConnector(), effects), console, hooks);
  return pagesChanged ? markPagesChanged(response) : response;
}

export { handle as GET, handle as POST };
