import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A customer's points balance. Changed only by conditional updates (see LoyaltyService). */
@Entity()
export class LoyaltyAccount extends VendureEntity {
  constructor(input?: DeepPartial<LoyaltyAccount>) {
    super(input);
    if (input) Object.assign(this, input);
  }

  @Index({ unique: true })
  @Column('varchar', { length: 64 })
  customerId: ID;

  @Column('int', { default: 0 })
  points: number;
}
