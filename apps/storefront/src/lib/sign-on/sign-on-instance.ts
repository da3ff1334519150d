import { connectorConfigFromEnv, createConnector } from '@talat/commerce';
import { parseEnv, type Env } from '../config/env-schema';
import { createOidcClient, type OidcClient } from './oidc-client';
import { RedisSignOnStore } from './redis-sign-on-store';
import { sealingKey } from './sealing';
import { createSessionRegistry } from './session-registry';
import { createSharedRefresh } from './shared-refresh';
import { createSignOnService, type SignOnService } from './sign-on-service';
import { MemorySignOnStore, type SignOnStore } from './sign-on-store';

/**
 * The process's sign-on service, from the environment (SIGN_ON_URL, SSO_CLIENT_ID,
 * SSO_CLIENT_SECRET, SSO_COOKIE_DOMAIN, COOKIE_SECURE, CSRF_SECRET, REDIS_URL). Used by the
 * proxy, the /api/auth routes and the back-channel logout route; server code only (the client
 * secret and tokens never reach a bundle: nothing under components/ imports lib/sign-on except the
 * pure return-path and sign-on-check modules).
 *
 * The sign-on store (session registry, revoked set, shared refreshes, seen logout tokens) is one
 * per process, kept on `globalThis`: Next.js bundles the proxy apart from the route handlers, so
 * a module variable would give the proxy a registry of its own that no logout token reaches. Only
 * the store is shared that way (plain data and a Redis client); each bundle builds its own
 * registry and shared refresh over it. With REDIS_URL it lives in Redis, shared by every
 * storefront process.
 */
interface SignOnParts {
  env: Env;
  oidc: OidcClient;
  service: SignOnService;
  store: SignOnStore;
}

const PROCESS_STORE = Symbol.for('talat.storefront.sign-on-store');
let instance: SignOnParts | undefined;

export function signOnEnv(): Env {
  return (instance ??= build()).env;
}

export function getSignOn(): SignOnService {
  return (instance ??= build()).service;
}

/** The parts the back-channel logout route needs besides the service. */
export function getSignOnParts(): SignOnParts {
  return (instance ??= build());
}

function processStore(): SignOnStore {
  const holder = globalThis as { [PROCESS_STORE]?: SignOnStore };
  const url = process.env.REDIS_URL;
  return (holder[PROCESS_STORE] ??= url ? RedisSignOnStore.fromUrl(url) : new MemorySignOnStore());
}

function build(): SignOnParts {
  const env = parseEnv(process.env);
  const oidc = createOidcClient({
    issuer: env.SIGN_ON_URL.replace(/\/$/, ''),
    internalUrl: (env.SIGN_ON_INTERNAL_URL ?? env.SIGN_ON_URL).replace(/\/$/, ''),
    clientId: env.SSO_CLIENT_ID,
    clientSecret: env.SSO_CLIENT_SECRET,
    redirectUri: `${env.STOREFRONT_URL.replace(/\/$/, '')}/sso/cookie`,
  });
  // Its own connector without the data cache: everything here carries a shopper's session.
  const connector = createConnector(connectorConfigFromEnv(process.env));
  const store = processStore();
  const key = sealingKey(env.CSRF_SECRET);
  const service = createSignOnService({
    oidc,
    connector,
    secret: env.CSRF_SECRET,
    sessions: createSessionRegistry({ store, key }),
    refreshes: createSharedRefresh({ store, key }),
    cookies: { secure: env.COOKIE_SECURE, ssoDomain: env.SSO_COOKIE_DOMAIN || undefined },
  });
  return { env, oidc, service, store };
}
