/**
 * Consent plugin through the Shop API: a signed-in customer's cookie choice is kept with the
 * engine's time and the notice version, the latest one wins, a guest and bad input are refused,
 * and the fields are the Admin's to read, not the Shop API's.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3286;

const RECORD = gql`
  mutation ($input: CustomerConsentInput!) { recordConsent(input: $input) { at noticeVersion analytics marketing } }
`;
const ADMIN_CUSTOMER = gql`
  query ($email: String!) {
    customers(options: { filter: { emailAddress: { eq: $email } } }) {
      items { customFields { consentAt consentNoticeVersion consentAnalytics consentMarketing } }
    }
  }
`;
const SHOP_CONSENT_FIELD = gql`query { activeCustomer { customFields { consentAt } } }`;

interface Recorded {
  consentAt: string | null;
  consentNoticeVersion: number | null;
  consentAnalytics: boolean | null;
  consentMarketing: boolean | null;
}

describe('consent', () => {
  let t: SignOnEnvironment;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT);
  });
  afterAll(async () => {
    await t?.close();
  });

  const recorded = async (email: string): Promise<Recorded> => {
    const { customers } = await t.env.adminClient.query(ADMIN_CUSTOMER, { email });
    expect(customers.items).toHaveLength(1);
    return customers.items[0].customFields as Recorded;
  };

  it('refuses a guest: only a signed-in customer has a choice to keep', async () => {
    await t.env.shopClient.asAnonymousUser();
    await expect(t.env.shopClient.query(RECORD, { input: { noticeVersion: 1, analytics: true, marketing: true } })).rejects.toThrow(
      /not currently authorized|forbidden/i,
    );
  });

  it("keeps a customer's choice with the engine's time and the notice version, shown to the Admin", async () => {
    await t.signOn('consent-nok');
    const before = Date.now();
    const { recordConsent } = await t.env.shopClient.query(RECORD, { input: { noticeVersion: 1, analytics: true, marketing: false } });
    expect(recordConsent).toMatchObject({ noticeVersion: 1, analytics: true, marketing: false });
    const at = Date.parse(recordConsent.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const kept = await recorded('consent-nok@example.com');
    expect(kept).toMatchObject({ consentNoticeVersion: 1, consentAnalytics: true, consentMarketing: false });
    expect(Date.parse(kept.consentAt ?? '')).toBe(at);
  });

  it('keeps the latest choice: a withdrawal replaces the consent', async () => {
    await t.env.shopClient.query(RECORD, { input: { noticeVersion: 2, analytics: false, marketing: false } });
    expect(await recorded('consent-nok@example.com')).toMatchObject({
      consentNoticeVersion: 2,
      consentAnalytics: false,
      consentMarketing: false,
    });
  });

  it('refuses a notice version that is not a whole number from 1, and keeps the last choice', async () => {
    for (const noticeVersion of [0, -3, 1001]) {
      await expect(t.env.shopClient.query(RECORD, { input: { noticeVersion, analytics: true, marketing: true } })).rejects.toThrow(
        /noticeVersion/,
      );
    }
    expect(await recorded('consent-nok@example.com')).toMatchObject({ consentNoticeVersion: 2, consentAnalytics: false });
  });

  it("does not show the fields in the Shop API's Customer", async () => {
    await expect(t.env.shopClient.query(SHOP_CONSENT_FIELD)).rejects.toThrow(/consentAt|customFields/);
  });
});
