import type { OrderSummary, StoreAddress } from '@talat/commerce/types';
import { AddressBlock } from './address-block';
import type { Messages } from '@/i18n/messages';
import { OrderPayments } from './order-payments';

/**
 * Where a placed order goes and how it was paid: delivery address (or the store it is collected
 * from), shipping method, billing address and payments. The thank-you page and My Account's
 * order page show the same block.
 */
export function OrderDetails({
  order,
  collectAddress,
  countries,
  labels,
  brands,
}: {
  order: OrderSummary;
  /** The store address when the order is collected (click & collect), else null. */
  collectAddress: StoreAddress | null;
  /** Country names by ISO code (the catalogue's `address.countries`). */
  countries: Record<string, string>;
  /** The thank-you page's words, and the payment step's for a collected order. */
  labels: Messages['checkoutThankYou'] & Pick<Messages['checkoutPayment'], 'collectFrom'>;
  brands: Parameters<typeof OrderPayments>[0]['brands'];
}) {
  return (
    <div className="order-details">
      {order.shipping_address && !order.is_virtual ? (
        <div>
          <h3>{collectAddress ? labels.collectFrom : labels.shippingAddress}</h3>
          <AddressBlock address={collectAddress ?? order.shipping_address} countries={countries} testId="order-shipping-address" />
        </div>
      ) : null}
      {order.shipping_method && !order.is_virtual ? (
        <div>
          <h3>{labels.shippingMethod}</h3>
          <p data-testid="order-shipping-method">{order.shipping_method.method_title}</p>
        </div>
      ) : null}
      {order.billing_address ? (
        <div>
          <h3>{labels.billingAddress}</h3>
          <AddressBlock address={order.billing_address} countries={countries} testId="order-billing-address" />
        </div>
      ) : null}
      <div>
        <h3>{labels.paymentMethod}</h3>
        <OrderPayments order={order} labels={labels} brands={brands} />
      </div>
    </div>
  );
}
