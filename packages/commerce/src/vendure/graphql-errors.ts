import { CommerceError } from '../connector';

/** GraphQL error codes of the request's `errors` (CommerceError BACKEND_ERROR cause). */
export function graphqlErrorCodes(error: unknown): string[] {
  if (!(error instanceof CommerceError) || error.code !== 'BACKEND_ERROR' || !Array.isArray(error.cause)) return [];
  return error.cause.map((e: unknown) => String((e as { extensions?: { code?: unknown } } | null)?.extensions?.code ?? ''));
}

/** The engine refused the call for want of a signed-in customer (Vendure's FORBIDDEN). */
export function isForbiddenError(error: unknown): boolean {
  return graphqlErrorCodes(error).includes('FORBIDDEN');
}
