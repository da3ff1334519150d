export * from './constants';
export { adyenPaymentHandler } from './adyen-handler';
export { adyenPaymentProcess, adyenRefundProcess, ACTION_PENDING, CAPTURE_PENDING } from './payment-process';
export { AdyenService } from './adyen.service';
export { AdyenPaymentsPlugin } from './adyen-payments.plugin';
