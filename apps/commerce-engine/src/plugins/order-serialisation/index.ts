export { OrderSerialisationPlugin, type OrderSerialisationOptions } from './order-serialisation.plugin';
