import { revalidateTag } from 'next/cache';
import { commerceMethods } from '../../../../lib/api/commerce-methods';
import { handleApiRequest } from '../../../../lib/api/handle-api';
import { tagsForEvents } from '../../../../lib/cache/tags';
import { getConnector } from '../../../../lib/commerce/connector.server';

// Storefront API for client components (packages/sdk): `/api/commerce/{method}`.
type Context = { params: Promise<{ method: string }> };

const effects = {
  reviewCreated: (productUid: string) => {
    for (const tag of tagsForEvents([{ type: 'review', ids: [productUid] }])) revalidateTag(tag, { expire: 0 });
  },
};

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  return handleApiRequest(request, method, commerceMethods(getConnector(), effects));
}

export { handle as GET, handle as POST };
