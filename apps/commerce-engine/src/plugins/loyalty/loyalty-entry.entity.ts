import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';
import type { LoyaltyEntryKind } from './constants';

/**
 * One change of a balance, for the customer's history and for idempotency: an order accrues
 * once, and what is returned for an order never exceeds what was spent on it.
 */
@Entity()
@Index(['orderId', 'kind', 'paymentId'])
export class LoyaltyEntry extends VendureEntity {
  constructor(input?: DeepPartial<LoyaltyEntry>) {
    super(input);
    if (input) Object.assign(this, input);
  }

  @Index()
  @Column('varchar', { length: 64 })
  customerId: ID;

  @Column('varchar', { length: 16 })
  kind: LoyaltyEntryKind;

  /** Signed: earned and returned points are positive, spent and reversed negative. */
  @Column('int')
  points: number;

  @Column('varchar', { length: 64, nullable: true })
  orderId: ID | null;

  @Column('varchar', { length: 64, nullable: true })
  orderCode: string | null;

  /** The loyalty payment a spend or return belongs to. */
  @Column('varchar', { length: 64, nullable: true })
  paymentId: ID | null;
}
