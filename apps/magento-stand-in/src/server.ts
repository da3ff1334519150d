import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { execute, parse, validate, type GraphQLSchema } from 'graphql';
import { artSvg } from '@talat/demo-catalogue';
import { PRODUCTS } from './catalogue';
import { adyenModuleOn } from './payment-methods';
import { createRoot } from './root';
import { standInSchema } from './schema';

/**
 * A stand-in for a Magento Open Source 2.4 store, for development and tests: the part of Magento's
 * storefront GraphQL schema the Magento connector uses (schema.ts, checked against Magento's
 * reference by its contract test) answered by a small resolver set over the demo catalogue. Not
 * Magento: one admin user and its REST sign-in only, no indexers, no customer passwords; see README.md.
 *
 *   MAGENTO_STAND_IN_PORT       port (default 3004)
 *   MAGENTO_PUBLIC_URL          its address as the storefront reaches it (default http://localhost:<port>)
 *   MAGENTO_HMAC_SECRET         when set, createEmptyCart needs a valid x-hmac-signature
 *   MAGENTO_ADMIN_USERNAME,     the admin user that signs in at POST /rest/V1/integration/admin/token,
 *   MAGENTO_ADMIN_PASSWORD      whose token Login as Customer (generateCustomerTokenAsAdmin) takes;
 *                               unset: no admin, and nobody signs on
 *   MAGENTO_STAND_IN_ADMIN_TOKEN_TTL  seconds an admin token lives (default 14400, Magento's)
 */
const port = Number(process.env.MAGENTO_STAND_IN_PORT ?? 3004);
const publicUrl = (process.env.MAGENTO_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const MAX_BODY = 1_000_000;
const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json; charset=utf-8',
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** createEmptyCart's headers: hex HMAC-SHA256 of `<timestamp>.<sha256(body)>` (the connector's transport.ts). */
function signatureValid(secret: string, body: string, headers: IncomingMessage['headers']): boolean {
  const signature = String(headers['x-hmac-signature'] ?? '');
  const timestamp = String(headers['x-hmac-timestamp'] ?? '');
  if (!/^[0-9a-f]{64}$/.test(signature) || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS) return false;
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${createHash('sha256').update(body).digest('hex')}`)
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

async function graphql(req: IncomingMessage, res: ServerResponse, schema: GraphQLSchema, root: ReturnType<typeof createRoot>) {
  const url = new URL(req.url ?? '/', publicUrl);
  let request: { query?: unknown; variables?: unknown; operationName?: unknown };
  let raw = '';
  try {
    if (req.method === 'GET') {
      request = {
        query: url.searchParams.get('query'),
        operationName: url.searchParams.get('operationName'),
        variables: JSON.parse(url.searchParams.get('variables') || '{}'),
      };
    } else {
      raw = await readBody(req);
      request = JSON.parse(raw) as typeof request;
    }
  } catch {
    return send(
      res,
      400,
      JSON.stringify({ errors: [{ message: 'The request is not valid JSON.', extensions: { category: 'graphql-input' } }] }),
    );
  }
  if (typeof request.query !== 'string')
    return send(res, 400, JSON.stringify({ errors: [{ message: 'Missing query.', extensions: { category: 'graphql-input' } }] }));
  let document;
  try {
    document = parse(request.query);
  } catch (error) {
    return send(res, 200, JSON.stringify({ errors: [{ message: String((error as Error).message), extensions: { category: 'graphql' } }] }));
  }
  const errors = validate(schema, document);
  if (errors.length > 0)
    return send(res, 200, JSON.stringify({ errors: errors.map((e) => ({ message: e.message, extensions: { category: 'graphql' } })) }));
  const isMutation = document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
  if (isMutation && req.method === 'GET') return send(res, 405, JSON.stringify({ errors: [{ message: 'Mutations are sent by POST.' }] }));
  const secret = process.env.MAGENTO_HMAC_SECRET;
  if (secret && /\bcreateEmptyCart\b/.test(request.query) && !signatureValid(secret, raw, req.headers)) {
    return send(
      res,
      200,
      JSON.stringify({
        errors: [{ message: 'The request signature is missing or not valid.', extensions: { category: 'graphql-authorization' } }],
      }),
    );
  }
  const scope = root.scopeOf(req.headers);
  const result = await execute({
    schema,
    document,
    rootValue: root.fields,
    contextValue: scope,
    variableValues: (request.variables ?? {}) as Record<string, unknown>,
    operationName: typeof request.operationName === 'string' && request.operationName ? request.operationName : undefined,
  });
  const body = {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors
      ? {
          errors: result.errors.map((e) => ({
            message: e.message,
            path: e.path,
            extensions: { category: (e.extensions?.category as string) ?? 'graphql' },
          })),
        }
      : {}),
  };
  // Magento's page cache keeps GET answers of public data; carts and a customer's answers are never cached.
  const shared = req.method === 'GET' && !req.headers.authorization && !/\bcart\b/i.test(request.query);
  return send(res, 200, JSON.stringify(body), undefined, shared ? { 'cache-control': 'public, max-age=60' } : {});
}

/** Product pictures: `/assets/products/<slug>-<n>.svg`, drawn from the demo catalogue's art. */
function picture(res: ServerResponse, pathname: string) {
  const match = /^\/assets\/products\/([a-z0-9-]+)-(\d+)\.svg$/.exec(pathname);
  const product = match && PRODUCTS.find((p) => p.def.slug === match[1]);
  const art = product?.def.images[Number(match![2]) - 1];
  if (!art) return send(res, 404, 'Not found\n', 'text/plain; charset=utf-8');
  return send(res, 200, artSvg(art), 'image/svg+xml', { 'cache-control': 'public, max-age=86400' });
}

function main() {
  const schema = standInSchema();
  const username = process.env.MAGENTO_ADMIN_USERNAME?.trim();
  const password = process.env.MAGENTO_ADMIN_PASSWORD;
  const ttl = Number(process.env.MAGENTO_STAND_IN_ADMIN_TOKEN_TTL ?? '');
  const root = createRoot({
    mediaUrl: `${publicUrl}/assets/`,
    adyen: adyenModuleOn(process.env.MAGENTO_STAND_IN_ADYEN),
    ...(username && password
      ? { admin: { username, password, ...(Number.isInteger(ttl) && ttl > 0 ? { tokenTtlSeconds: ttl } : {}) } }
      : {}),
  });
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', publicUrl);
    if (pathname === '/health') return send(res, 200, JSON.stringify({ status: 'ok', stand_in: 'magento' }));
    if (pathname === '/graphql' && (req.method === 'GET' || req.method === 'POST')) {
      graphql(req, res, schema, root).catch((error: unknown) => {
        console.error('stand-in error', error);
        if (!res.headersSent) send(res, 500, JSON.stringify({ errors: [{ message: 'Internal error' }] }));
      });
      return;
    }
    // Magento's REST paths may name a store (`/rest/all/V1/...`, `/rest/default/V1/...`).
    const restPath = /^\/rest(?:\/[a-z0-9_]+)?(\/V1\/.+)$/.exec(pathname)?.[1];
    // Orders and shipments as the admin user (rest-orders.ts): GET with searchCriteria, POST .../ship.
    if (
      restPath !== undefined &&
      (req.method === 'GET' || req.method === 'POST') &&
      /^\/V1\/(orders|shipments|order\/\d+\/ship)$/.test(restPath)
    ) {
      const search = new URL(req.url ?? '/', publicUrl).searchParams;
      (req.method === 'POST' ? readBody(req) : Promise.resolve('{}'))
        .then((raw) => {
          let body: Record<string, unknown> = {};
          try {
            body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
          } catch {
            return send(res, 400, JSON.stringify({ message: 'Decoding error: the request body is not JSON.' }));
          }
          const answer = root.restRequest(req.method ?? 'GET', restPath, search, body, req.headers);
          if (!answer) return send(res, 404, JSON.stringify({ message: 'Request does not match any route.' }));
          return send(res, answer.status, JSON.stringify(answer.body));
        })
        .catch(() => send(res, 400, JSON.stringify({ message: 'The request could not be read.' })));
      return;
    }
    const restAnswer = restPath !== undefined ? root.rest[restPath as keyof typeof root.rest] : undefined;
    if (req.method === 'POST' && restAnswer) {
      readBody(req)
        .then((raw) => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(raw) as Record<string, unknown>;
          } catch {
            return send(res, 400, JSON.stringify({ message: 'Decoding error: the request body is not JSON.' }));
          }
          const answer = restAnswer(body);
          return send(res, answer.status, JSON.stringify(answer.body));
        })
        .catch(() => send(res, 400, JSON.stringify({ message: 'The request could not be read.' })));
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname.startsWith('/assets/')) return picture(res, pathname);
    send(res, 404, 'Not found\n', 'text/plain; charset=utf-8');
  });
  server.listen(port, () => console.log(`Magento stand-in (not Magento) answers on ${publicUrl}/graphql`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
