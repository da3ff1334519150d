import { commerceMethods } from '../../../../lib/api/commerce-methods';
import { handleApiRequest } from '../../../../lib/api/handle-api';
import { getConnector } from '../../../../lib/commerce/connector.server';

// Storefront API for client components (packages/sdk): `/api/commerce/{method}`.
type Context = { params: Promise<{ method: string }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  return handleApiRequest(request, method, commerceMethods(getConnector()));
}

export { handle as GET, handle as POST };
