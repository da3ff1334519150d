import type { CommerceConnector } from '@talat/commerce';
import type { Cart, OrderSummary, WithSession } from '@talat/commerce/types';
import { API_METHODS, methodsOf, type ApiMethodRow, type AreaMethod } from '@talat/sdk';
import { accountInputs } from '@talat/sdk/account-contract';
import { commerceInputs } from '@talat/sdk/contract';
import type { z } from 'zod';
import { withCartErrorWords } from '../cart/cart-error-words';
import type { ApiMethod, RequestContext } from './handle-api';

/**
 * The storefront API's connector methods: one loop over the method table (@talat/sdk
 * api-methods.ts) in place of a hand-written entry per method. Each row calls the connector's
 * method of the same name with the input less its context fields; a row that uses the cart
 * session records what the call learnt; a row's `answer` picks the field it answers with.
 * `overrides` are the calls that differ, named.
 */
export type ConnectorArea = 'commerce' | 'account';
export type MethodRun = (input: never, ctx: RequestContext) => Promise<unknown>;

const CONTEXT_FIELDS = new Set(['locale', 'currency']);

export function withoutContext<T extends { locale?: unknown; currency?: unknown }>(input: T): Omit<T, 'locale' | 'currency'> {
  const { locale: _locale, currency: _currency, ...rest } = input;
  return rest;
}

/** Whether the schema takes more than the context fields (else the connector gets the context alone). */
function takesInput(schema: z.ZodType): boolean {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape === undefined || Object.keys(shape).some((key) => !CONTEXT_FIELDS.has(key));
}

/** Per area, each method's schema and whether it takes input: read once, not on every request. */
const PLANS: Record<ConnectorArea, Record<string, { schema: z.ZodType; withInput: boolean }>> = {
  commerce: planOf(commerceInputs),
  account: planOf(accountInputs),
};

function planOf(schemas: Record<string, z.ZodType>): Record<string, { schema: z.ZodType; withInput: boolean }> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, { schema, withInput: takesInput(schema) }]));
}

type Outcome = WithSession & { ok?: unknown; cart?: Cart | null; order?: OrderSummary };

/**
 * Records what a cart call learnt (new session token, the cart now, a placed order) in the
 * request context, for the route to set the cookies, and answers the result without the token
 * (the engine's session token never reaches the browser's scripts) and with a refusal in the
 * shopper's words (the connector gives codes).
 */
export function recorded<T extends Outcome>(ctx: RequestContext, result: T): Omit<T, 'sessionToken'> {
  const { sessionToken, ...worded } = result;
  const rest = withCartErrorWords(worded, ctx.locale);
  const session = ctx.session;
  if (session) {
    if (sessionToken) session.token = sessionToken;
    if (result.order && result.ok === true) session.placedOrder = result.order.number;
    else if (result.cart !== undefined) session.cart = result.cart;
  }
  return rest;
}

function connectorCall(connector: CommerceConnector, name: string, row: ApiMethodRow, withInput: boolean): MethodRun {
  const method = connector[name as keyof CommerceConnector] as (ctx: RequestContext, input?: unknown) => Promise<unknown>;
  return (async (input: Record<string, unknown>, ctx: RequestContext) => {
    const result = withInput ? await method.call(connector, ctx, withoutContext(input)) : await method.call(connector, ctx);
    if (row.cart === 'none') return result;
    const answer = recorded(ctx, result as Outcome) as Record<string, unknown>;
    return row.answer ? answer[row.answer] : answer;
  }) as MethodRun;
}

/** The route's methods of one area: its exposed rows, with their POST rule; others answer 404. */
export function connectorMethods<A extends ConnectorArea>(
  area: A,
  connector: CommerceConnector,
  overrides: Partial<Record<AreaMethod<A>, MethodRun>> = {},
): Partial<Record<AreaMethod<A>, ApiMethod>> {
  const methods: Partial<Record<AreaMethod<A>, ApiMethod>> = {};
  for (const name of methodsOf(area)) {
    const row: ApiMethodRow = API_METHODS[name];
    if (!row.exposed) continue;
    const { schema, withInput } = PLANS[area][name]!;
    const run = overrides[name] ?? connectorCall(connector, name, row, withInput);
    methods[name] = { schema, postOnly: row.post, run };
  }
  return methods;
}
