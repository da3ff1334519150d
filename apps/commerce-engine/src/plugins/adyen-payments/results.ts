/** Why Adyen's details were not taken (PaymentDetailsError.reason of submitPaymentDetails). */
export type AdyenErrorReason =
  'PAYMENT_NOT_FOUND' | 'NOT_ACTIVE_ORDER' | 'INVALID_DETAILS' | 'DETAILS_REJECTED' | 'UNAVAILABLE' | 'PAYMENT_CLOSED';

/** adyenPaymentStatus: what a waiting shopper's page polls. */
export interface AdyenPaymentStatus {
  state: string;
  orderCode: string;
  orderState: string;
}

/** What the plugin keeps in Payment.metadata (`public` is all the Shop API shows). */
export interface AdyenPaymentMetadata {
  pspReference?: string;
  resultCode?: string;
  paymentMethodType?: string;
  /** The amount the payment asks for while ActionPending (its own amount is 0 until authorised). */
  requestedAmount?: number;
  /** The session that started it: the shopper's own payment, also once the order is placed. */
  sessionId?: string;
  /** Adyen captured it (automatic capture, or the CAPTURE webhook): settling needs no capture request. */
  captured?: boolean;
  /** Staff asked Adyen to capture (manual capture): the capture's pspReference. */
  captureRequested?: string;
  /**
   * The card scheme rejected a capture Adyen had taken (CAPTURE_FAILED): the payment is Authorized
   * again. That capture's CAPTURE is applied again only as Adyen's re-capture (reason
   * "Transaction Recaptured", or a later eventDate); staff capturing again send a new capture.
   */
  captureFailed?: { pspReference: string; reason: string; eventDate?: string };
  /** Adyen cancelled it (CANCELLATION, OFFER_CLOSED): cancelling needs no cancel request. */
  closedByAdyen?: boolean;
  /** The webhook notifications already applied (webhook-items.ts notificationKey). */
  adyenEvents?: string[];
  public?: Record<string, unknown>;
  [key: string]: unknown;
}
