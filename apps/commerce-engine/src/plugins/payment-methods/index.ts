export * from './constants';
export * from './payment-methods.plugin';
export * from './payment-methods.service';
export * from './payment-clients';
