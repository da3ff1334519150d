import { DeepPartial, EntityId, ID, Product, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * A shopper's review of a product: three sub-ratings (1-5), their average, plain-text nickname,
 * summary and text, and the language it was written in. Hidden reviews are kept but not shown.
 */
@Entity()
export class ProductReview extends VendureEntity {
  constructor(input?: DeepPartial<ProductReview>) {
    super(input);
    // The build compiles class fields with define semantics (ES2022), which would reset the
    // fields VendureEntity's constructor just copied; copy them again once they exist.
    if (input) Object.assign(this, input);
  }

  @Index()
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product: Product;

  @EntityId()
  productId: ID;

  @Column('varchar', { length: 255 })
  nickname: string;

  @Column('varchar', { length: 512 })
  summary: string;

  @Column('text')
  text: string;

  /** Request language code at submission: `th` or `en`. */
  @Column('varchar', { length: 16 })
  locale: string;

  @Column('int')
  ratingQuality: number;

  @Column('int')
  ratingFit: number;

  @Column('int')
  ratingValue: number;

  /** Mean of the three sub-ratings. */
  @Column('double precision')
  averageRating: number;

  /** `averageRating` rounded to whole stars (1-5), for the star histogram. */
  @Column('int')
  stars: number;

  @Index()
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  /** The customer who wrote it while signed on (null: a guest's review). */
  @Index()
  @Column('varchar', { length: 64, nullable: true })
  customerId: ID | null;
}
