import enAddress from '@messages/en/address.json';
import thAddress from '@messages/th/address.json';
import { getThaiAddressIndex } from '@/lib/address/thai-address-index.server';
import { parseLookupRequest } from '@/lib/address/lookup-request';
import { searchThaiAddresses } from '@/lib/address/thai-address-search';

const errors = { en: enAddress.address.lookupErrors, th: thAddress.address.lookupErrors };

/**
 * GET /api/address-lookup?q=...&locale=th|en: the Thai address finder. 200 `{ matches }` (at
 * most 10 whole areas named in `locale`), 400 `{ error: { code, message } }` on a bad query,
 * 503 if the dataset cannot be searched. The same query always gives the same answer, so
 * browsers and the CDN may keep it for a day.
 */
export function GET(request: Request): Response {
  const parsed = parseLookupRequest(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return Response.json({ error: { code: parsed.code, message: errors[parsed.locale][parsed.code] } }, { status: 400 });
  }
  try {
    const matches = searchThaiAddresses(getThaiAddressIndex(), parsed.q, parsed.locale);
    return Response.json({ matches }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
  } catch (error) {
    console.error('Address lookup failed', error);
    return Response.json({ error: { code: 'unavailable', message: errors[parsed.locale].unavailable } }, { status: 503 });
  }
}
