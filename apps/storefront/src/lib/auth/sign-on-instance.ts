import { connectorConfigFromEnv, createConnector } from '@talat/commerce';
import { parseEnv, type Env } from '../config/env-schema';
import { createOidcClient } from './oidc-client';
import { createSignOnService, type SignOnService } from './sign-on-service';

/**
 * The process's sign-on service, from the environment (SIGN_ON_URL, SSO_CLIENT_ID,
 * SSO_CLIENT_SECRET, SSO_COOKIE_DOMAIN, COOKIE_SECURE). Used by the proxy and the /api/auth
 * routes; server code only (the client secret and tokens never reach a bundle: nothing under
 * components/ imports lib/auth except the pure return-path and sign-on-check modules).
 */
let instance: { env: Env; service: SignOnService } | undefined;

export function signOnEnv(): Env {
  return (instance ??= build()).env;
}

export function getSignOn(): SignOnService {
  return (instance ??= build()).service;
}

function build(): { env: Env; service: SignOnService } {
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
  const service = createSignOnService({
    oidc,
    connector,
    secret: env.CSRF_SECRET,
    cookies: { secure: env.COOKIE_SECURE, ssoDomain: env.SSO_COOKIE_DOMAIN || undefined },
  });
  return { env, service };
}
