import { Customer, DeepPartial, EntityId, ID, Product, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

/**
 * One product on a customer's wishlist, with the variant chosen on the product page when there
 * was one. A product is on a wishlist at most once (adding it again updates the variant).
 */
@Entity()
@Index(['customerId', 'productId'], { unique: true })
export class WishlistItem extends VendureEntity {
  constructor(input?: DeepPartial<WishlistItem>) {
    super(input);
    // Class fields use define semantics in the build (ES2022): copy the input again.
    if (input) Object.assign(this, input);
  }

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  customer: Customer;

  @EntityId()
  customerId: ID;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  product: Product;

  @EntityId()
  productId: ID;

  @ManyToOne(() => ProductVariant, { onDelete: 'SET NULL', nullable: true })
  productVariant: ProductVariant | null;

  @EntityId({ nullable: true })
  productVariantId: ID | null;

  /** Where it was added: `product`, `tile`, `guest` (joined from a guest's browser list on sign-on). */
  @Column('varchar', { length: 16, default: 'product' })
  source: string;
}
