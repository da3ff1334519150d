import { z } from 'zod';
import type { Route } from './context.js';
import { addConfirmedAccount } from './demo-accounts.js';
import { faultRequestSchema } from './faults.js';
import { readJson, sendJson } from './http.js';

/** POST /dev/faults `{"token": 503, "count": 2}` arms the token endpoint fault; GET shows it. */
async function faults(r: Route): Promise<void> {
  if (r.req.method === 'POST') {
    const parsed = faultRequestSchema.safeParse(await readJson(r.req));
    if (!parsed.success) {
      return sendJson(r.req, r.res, 400, {
        error: 'invalid_request',
        error_description: 'expected {"token": 0 | 400-599, "count": 1-1000, "refreshToken"?: string}',
      });
    }
    r.app.faults.set(parsed.data.token, parsed.data.count, parsed.data.refreshToken);
  }
  sendJson(r.req, r.res, 200, r.app.faults.state);
}

const testAccountSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(8).max(200),
  givenName: z.string().min(1).max(100),
  familyName: z.string().min(1).max(100),
  locale: z.enum(['en', 'th']).default('en'),
});

/**
 * POST /test/accounts `{ email, password, givenName, familyName, locale }`: a confirmed account,
 * made directly. For the browser tests whose subject is not registration (they need an account,
 * not the registration pages); 409 when the email is taken.
 */
async function testAccount(r: Route): Promise<void> {
  const parsed = testAccountSchema.safeParse(await readJson(r.req));
  if (!parsed.success) return sendJson(r.req, r.res, 400, { error: 'invalid_request' });
  const created = await addConfirmedAccount(r.app.accounts, parsed.data);
  if (!created) return sendJson(r.req, r.res, 409, { error: 'email_taken' });
  sendJson(r.req, r.res, 201, { sub: created.sub, email: created.email });
}

const notFound = (r: Route) => sendJson(r.req, r.res, 404, { error: 'not_found' });

/**
 * The development and test routes; undefined when the path is not one of them. 404 when switched
 * off (always in production, which refuses SSO_DEV_FAULTS and SSO_TEST_ROUTES). Mail has no route
 * here: it goes over SMTP, in development to the mail catcher, whose page shows it.
 */
export function devRoute(path: string): { methods: string[]; handler: (r: Route) => Promise<void> } | undefined {
  switch (path) {
    case '/dev/faults':
      return {
        methods: ['GET', 'HEAD', 'POST'],
        handler: async (r) => (r.app.config.devFaults && !r.app.config.production ? faults(r) : notFound(r)),
      };
    case '/test/accounts':
      return {
        methods: ['POST'],
        handler: async (r) => (r.app.config.testRoutes && !r.app.config.production ? testAccount(r) : notFound(r)),
      };
    default:
      return undefined;
  }
}
