import { describe, expect, it } from 'vitest';
import { outcomeOf } from './result-codes';

describe("Adyen's resultCode to the payment's fate", () => {
  it('maps every documented code', () => {
    expect(outcomeOf('Authorised')).toBe('authorised');
    expect(outcomeOf('Refused')).toBe('refused');
    expect(outcomeOf('Error')).toBe('error');
    expect(outcomeOf('Cancelled')).toBe('cancelled');
    for (const code of ['RedirectShopper', 'IdentifyShopper', 'ChallengeShopper', 'Pending', 'Received', 'PresentToShopper'])
      expect(outcomeOf(code), code).toBe('action');
  });

  it('waits for the webhook on a code it does not know, and treats a missing one as an error', () => {
    expect(outcomeOf('SomethingNew')).toBe('action');
    expect(outcomeOf(undefined)).toBe('error');
    expect(outcomeOf('')).toBe('error');
  });
});
