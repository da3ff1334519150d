/**
 * For tests' fake fetches: the GraphQL request a call made, whether it went by POST (the JSON
 * body) or by GET (the query, operation name and variables in the URL).
 */
export interface SentRequest {
  operationName?: string;
  query: string;
  variables: Record<string, unknown>;
}

export function sentRequest(input: string | URL | Request, init?: RequestInit): SentRequest {
  if (typeof init?.body === 'string') return JSON.parse(init.body) as SentRequest;
  const params = new URL(String(input)).searchParams;
  return {
    operationName: params.get('operationName') ?? undefined,
    query: params.get('query') ?? '',
    variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>,
  };
}
