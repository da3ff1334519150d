export * from './constants';
export * from './consent.plugin';
export * from './consent-rules';
export * from './consent.service';
