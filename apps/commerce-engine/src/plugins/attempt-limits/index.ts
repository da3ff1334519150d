export * from './attempt-counter';
export * from './attempt-limit.service';
export * from './attempt-limits.plugin';
export * from './constants';
export * from './limits-from-env';
export * from './throttled-operations';
export * from './too-many-attempts.error';
