import type { StockAlertOutcome, StockAlertResult } from '../account-types';
import type { RawStockAlertAnswer } from './queries/stock-alerts';

const OUTCOMES: readonly StockAlertOutcome[] = [
  'REQUESTED',
  'ALREADY_REQUESTED',
  'CONFIRMATION_SENT',
  'CONFIRMED',
  'CANCELLED',
  'IN_STOCK',
  'INVALID_EMAIL',
  'INVALID_VARIANT',
  'INVALID_TOKEN',
  'EXPIRED_TOKEN',
  'TOO_MANY_ALERTS',
];

/**
 * The engine's answer to a back-in-stock call. An outcome this storefront does not know (a newer
 * engine) reads as INVALID_VARIANT for a request and INVALID_TOKEN for a link: nothing is
 * promised that may not have happened.
 */
export function mapStockAlertAnswer(raw: RawStockAlertAnswer, call: 'request' | 'link'): StockAlertResult {
  const known = OUTCOMES.includes(raw.outcome as StockAlertOutcome);
  return { outcome: known ? (raw.outcome as StockAlertOutcome) : call === 'request' ? 'INVALID_VARIANT' : 'INVALID_TOKEN' };
}
