export * from './carrier-fulfillment-handler';
export * from './order-shipped-email-handler';
export * from './order-shipped.event';
export * from './order-tracking.plugin';
export * from './order-tracking.service';
