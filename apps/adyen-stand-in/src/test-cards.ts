/**
 * What a card payment does, chosen by test data as in Adyen's test mode: Adyen's test environment
 * takes unencrypted card data prefixed `test_` (`encryptedCardNumber: 'test_4111111111111111'`).
 * A value without the prefix is an encrypted blob from a real drop-in, which the stand-in cannot
 * read: it authorises it, so a drop-in against the stand-in still pays.
 */
export type CardOutcome = 'Authorised' | 'Refused' | 'Challenge';

export interface CardFacts {
  outcome: CardOutcome;
  /** Adyen's brand code: visa, mc, amex. */
  brand: string;
  /** Last four digits; `0000` for a blob the stand-in cannot read. */
  summary: string;
  /** `M/YYYY` as Adyen's expiryDate, when the test data gives it. */
  expiryDate?: string;
}

export const REFUSED_CARD = '4000000000000002';
export const CHALLENGE_CARD = '4000000000003220';

function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  return 'visa';
}

function plain(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('test_') ? value.slice('test_'.length) : undefined;
}

export function cardFacts(paymentMethod: Record<string, unknown>): CardFacts {
  const number = plain(paymentMethod.encryptedCardNumber)?.replace(/\s/g, '');
  const month = plain(paymentMethod.encryptedExpiryMonth);
  const year = plain(paymentMethod.encryptedExpiryYear);
  const expiryDate = month && year ? `${Number(month)}/${year}` : undefined;
  if (!number)
    return { outcome: 'Authorised', brand: typeof paymentMethod.brand === 'string' ? paymentMethod.brand : 'visa', summary: '0000' };
  const outcome: CardOutcome = number === REFUSED_CARD ? 'Refused' : number === CHALLENGE_CARD ? 'Challenge' : 'Authorised';
  return { outcome, brand: brandOf(number), summary: number.slice(-4), ...(expiryDate ? { expiryDate } : {}) };
}
