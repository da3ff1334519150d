import { Money } from './types';

/** Demo gift cards (gift-cards plugin): balances in minor units, tax included. */
export const DEMO_GIFT_CARDS: Array<{ code: string; balance: Money }> = [{ code: 'TALAT-GC-1000', balance: { THB: 100000, GBP: 2500 } }];
