export { OrderSerialisationPlugin, type OrderSerialisationOptions } from './order-serialisation.plugin';
export { LocalSessionLock, RedisSessionLock, type Release, type SessionLock } from './session-lock';
