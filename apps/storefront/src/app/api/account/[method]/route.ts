import { accountApiHooks } from '@/lib/api/account-guard';
import { accountMethods } from '@/lib/api/account-methods';
import { withCaptcha } from '@/lib/captcha/captcha-guard';
import { captchaChecks } from '@/lib/captcha/captcha.server';
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
  // Subscribing also needs a captcha solution when the store's newsletter flag is on.
  const hooks = withCaptcha(accountApiHooks({ csrf: requireCsrf, limiter, address: (r) => clientAddress(r) }), captchaChecks);
  return handleApiRequest(request, method, accountMethods(getConnector()), console, hooks);
}

export { handle as GET, handle as POST };
