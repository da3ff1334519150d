export * from './constants';
export * from './job-queue-depth';
export * from './operations.plugin';
export * from './readiness.service';
