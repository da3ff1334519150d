/**
 * @talat/service-kit: what every Talat service (storefront server, engine, worker, sign-on,
 * content) needs to run in production, written once: the settings it refuses in production, the
 * client's address behind trusted proxies, security headers, JSON logs, /health and /ready,
 * draining on SIGTERM, and Prometheus metrics on a port shoppers cannot reach
 * (docs/decisions/0030). Built to CommonJS, so the engine and the ES-module services load it alike.
 */
export * from './client-address.js';
export * from './drain.js';
export * from './headers.js';
export * from './health.js';
export * from './logger.js';
export * from './metrics.js';
export * from './production-settings.js';
export * from './security-headers.js';
