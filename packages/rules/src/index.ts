/**
 * @talat/rules: the rules that run in several processes, written once so that the browser, the
 * storefront's server, the engine, the sign-on service and the mail catcher cannot disagree.
 * No dependencies; built to CommonJS, so the engine (CommonJS), the ES-module services and the
 * storefront's bundles load it alike (docs/decisions/0041). Import a module by its own path
 * (`@talat/rules/html`) to take only what it needs into a browser bundle.
 */
export * from './html.js';
export * from './personalisation.js';
export * from './card.js';
export * from './bundle.js';
export * from './address.js';
export * from './tag-manager.js';
export * from './korea-dob.js';
export * from './adyen-environment.js';
export * from './carriers.js';
