export * from './constants';
export { validateCard } from './card-validation';
export { testCardPaymentHandler } from './test-card-handler';
export { testCardPaymentProcess, CHALLENGE_PENDING } from './payment-process';
export { TestCardService } from './test-card.service';
export { TestCardPaymentsPlugin } from './test-card-payments.plugin';
