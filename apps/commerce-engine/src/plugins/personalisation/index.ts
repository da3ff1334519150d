export * from './custom-fields';
export * from './line-check';
export * from './personalisation.plugin';
