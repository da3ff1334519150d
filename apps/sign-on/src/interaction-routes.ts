import type { InteractionResults } from 'oidc-provider';
import { captchaMessage } from './captcha.js';
import { csrfFor, formPage, page, type Route } from './context.js';
import { csrfValid } from './csrf.js';
import { readForm } from './http.js';
import { DEFAULT_LANG, isLang, langFromUiLocales, messages, type Lang } from './i18n.js';
import { messagePage, signInPage } from './pages.js';
import { ensureGrant } from './provider.js';
import { attemptSignIn, rememberClient, signInClient } from './sign-in.js';

type Interaction = Awaited<ReturnType<Route['app']['provider']['interactionDetails']>>;

/** The interaction, or undefined when it expired, was finished, or belongs to another browser. */
async function details(r: Route, uid: string): Promise<Interaction | undefined> {
  try {
    const interaction = await r.app.provider.interactionDetails(r.req, r.res);
    return interaction.uid === uid ? interaction : undefined;
  } catch (e) {
    if ((e as Error).name === 'SessionNotFound') return undefined;
    throw e;
  }
}

const stringParam = (params: Record<string, unknown>, name: string): string | undefined =>
  typeof params[name] === 'string' ? params[name] : undefined;

/** Page language: an explicit choice (`?lang=`, or the form's), else the request's ui_locales, else English. */
function languageOf(interaction: Interaction | undefined, chosen: string | null | undefined): Lang {
  if (isLang(chosen)) return chosen;
  return langFromUiLocales(interaction?.params.ui_locales) ?? DEFAULT_LANG;
}

function expired(r: Route, lang: Lang): void {
  const m = messages(lang);
  page(
    r,
    400,
    messagePage({
      lang,
      title: m.interactionExpiredTitle,
      text: m.interactionExpiredText,
      role: 'alert',
      links: [{ href: `${r.app.config.storefrontUrl}/${lang}`, text: m.backToShop }],
    }),
  );
}

/** Grants what the client asked for and finishes the interaction with `login` (when given) and `consent`. */
async function finish(r: Route, interaction: Interaction, accountId: string, login: boolean): Promise<void> {
  const clientId = stringParam(interaction.params, 'client_id') ?? '';
  const grant = await ensureGrant(r.app.provider, {
    accountId,
    clientId,
    grantId: login ? undefined : interaction.grantId,
    scopes: (stringParam(interaction.params, 'scope') ?? 'openid').split(' '),
  });
  const result: InteractionResults = {
    ...(login ? { login: { accountId, amr: ['pwd'], remember: true } } : {}),
    consent: { grantId: grant.jti },
  };
  await r.app.provider.interactionFinished(r.req, r.res, result, { mergeWithLastSubmission: false });
}

function renderLogin(
  r: Route,
  uid: string,
  lang: Lang,
  status: number,
  o: Partial<Parameters<typeof signInPage>[0]> = {},
  headers?: Record<string, string>,
): void {
  const m = messages(lang);
  const captcha = r.app.config.captcha.login;
  formPage(
    r,
    captcha,
    status,
    signInPage({
      lang,
      captcha,
      action: `/interaction/${uid}/login`,
      csrf: csrfFor(r),
      hidden: { lang },
      intro: m.signInToShop,
      links: [
        { href: `/${lang}/register?interaction=${uid}`, text: m.createAccountLink },
        { href: `/${lang}/forgot?interaction=${uid}`, text: m.forgotLink },
      ],
      cancelAction: `/interaction/${uid}/abort`,
      otherLanguageHref: `/interaction/${uid}?lang=${lang === 'en' ? 'th' : 'en'}`,
      ...o,
    }),
    headers,
  );
}

/** GET /interaction/:uid: the sign-in form; a consent prompt is answered at once (first-party client). */
async function show(r: Route, uid: string): Promise<void> {
  const interaction = await details(r, uid);
  const lang = languageOf(interaction, r.url.searchParams.get('lang'));
  if (!interaction) return expired(r, lang);
  if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
    return finish(r, interaction, interaction.session.accountId, false);
  }
  renderLogin(r, uid, lang, 200, { email: stringParam(interaction.params, 'login_hint') });
}

/** POST /interaction/:uid/login */
async function login(r: Route, uid: string): Promise<void> {
  const form = await readForm(r.req);
  const interaction = await details(r, uid);
  const lang = languageOf(interaction, form.get('lang'));
  if (!interaction) return expired(r, lang);
  const m = messages(lang);
  if (!csrfValid(r.req, form)) return renderLogin(r, uid, lang, 403, { email: form.get('email') ?? '', formError: m.formExpired });
  const client = signInClient(r.req, r.app.config.trustProxy);
  const outcome = await attemptSignIn({ ...r.app, captcha: r.app.config.captcha.login ? r.app.captcha : undefined }, form, client);
  switch (outcome.kind) {
    case 'captcha':
      return renderLogin(r, uid, lang, 400, { email: outcome.values.email, formError: captchaMessage(m.captcha, outcome.reason) });
    case 'rate-limited':
      return renderLogin(
        r,
        uid,
        lang,
        429,
        { email: outcome.values.email, formError: m.tooManyAttempts },
        {
          'retry-after': String(outcome.retryAfterSeconds),
        },
      );
    case 'invalid-form':
      return renderLogin(r, uid, lang, 400, { email: outcome.values.email, errors: outcome.errors });
    case 'refused':
      return renderLogin(r, uid, lang, 400, { email: outcome.values.email, formError: m.signInFailed });
    case 'ok':
      rememberClient(r.res, r.app.accounts, outcome.account.sub, client, r.app.config.cookieSecure);
      return finish(r, interaction, outcome.account.sub, true);
  }
}

/** POST /interaction/:uid/abort: back to the client with access_denied. */
async function abort(r: Route, uid: string): Promise<void> {
  const form = await readForm(r.req);
  const interaction = await details(r, uid);
  const lang = languageOf(interaction, form.get('lang'));
  if (!interaction) return expired(r, lang);
  if (!csrfValid(r.req, form)) return renderLogin(r, uid, lang, 403, { formError: messages(lang).formExpired });
  await r.app.provider.interactionFinished(
    r.req,
    r.res,
    { error: 'access_denied', error_description: 'End-User aborted interaction' },
    { mergeWithLastSubmission: false },
  );
}

/** `/interaction/:uid[/action]`; undefined when the path is not one of these. */
export function interactionRoute(
  path: string,
): { methods: string[]; handler: (r: Route, uid: string) => Promise<void>; uid: string } | undefined {
  const match = /^\/interaction\/([A-Za-z0-9_-]{10,64})(?:\/(login|abort))?$/.exec(path);
  if (!match?.[1]) return undefined;
  const uid = match[1];
  switch (match[2]) {
    case 'login':
      return { methods: ['POST'], handler: login, uid };
    case 'abort':
      return { methods: ['POST'], handler: abort, uid };
    default:
      return { methods: ['GET', 'HEAD'], handler: show, uid };
  }
}
