export * from './email-options';
export * from './localised-template-loader';
export * from './order-confirmation-handler';
export * from './smtp-transport';
