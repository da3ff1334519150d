import type { Route } from './context.js';
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

const notFound = (r: Route) => sendJson(r.req, r.res, 404, { error: 'not_found' });

/**
 * The development routes; undefined when the path is not one of them. 404 when switched off
 * (always in production, which refuses SSO_DEV_FAULTS). Mail has no route here: it goes over
 * SMTP, in development to the mail catcher, whose page shows it.
 */
export function devRoute(path: string): { methods: string[]; handler: (r: Route) => Promise<void> } | undefined {
  switch (path) {
    case '/dev/faults':
      return {
        methods: ['GET', 'HEAD', 'POST'],
        handler: async (r) => (r.app.config.devFaults && !r.app.config.production ? faults(r) : notFound(r)),
      };
    default:
      return undefined;
  }
}
