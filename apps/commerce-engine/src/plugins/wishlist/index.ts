export * from './constants';
export * from './merge-items';
export * from './wishlist-item.entity';
export * from './wishlist.plugin';
export * from './wishlist.service';
