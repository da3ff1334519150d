import { handleAuthRequest } from '@/lib/sign-on/sign-on-api';
import { getSignOn, signOnEnv } from '@/lib/sign-on/sign-on-instance';
import { getConnector } from '@/lib/commerce/connector.server';
import { clientAddress } from '@/lib/security/rate-limit';
import { rateLimiter } from '@/lib/security/rate-limiters.server';
import { requireCsrf } from '@/lib/security/security.server';

// The sign-on endpoints of spec section 7 (lib/sign-on/sign-on-api.ts): POST /api/auth/{action}.
type Context = { params: Promise<{ action: string }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { action } = await params;
  const env = signOnEnv();
  return handleAuthRequest(request, action, {
    service: getSignOn(),
    connector: getConnector(),
    csrf: requireCsrf,
    limiter: rateLimiter('auth', { limit: env.AUTH_RATE_LIMIT, windowMs: 60_000 }),
    address: (r) => clientAddress(r),
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
