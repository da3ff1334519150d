import { createHash } from 'node:crypto';
import { DATA_CONTENT_SECURITY_POLICY } from '@talat/service-kit';
import Provider, { type AdapterFactory, type Configuration, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import { displayName, type AccountStore } from './accounts.js';
import type { Config } from './config.js';
import { clearUpidCookie, upidCookie, type UpidCookieSettings } from './cookies.js';
import { html, raw } from '@talat/rules/html';
import { DEFAULT_LANG, langFromUiLocales, messages, type Lang } from './i18n.js';
import type { ProviderKeys } from './keys.js';
import { layout, linkList } from './pages.js';

export const SCOPES = ['openid', 'email', 'profile', 'offline_access'];

/** The provider's part of the configuration (config.ts), with the issuer known. */
export type ProviderSettings = UpidCookieSettings &
  Pick<
    Config,
    | 'storefrontUrl'
    | 'clientId'
    | 'clientSecret'
    | 'clientAuthMethod'
    | 'accessTokenTtl'
    | 'refreshTokenTtl'
    | 'rotateRefreshTokens'
    | 'backchannelLogoutUrl'
    | 'sessionTtl'
    | 'trustProxy'
  > & { issuer: string };

/** Options of oidc-provider's own cookies (session, interaction): host-only, HttpOnly, Lax. */
export const providerCookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

/**
 * The grant of the first-party storefront: the requested OpenID scopes (and claims) are granted
 * without asking, so the shopper never sees a consent screen. An existing grant of the same
 * account and client is extended; otherwise a new one is made.
 */
export async function ensureGrant(
  provider: Provider,
  opts: { accountId: string; clientId: string; grantId?: string; scopes: Iterable<string>; claims?: Iterable<string> },
): Promise<Grant> {
  let grant = opts.grantId ? await provider.Grant.find(opts.grantId) : undefined;
  if (grant && (grant.accountId !== opts.accountId || grant.clientId !== opts.clientId)) grant = undefined;
  grant ??= new provider.Grant({ accountId: opts.accountId, clientId: opts.clientId });
  const scopes = [...opts.scopes].filter((s) => SCOPES.includes(s));
  if (scopes.length) grant.addOIDCScope(scopes);
  const claims = [...(opts.claims ?? [])];
  if (claims.length) grant.addOIDCClaims(claims);
  await grant.save();
  return grant;
}

const langOf = (ctx: KoaContextWithOIDC): Lang => langFromUiLocales(ctx.oidc?.params?.ui_locales) ?? DEFAULT_LANG;

/**
 * The policy of the pages oidc-provider writes itself (errors, the signed-out page, the
 * self-submitting forms of a logout): nothing from elsewhere, and a script-src that matches no
 * script, to which oidc-provider adds the hash of each inline script it writes (its form_post
 * page's submit). Nothing else can run. JSON answers get the kit's data policy instead.
 */
export const PROVIDER_PAGE_CSP =
  "default-src 'none'; script-src 'report-sample'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const AUTO_SIGN_OUT = "document.getElementById('sign-out').click();";

/** Builds the OpenID Provider: one confidential client (the storefront), code flow with PKCE, keys and storage given. */
export function createProvider(
  settings: ProviderSettings,
  deps: { accounts: AccountStore; keys: ProviderKeys; adapter: AdapterFactory },
): Provider {
  const { accounts } = deps;
  const cookie = providerCookieOptions(settings.cookieSecure);
  const shop = (lang: Lang) => `${settings.storefrontUrl}/${lang}`;

  const configuration: Configuration = {
    adapter: deps.adapter,
    jwks: deps.keys.jwks as Configuration['jwks'],
    cookies: { keys: deps.keys.cookieKeys, long: cookie, short: cookie },
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: 'Talat storefront',
        redirect_uris: [`${settings.storefrontUrl}/sso/cookie`],
        post_logout_redirect_uris: [`${settings.storefrontUrl}/en`, `${settings.storefrontUrl}/th`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: settings.clientAuthMethod,
        // OpenID Connect Back-Channel Logout: the storefront is told when a session it signed on
        // with ends here (session-ending.ts); with session_required, its ID tokens carry `sid`.
        backchannel_logout_uri: settings.backchannelLogoutUrl,
        backchannel_logout_session_required: true,
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
    },
    // The claims of the granted scopes go into the ID token too: the storefront needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const lang = langOf(ctx);
          const m = messages(lang);
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          // The shop asked with an ID token of the account signed on here: the shopper has already
          // chosen to sign out there, so the form submits itself (the button stays for no-script use).
          const auto = hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          ctx.type = 'html';
          ctx.set('cache-control', 'no-store');
          ctx.set(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; script-src ${auto ? scriptHash(AUTO_SIGN_OUT) : "'none'"}; base-uri 'none'; frame-ancestors 'none'`,
          );
          ctx.body = layout({
            lang,
            title: m.signOutTitle,
            main: html`<p>${auto ? m.signingOut : m.signOutQuestion}</p>${raw(form)}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${m.signOut}</button>
${linkList([{ href: shop(lang), text: m.backToShop }])}
${auto ? html`<script>${raw(AUTO_SIGN_OUT)}</script>` : ''}`,
          }).value;
        },
        postLogoutSuccessSource: (ctx) => {
          const lang = langOf(ctx);
          const m = messages(lang);
          ctx.type = 'html';
          ctx.body = layout({
            lang,
            title: m.signedOutTitle,
            main: html`<div role="status" class="status"><p>${m.signedOut}</p></div>${linkList([
              { href: `/${lang}/sign-in`, text: m.signInTitle },
              { href: shop(lang), text: m.backToShop },
            ])}`,
          }).value;
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.findBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.confirmedAt !== null,
          given_name: account.givenName,
          family_name: account.familyName,
          name: displayName(account),
          locale: account.locale,
        }),
      };
    },
    // First-party client: whatever it asks for (within SCOPES) is granted, in the interaction and
    // for prompt=none alike.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.account || !oidc.client) return undefined;
      return ensureGrant(provider, {
        accountId: oidc.account.accountId,
        clientId: oidc.client.clientId,
        grantId: oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId),
        scopes: oidc.requestParamOIDCScopes,
        claims: oidc.requestParamClaims,
      });
    },
    // Refresh tokens for the storefront on every code exchange (offline_access not needed),
    // rotated on every use unless SSO_ROTATE_REFRESH_TOKENS=false; a used one presented again
    // revokes its grant (oidc-provider) and the storefront is told (session-ending.ts).
    issueRefreshToken: async (_ctx, client) => client.clientId === settings.clientId && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => settings.rotateRefreshTokens,
    // Tokens are not bound to the provider session (an account switch at the sister site or the
    // shop's own sign-off must not end them by themselves); a sign-out here, a password reset and
    // a reused refresh token revoke them explicitly (session-ending.ts).
    expiresWithSession: async () => false,
    // oidc-provider refuses outgoing requests to loopback and private addresses (protection for
    // clients that register themselves). Here the one client is configured by the operator and
    // its back-channel logout URI is often on the same machine or network, so that refusal is
    // dropped.
    fetch: (url, options) => {
      const { dispatcher: _dispatcher, ...rest } = options as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(url, rest);
    },
    ttl: {
      AccessToken: settings.accessTokenTtl,
      IdToken: settings.accessTokenTtl,
      RefreshToken: settings.refreshTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: settings.sessionTtl,
      Grant: settings.sessionTtl,
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: () => false,
    discovery: { ui_locales_supported: ['en', 'th'] },
    renderError: (ctx, out) => {
      const lang = langOf(ctx);
      const m = messages(lang);
      ctx.type = 'html';
      ctx.set('cache-control', 'no-store');
      ctx.body = layout({
        lang,
        title: m.errorTitle,
        main: html`<div role="alert" class="alert"><p>${m.errorText}</p><p><code>${out.error}</code>${out.error_description ? html`: ${out.error_description}` : ''}</p></div>${linkList(
          [{ href: shop(lang), text: m.backToShop }],
        )}`,
      }).value;
    },
  };

  const provider = new Provider(settings.issuer, configuration);
  // X-Forwarded-Proto/Host count only when a proxy is trusted (app.ts drops them from others).
  provider.proxy = settings.trustProxy.kind !== 'none';
  if (settings.cookieSecure) {
    // Browsers accept Secure cookies from http://localhost; Koa's cookie module refuses to write
    // them over plain HTTP unless the request counts as secure, so here it always does.
    Object.defineProperty(provider.request, 'secure', { get: () => true });
  }

  // Every answer of the provider: a page policy before (see PROVIDER_PAGE_CSP), the data policy for
  // whatever is not a page (token, JWKS, discovery, userinfo, JSON errors).
  provider.use(async (ctx, next) => {
    ctx.set('content-security-policy', PROVIDER_PAGE_CSP);
    await next();
    if (!/html/i.test(ctx.response.type)) ctx.set('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
  });

  // `_sa_sso_upid` follows every sign-on through an interaction (set when the login result is
  // applied, so an account switch that passes through a logout ends with the new account's id).
  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    const accountId = oidc?.route === 'resume' ? oidc.result?.login?.accountId : undefined;
    if (accountId && oidc?.session?.accountId === accountId && ctx.status < 400) {
      ctx.append('Set-Cookie', upidCookie(accountId, settings));
    }
  });
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    ctx.append('Set-Cookie', clearUpidCookie(settings));
  });

  return provider;
}
