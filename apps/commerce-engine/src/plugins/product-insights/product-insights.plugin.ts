import gql from 'graphql-tag';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { PastDayBuyingService } from './past-day-buying.service';
import { PastDayBuyingResolver } from './product-insights.resolver';

const shopApiExtensions = gql`
  extend type Product {
    "Units of this product's variants in orders placed in the last 24 hours (past24_hr_buying)"
    pastDayBuying: Int!
  }
`;

/** Shop API `Product.pastDayBuying`, from real orders. */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [PastDayBuyingService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [PastDayBuyingResolver] },
  compatibility: '^3.0.0',
})
export class ProductInsightsPlugin {
  static init(): typeof ProductInsightsPlugin {
    return ProductInsightsPlugin;
  }
}
