/** Payment method handler code and the PaymentMethod code the plugin ensures exists. */
export const TEST_CARD_HANDLER_CODE = 'talat-test-card';
export const TEST_CARD_METHOD_CODE = 'talat-test-card';
export const DEFAULT_TEST_CARD_SECRET = 'talat-dev-test-card-secret';
export const TEST_CARD_PLUGIN_OPTIONS = Symbol('TEST_CARD_PLUGIN_OPTIONS');

/** Base path of the REST endpoints (tokens, challenge page). */
export const TEST_CARD_ROUTE = 'payments/test-card';

/** What a card does at the test provider. */
export type TestCardOutcome = 'authorise' | 'refuse' | 'challenge';

/** The provider's test cards (digits only) and their outcome; any other valid card is refused. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4111111111111111': 'authorise',
  '4000000000000002': 'refuse',
  '4000000000003220': 'challenge',
};

/** Adyen-style result codes, as the storefront's /{lang}/adyen-direct page receives them. */
export type TestCardResultCode = 'Authorised' | 'Refused';

export interface TestCardPaymentsOptions {
  /** HMAC key for card tokens and challenge references (env TEST_CARD_SECRET). */
  secret: string;
  /** The engine's public origin, for the challenge page URL (COMMERCE_PUBLIC_URL). */
  publicUrl: string;
  /** Challenge return URLs must start with this (STOREFRONT_URL). */
  storefrontUrl: string;
  /** true (default): an authorised card is captured at once (payment Settled, order PaymentSettled). */
  autoSettle?: boolean;
  /** Lifetime of card tokens and challenge references (default 30 minutes). */
  tokenTtlMs?: number;
}
