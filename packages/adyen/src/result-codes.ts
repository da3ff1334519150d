/**
 * What Adyen's `resultCode` of /payments and /payments/details means for the Vendure payment:
 * - `authorised`: the money is held (payment Authorized, or Settled with automatic capture);
 * - `refused`: the shopper must try again (payment Declined, the order stays ArrangingPayment);
 * - `action`: the shopper must act (redirect, 3-D Secure, a QR code) or the outcome comes later
 *   by webhook (payment ActionPending);
 * - `error`: Adyen could not process it (payment Declined with a "try again" message).
 * An unknown code waits for the webhook rather than guessing: it is treated as `action`.
 */
export type ResultOutcome = 'authorised' | 'refused' | 'action' | 'error' | 'cancelled';

export function outcomeOf(resultCode: string | undefined): ResultOutcome {
  switch (resultCode) {
    case 'Authorised':
      return 'authorised';
    case 'Refused':
      return 'refused';
    case 'Error':
      return 'error';
    case 'Cancelled':
      return 'cancelled';
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'Pending':
    case 'Received':
    case 'PresentToShopper':
    case 'AuthenticationFinished':
    case 'AuthenticationNotRequired':
      return 'action';
    default:
      return resultCode ? 'action' : 'error';
  }
}
