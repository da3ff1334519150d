import * as graphql from 'graphql';
import { contractErrors } from './reference-schema';

export interface SentRequest {
  method: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  /** Errors of the document and variables against the schema ([] when Magento accepts them). */
  contract: string[];
}

/**
 * A fetch that answers the connector as a Magento with the reference schema would: each request
 * (GET or POST) is validated against the schema, recorded, and executed with `root` as the data,
 * so every answer has the schema's shape (a missing non-null field is an error, as in Magento).
 */
export function createSchemaFetch(
  schema: graphql.GraphQLSchema,
  root: Record<string, unknown>,
  contextOf: (headers: Record<string, string>) => unknown = (headers) => ({ headers }),
  /** Magento's REST endpoints the connector calls (the admin sign-in), by path under /rest. */
  rest: Record<string, (body: Record<string, unknown>) => { status: number; body: unknown }> = {},
  /** Any other REST call (GET with a query, paths with ids): its answer, or undefined for "no route". */
  restRequest?: (
    method: string,
    path: string,
    search: URLSearchParams,
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ) => { status: number; body: unknown } | undefined,
) {
  const sent: SentRequest[] = [];
  /** The REST calls, by path (their bodies hold credentials: kept for the tests only). */
  const restCalls: string[] = [];
  async function fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (url.pathname.startsWith('/rest/')) {
      const path = url.pathname.slice('/rest'.length);
      restCalls.push(path);
      const handler = rest[path];
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const answer = handler && method === 'POST' ? handler(body) : (restRequest?.(method, path, url.searchParams, body, headers) ?? null);
      return answer
        ? Response.json(answer.body, { status: answer.status })
        : Response.json({ message: 'Request does not match any route.' }, { status: 404 });
    }
    const body =
      method === 'GET'
        ? {
            query: url.searchParams.get('query') ?? '',
            operationName: url.searchParams.get('operationName') ?? '',
            variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
          }
        : (JSON.parse(String(init?.body)) as { query: string; operationName: string; variables: Record<string, unknown> });
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const contract = contractErrors(schema, body.query, body.variables ?? {});
    sent.push({ method, operationName: body.operationName, query: body.query, variables: body.variables ?? {}, headers, contract });
    if (contract.length > 0)
      return Response.json({ errors: contract.map((message) => ({ message, extensions: { category: 'graphql' } })) }, { status: 200 });
    const result = await graphql.execute({
      schema,
      document: graphql.parse(body.query),
      rootValue: root,
      variableValues: body.variables,
      contextValue: contextOf(headers),
    });
    return Response.json(result);
  }
  return { fetch, sent, restCalls };
}
