import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';
import type { StockAlertStatus } from './constants';

/**
 * One address's request to be told when a sold-out variant can be bought again. Deleted when the
 * email saying so goes out, when the address owner cancels it, or (unconfirmed) some days after
 * its confirmation link expired.
 */
@Entity()
@Index(['emailAddress', 'productVariantId'], { unique: true })
export class StockAlert extends VendureEntity {
  constructor(input?: DeepPartial<StockAlert>) {
    super(input);
    // Class fields use define semantics in the build (ES2022): copy the input again.
    if (input) Object.assign(this, input);
  }

  /** Trimmed, lower case. */
  @Column('varchar', { length: 254 })
  emailAddress: string;

  /** The variant (ProductVariant.id) the shopper waits for. */
  @Index()
  @EntityId()
  productVariantId: ID;

  /** Language of the emails (th or en): the request's. */
  @Column('varchar', { length: 8 })
  languageCode: string;

  /** The signed-in customer whose own address it is, if any. */
  @EntityId({ nullable: true })
  customerId: ID | null;

  @Column('varchar', { length: 16 })
  status: StockAlertStatus;

  /** SHA-256 of the pending confirmation link's token; null once confirmed. */
  @Index()
  @Column('varchar', { length: 64, nullable: true })
  confirmTokenHash: string | null;

  /** When the last confirmation email went out: its link expires from here; the resend cooldown counts from it. */
  @Column({ type: Date, nullable: true })
  confirmationSentAt: Date | null;

  /** In the confirmation email's cancel link (24 random bytes, base64url). */
  @Index({ unique: true })
  @Column('varchar', { length: 64 })
  cancelToken: string;
}
