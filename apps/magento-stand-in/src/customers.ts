import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DEMO_CUSTOMERS } from '@talat/demo-catalogue';
import { inputError } from './catalogue-answers';

/**
 * Customer accounts and tokens as Magento keeps them, in memory: the demo customers from the
 * start, accounts created with `createCustomerV2`, customer tokens issued by Login as Customer
 * (`generateCustomerTokenAsAdmin`, which takes an admin user's token, as Magento's resolver does:
 * user type admin, not an integration) and revoked by `revokeCustomerToken`. The one admin user
 * signs in over REST (`POST /rest/V1/integration/admin/token`) and its tokens expire. Customers
 * have no passwords: the stand-in signs no customer in with one. No two-factor authentication.
 */
export interface StandInCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean;
  allow_remote_shopping_assistance: boolean;
}

/** Who a request is: a customer (by their token), the shop's admin user (by theirs), or a guest. */
export type Caller = { kind: 'customer'; customer: StandInCustomer; token: string } | { kind: 'admin' } | { kind: 'guest' };

/** The stand-in's admin user, and how long its tokens live (Magento's default: 4 hours). */
export interface StandInAdmin {
  username: string;
  password: string;
  tokenTtlSeconds?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Magento's words when the caller is not the customer (or the admin) an operation needs. */
export const notAuthorized = () => inputError("The current customer isn't authorized.", 'graphql-authorization');

type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL inputs the schema has validated

export function createCustomers({ admin, now = Date.now }: { admin?: StandInAdmin; now?: () => number }) {
  const byEmail = new Map<string, StandInCustomer>();
  const tokens = new Map<string, number>();
  /** Admin tokens, until when they are good. */
  const adminTokens = new Map<string, number>();
  let nextId = 1;

  function add(email: string, firstname: string, lastname: string, extra: Partial<StandInCustomer> = {}): StandInCustomer {
    const customer = {
      id: nextId++,
      email,
      firstname,
      lastname,
      is_subscribed: false,
      allow_remote_shopping_assistance: false,
      ...extra,
    };
    byEmail.set(email.toLowerCase(), customer);
    return customer;
  }
  for (const c of DEMO_CUSTOMERS) add(c.emailAddress, c.firstName, c.lastName, { allow_remote_shopping_assistance: true });

  const byId = (id: number) => [...byEmail.values()].find((c) => c.id === id);

  return {
    /** The caller of a request, by its `Authorization: Bearer` token (anything else is a guest, as Magento treats it). */
    callerOf(headers: IncomingHttpHeaders): Caller {
      const token = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1]?.trim();
      if (!token) return { kind: 'guest' };
      const until = adminTokens.get(token);
      if (until !== undefined) {
        if (now() < until) return { kind: 'admin' };
        adminTokens.delete(token);
        return { kind: 'guest' };
      }
      const id = tokens.get(token);
      const customer = id === undefined ? undefined : byId(id);
      return customer ? { kind: 'customer', customer, token } : { kind: 'guest' };
    },

    /** The customer with this email, if any (the demo seed's look-up; no GraphQL answers it). */
    byEmail(email: string): StandInCustomer | undefined {
      return byEmail.get(email.toLowerCase());
    },

    /** The customer a request must be, or Magento's authorization error. */
    customerOf(caller: Caller): StandInCustomer {
      if (caller.kind !== 'customer') throw notAuthorized();
      return caller.customer;
    },

    createCustomerV2({ input }: Input) {
      const email = String(input.email ?? '').trim();
      if (!EMAIL.test(email)) throw inputError(`"${email}" is not a valid email address.`);
      if (!String(input.firstname ?? '').trim() || !String(input.lastname ?? '').trim())
        throw inputError('Required parameters are missing: First Name, Last Name');
      if (byEmail.has(email.toLowerCase()))
        throw inputError('A customer with the same email address already exists in an associated website.');
      const customer = add(email, String(input.firstname).trim(), String(input.lastname).trim(), {
        is_subscribed: !!input.is_subscribed,
        allow_remote_shopping_assistance: !!input.allow_remote_shopping_assistance,
      });
      return { customer: { ...customer } };
    },

    /**
     * Magento's REST admin sign-in (`POST /rest/V1/integration/admin/token`): the token as a JSON
     * string, or Magento's 401 for another name or password (and when no admin user is set).
     */
    adminToken(body: Record<string, unknown>): { status: number; body: unknown } {
      if (!admin || body.username !== admin.username || body.password !== admin.password)
        return {
          status: 401,
          body: { message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' },
        };
      const token = randomBytes(16).toString('hex');
      adminTokens.set(token, now() + (admin.tokenTtlSeconds ?? 4 * 60 * 60) * 1000);
      return { status: 200, body: token };
    },

    /** Login as Customer: only with an admin user's token; an email without an account is Magento's input error. */
    generateCustomerTokenAsAdmin({ input }: Input, caller: Caller) {
      const email = String(input.customer_email ?? '').trim();
      if (!email) throw inputError('Specify the "customer email" value.');
      if (caller.kind !== 'admin') throw notAuthorized();
      const customer = byEmail.get(email.toLowerCase());
      if (!customer) throw inputError('Customer email provided does not exist');
      const token = randomBytes(24).toString('hex');
      tokens.set(token, customer.id);
      return { customer_token: token };
    },

    revokeCustomerToken(caller: Caller) {
      if (caller.kind !== 'customer') throw notAuthorized();
      tokens.delete(caller.token);
      return { result: true };
    },
  };
}
