/**
 * Card payments behind one interface (issue 17): the storefront's `/api/card-token` asks the
 * provider to turn card details into a single-use token and never builds a provider's URL
 * itself. Today's provider is the engine's test-card provider (`test-card-provider.ts`);
 * a real one (the spec's Adyen) is another implementation of the same interface.
 */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface CardDetails {
  /** Digits only. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

/** A refusal names the field and a code; `message` is the provider's own words by language, when it gives any. */
export interface CardFieldError {
  field: CardField;
  code: string;
  message: Readonly<Record<string, string>>;
}

export type CardTokenResult = { ok: true; token: string; brand: string; last4: string } | { ok: false; errors: CardFieldError[] };

export interface PaymentProvider {
  readonly name: string;
  /**
   * Tokenises a card. A refused card is a value (`ok: false`); a provider that cannot be reached
   * or answers something unreadable throws a CommerceError (UNREACHABLE or BAD_RESPONSE). Card
   * details are never logged or put in an error.
   */
  tokeniseCard(card: CardDetails, options: { locale: string }): Promise<CardTokenResult>;
}
