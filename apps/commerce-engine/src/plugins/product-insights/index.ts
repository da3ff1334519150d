export * from './past-day-buying.service';
export * from './product-insights.plugin';
