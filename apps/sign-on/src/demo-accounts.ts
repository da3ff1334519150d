import type { Account, AccountStore } from './accounts.js';
import { hashPassword } from './passwords.js';

export interface DemoAccount {
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  locale: 'th' | 'en';
}

/**
 * The demo shoppers, confirmed, seeded at every start when missing. The commerce engine seeds
 * customers with the same emails (with addresses and past orders); the `sub` values are fixed so
 * the two stay linked across fresh databases.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    sub: '6f1d6d1e-5a51-4c1e-9b0a-000000000001',
    email: 'somchai@talat.example',
    password: 'Somchai-2026',
    givenName: 'สมชาย',
    familyName: 'ใจดี',
    locale: 'th',
  },
  {
    sub: '6f1d6d1e-5a51-4c1e-9b0a-000000000002',
    email: 'emma@talat.example',
    password: 'Emma-2026',
    givenName: 'Emma',
    familyName: 'Clarke',
    locale: 'en',
  },
];

/**
 * A confirmed account made from a plain password, without the registration mail (the demo
 * accounts, the browser tests' route); undefined when the email or sub is taken.
 */
export async function addConfirmedAccount(
  accounts: AccountStore,
  input: Omit<DemoAccount, 'sub'> & { sub?: string },
): Promise<Account | undefined> {
  if (accounts.findByEmail(input.email) || (input.sub && accounts.findBySub(input.sub))) return undefined;
  const { password, ...rest } = input;
  return accounts.create({ ...rest, passwordHash: await hashPassword(password), confirmed: true });
}

/** Creates the demo accounts that are missing (by email or sub); existing ones are left as they are. Returns the emails created. */
export async function seedDemoAccounts(accounts: AccountStore): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    if (await addConfirmedAccount(accounts, demo)) created.push(demo.email);
  }
  return created;
}
