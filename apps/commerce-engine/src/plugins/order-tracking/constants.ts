export const loggerCtx = 'OrderTracking';
