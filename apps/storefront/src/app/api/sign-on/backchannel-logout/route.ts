import { handleBackchannelLogout, jtiRecords } from '@/lib/sign-on/backchannel-logout';
import { getSignOnParts } from '@/lib/sign-on/sign-on-instance';
import { rateLimiter } from '@/lib/security/rate-limiters.server';

// The provider's back-channel logout (OpenID Connect Back-Channel Logout 1.0; lib/sign-on/backchannel-logout.ts):
// POST /api/sign-on/backchannel-logout, form-encoded logout_token, server to server.
export async function POST(request: Request): Promise<Response> {
  const { env, oidc, service, store } = getSignOnParts();
  const jti = jtiRecords(store);
  return handleBackchannelLogout(request, {
    verify: (token) => oidc.verifyLogoutToken(token),
    firstUse: jti.firstUse,
    forget: jti.forget,
    endSessions: (target) => service.endSessions(target),
    limiter: rateLimiter('backchannel-logout', { limit: env.BACKCHANNEL_LOGOUT_RATE_LIMIT, windowMs: 60_000 }),
  });
}
