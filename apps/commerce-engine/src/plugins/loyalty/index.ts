export * from './constants';
export * from './loyalty-account.entity';
export * from './loyalty-entry.entity';
export * from './loyalty-rules';
export * from './loyalty.plugin';
export * from './loyalty.service';
