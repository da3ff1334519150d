import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  extend type ProductVariant {
    "True when the price is converted from the channel's default currency at the shop's exchange rate (no price of its own in this currency)."
    priceConverted: Boolean!
    "The currency the price is converted from, when converted."
    priceConvertedFrom: CurrencyCode
    "False when the variant is not sold in this currency: its price fields are 0 and it cannot be added to an order."
    soldInCurrency: Boolean!
  }
`;

export const adminApiExtensions = gql`
  extend type ProductVariant {
    "The active channel's currencies this variant has no price of its own in (shoppers paying in them see a converted price, or the variant not sold)."
    missingPriceCurrencies: [CurrencyCode!]!
  }
`;
