import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADYEN_METHOD_TYPES } from '../adyen-payments';
import { MAGENTO_OPERATIONS } from '../operations';
import { contractErrors, loadStoreSchema } from './reference-schema';

/**
 * Cards and PromptPay on Magento (docs/decisions/0063) send Magento no document of their own: the
 * cart's payment method is set with the Adyen module's code, then the order placed, with the
 * cheque's documents. Their variables with each of the module's codes are Magento's own.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadStoreSchema();
});

describe("the Adyen module's method codes on Magento's schema", () => {
  it('set the cart’s payment method and place the order as the cheque does', () => {
    for (const code of Object.keys(ADYEN_METHOD_TYPES)) {
      expect(
        contractErrors(schema, MAGENTO_OPERATIONS.SetPaymentMethodOnCart!, { input: { cart_id: 'masked-1', payment_method: { code } } }),
      ).toEqual([]);
    }
    expect(contractErrors(schema, MAGENTO_OPERATIONS.PlaceOrder!, { input: { cart_id: 'masked-1' } })).toEqual([]);
    expect(contractErrors(schema, MAGENTO_OPERATIONS.AvailablePaymentMethods!, { cartId: 'masked-1' })).toEqual([]);
    expect(contractErrors(schema, MAGENTO_OPERATIONS.Cart!, { cartId: 'masked-1' })).toEqual([]);
  });

  it("would fail on the module's own input, which Magento Open Source's schema does not have", () => {
    const withStateData = {
      input: { cart_id: 'masked-1', payment_method: { code: 'adyen_cc', adyen_additional_data_cc: { stateData: '{}' } } },
    };
    expect(contractErrors(schema, MAGENTO_OPERATIONS.SetPaymentMethodOnCart!, withStateData)).not.toEqual([]);
  });
});
