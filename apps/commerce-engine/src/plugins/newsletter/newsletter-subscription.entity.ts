import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';
import type { NewsletterStatus } from './constants';

/**
 * One email address's newsletter subscription with its consent: when and where it was asked
 * for, when the address owner confirmed it (double opt-in), when it ended.
 */
@Entity()
export class NewsletterSubscription extends VendureEntity {
  constructor(input?: DeepPartial<NewsletterSubscription>) {
    super(input);
    // Class fields use define semantics in the build (ES2022): copy the input again.
    if (input) Object.assign(this, input);
  }

  /** Trimmed, lower case. */
  @Index({ unique: true })
  @Column('varchar', { length: 254 })
  emailAddress: string;

  @Column('varchar', { length: 16 })
  status: NewsletterStatus;

  /** Language of the emails: the request's when the shopper last asked. */
  @Column('varchar', { length: 8 })
  languageCode: string;

  /** Where the shopper last asked: footer, account, modal, exit-capture. */
  @Column('varchar', { length: 16 })
  source: string;

  /** The customer who asked while signed on (their own email), if any. */
  @Column('varchar', { length: 64, nullable: true })
  customerId: ID | null;

  /** SHA-256 of the pending confirmation link's token; null once used. */
  @Index()
  @Column('varchar', { length: 64, nullable: true })
  confirmTokenHash: string | null;

  /**
   * When the last email asked for went out: the confirmation (its link expires from here), or for
   * a subscribed address the note that someone asked again. The resend cooldown counts from it.
   */
  @Column({ type: Date, nullable: true })
  confirmationSentAt: Date | null;

  /** Consent: when the address owner confirmed, and from which request source. */
  @Column({ type: Date, nullable: true })
  consentAt: Date | null;

  @Column('varchar', { length: 16, nullable: true })
  consentSource: string | null;

  /** In every email's unsubscribe link; kept for the life of the subscription. */
  @Index({ unique: true })
  @Column('varchar', { length: 64 })
  unsubscribeToken: string;

  @Column({ type: Date, nullable: true })
  unsubscribedAt: Date | null;
}
