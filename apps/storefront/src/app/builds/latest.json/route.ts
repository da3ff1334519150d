import { currentBuild } from '@/lib/app/build-info';

/**
 * GET /builds/latest.json (spec section 8): the id of the build this server runs. Pages poll it;
 * one that finds another id loads its next page in full, from the new build.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(currentBuild(), { headers: { 'cache-control': 'no-cache' } });
}
