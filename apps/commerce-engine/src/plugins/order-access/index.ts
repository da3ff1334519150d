export * from './custom-fields';
export * from './order-access-rule';
export * from './order-access.plugin';
export * from './placing-session-access-strategy';
export * from './placing-session-process';
