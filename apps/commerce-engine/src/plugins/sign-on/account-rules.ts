import type { ID } from '@vendure/core';
import { SSO_STRATEGY_NAME } from './constants';
import type { SignOnClaims } from './id-token-claims';

/** What the rules need to know of a customer found by email. */
export interface CustomerFacts {
  id: ID;
  firstName?: string | null;
  lastName?: string | null;
  user?: { deletedAt?: Date | null; authenticationMethods?: object[] } | null;
}

/**
 * The names a sign-on may fill in: only fields the customer has left empty, so an edit made in
 * the shop is never overwritten. Null when there is nothing to change.
 */
export function namesToFill(
  customer: Pick<CustomerFacts, 'firstName' | 'lastName'>,
  claims: Pick<SignOnClaims, 'firstName' | 'lastName'>,
): { firstName?: string; lastName?: string } | null {
  const patch: { firstName?: string; lastName?: string } = {};
  if (!customer.firstName?.trim() && claims.firstName) patch.firstName = claims.firstName;
  if (!customer.lastName?.trim() && claims.lastName) patch.lastName = claims.lastName;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The user already has a sign-on account linked (under another `sub`, or it would have been found by it). */
export function hasSsoMethod(user: CustomerFacts['user']): boolean {
  return !!user?.authenticationMethods?.some((m) => (m as { strategy?: unknown }).strategy === SSO_STRATEGY_NAME);
}

/**
 * Which of the customers with the signed-on email to link: one with a (not deleted) user first,
 * else a guest customer (no user: created by a guest checkout). None when each has a deleted user.
 * The list comes oldest first.
 */
export function pickCustomerToLink<T extends CustomerFacts>(customers: T[]): T | undefined {
  return customers.find((c) => c.user && !c.user.deletedAt) ?? customers.find((c) => !c.user);
}
