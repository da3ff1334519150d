import { accountApiHooks } from '@/lib/api/account-guard';
import { accountMethods } from '@/lib/api/account-methods';
import { handleApiRequest } from '@/lib/api/handle-api';
import { getConnector } from '@/lib/commerce/connector.server';
import { clientAddress } from '@/lib/security/rate-limit';
import { budgetLimiter } from '@/lib/security/rate-limiters.server';
import { requireCsrf } from '@/lib/security/security.server';

// My Account, wishlist and newsletter for client components (packages/sdk `account`): `/api/account/{method}`.
type Context = { params: Promise<{ method: string }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  const limiter = budgetLimiter('newsletter');
  const hooks = accountApiHooks({ csrf: requireCsrf, limiter, address: (r) => clientAddress(r) });
  return handleApiRequest(request, method, accountMethods(getConnector()), console, hooks);
}

export { handle as GET, handle as POST };
