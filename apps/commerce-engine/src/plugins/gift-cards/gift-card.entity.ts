import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';
import { GiftCardCurrency } from './constants';

/**
 * A gift card account: a unique code and a balance per shop currency (minor units, tax
 * included, like prices). A card issued by a purchase holds a balance in the order currency
 * only and remembers that order.
 */
@Entity()
export class GiftCard extends VendureEntity {
  constructor(input?: DeepPartial<GiftCard>) {
    super(input);
    // Define semantics (ES2022) would reset the fields VendureEntity's constructor copied.
    if (input) Object.assign(this, input);
  }

  /** Normalised (upper case, no spaces), e.g. `TALAT-GC-7KQ4-M2XD`. */
  @Index({ unique: true })
  @Column('varchar', { length: 64 })
  code: string;

  /** Satang. */
  @Column('int', { default: 0 })
  balanceThb: number;

  /** Pence. */
  @Column('int', { default: 0 })
  balanceGbp: number;

  /** The order whose payment issued the card; null for cards made by staff or the seed. */
  @Index()
  @Column('varchar', { length: 64, nullable: true })
  sourceOrderId: string | null;

  /** Order code of the issuing order, for staff and emails. */
  @Column('varchar', { length: 64, nullable: true })
  sourceOrderCode: string | null;
}

const BALANCE_COLUMN: Record<GiftCardCurrency, 'balanceThb' | 'balanceGbp'> = {
  THB: 'balanceThb',
  GBP: 'balanceGbp',
};

/** The balance column of a currency; undefined for currencies cards do not hold. */
export function balanceColumn(currencyCode: string): 'balanceThb' | 'balanceGbp' | undefined {
  return BALANCE_COLUMN[currencyCode.toUpperCase() as GiftCardCurrency];
}

/** The card's balance in a currency (0 for currencies it cannot hold). */
export function balanceIn(card: Pick<GiftCard, 'balanceThb' | 'balanceGbp'>, currencyCode: string): number {
  const column = balanceColumn(currencyCode);
  return column ? card[column] : 0;
}

export type GiftCardId = ID;
