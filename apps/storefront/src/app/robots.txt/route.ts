import { getEnv } from '@/lib/config/env.server';
import { robotsTxt } from '@/lib/seo/robots';

/** `/robots.txt` (issue 34, docs/decisions/0052): the rules of lib/seo/robots.ts on the shop's public origin. */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(robotsTxt(getEnv().STOREFRONT_URL), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
