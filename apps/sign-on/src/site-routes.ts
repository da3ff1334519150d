import { displayName, normalizeEmail } from './accounts.js';
import { CAPTCHA_FIELD, captchaMessage } from './captcha.js';
import { csrfFor, formPage, interactionParam, page, withQuery, type Route } from './context.js';
import { clearUpidCookie, appendSetCookie, upidCookie } from './cookies.js';
import { csrfValid } from './csrf.js';
import { alreadyRegisteredMail, confirmationMail, resetMail } from './emails.js';
import { readForgot, readRegister, readReset } from './forms.js';
import { clientAddressOf, readForm, redirect } from './http.js';
import { messages, type Lang } from './i18n.js';
import { hashToken, looksLikeToken } from './one-time-tokens.js';
import { accountPage, confirmPage, forgotPage, messagePage, registerPage, resetPage, signInPage, type Link } from './pages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endSession, sessionAccountId, startSession } from './provider-session.js';
import { attemptSignIn, rememberClient, signInClient } from './sign-in.js';

/** The same page in the other language (query kept). */
const otherLanguage = (r: Route, lang: Lang): string =>
  `${r.url.pathname.replace(/^\/(en|th)/, lang === 'en' ? '/th' : '/en')}${r.url.search}`;

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });

/** Where to go once an account is ready: back into the pending authorization, else the sign-in page. */
const signInLinks = (lang: Lang, interaction: string | undefined): Link[] => {
  const m = messages(lang);
  return interaction
    ? [{ href: `/interaction/${interaction}?lang=${lang}`, text: m.continueSignIn }]
    : [{ href: `/${lang}/sign-in`, text: m.signInTitle }];
};

// ---- sign-in, account, sign-out ----

async function signIn(r: Route, lang: Lang): Promise<void> {
  const m = messages(lang);
  const links = [
    { href: `/${lang}/register`, text: m.createAccountLink },
    { href: `/${lang}/forgot`, text: m.forgotLink },
  ];
  const captcha = r.app.config.captcha.login;
  const render = (status: number, o: Partial<Parameters<typeof signInPage>[0]> = {}, headers?: Record<string, string>) =>
    formPage(
      r,
      captcha,
      status,
      signInPage({ lang, action: `/${lang}/sign-in`, csrf: csrfFor(r), links, otherLanguageHref: otherLanguage(r, lang), captcha, ...o }),
      headers,
    );

  if (r.req.method !== 'POST') {
    const current = await sessionAccountId(r.app.provider, r.req, r.res);
    const account = current ? r.app.accounts.findBySub(current) : undefined;
    return render(200, {
      status: r.url.searchParams.get('signed_out') === '1' ? m.signedOut : undefined,
      intro: account ? m.signedInAs(displayName(account)) : undefined,
    });
  }
  const form = await readForm(r.req);
  if (!csrfValid(r.req, form)) return render(403, { email: form.get('email') ?? '', formError: m.formExpired });
  const client = signInClient(r.req, r.app.config.trustProxy);
  const outcome = await attemptSignIn({ ...r.app, captcha: captcha ? r.app.captcha : undefined }, form, client);
  switch (outcome.kind) {
    case 'rate-limited':
      return render(429, { email: outcome.values.email, formError: m.tooManyAttempts }, retryAfter(outcome.retryAfterSeconds));
    case 'captcha':
      return render(400, { email: outcome.values.email, formError: captchaMessage(m.captcha, outcome.reason) });
    case 'invalid-form':
      return render(400, { email: outcome.values.email, errors: outcome.errors });
    case 'refused':
      return render(400, { email: outcome.values.email, formError: m.signInFailed });
    case 'ok':
      rememberClient(r.res, r.app.accounts, outcome.account.sub, client, r.app.config.cookieSecure);
      await startSession(r.app.provider, r.req, r.res, {
        accountId: outcome.account.sub,
        ttlSeconds: r.app.config.sessionTtl,
        secure: r.app.config.cookieSecure,
      });
      appendSetCookie(r.res, upidCookie(outcome.account.sub, r.app.config));
      return redirect(r.res, `/${lang}/account`);
  }
}

async function account(r: Route, lang: Lang): Promise<void> {
  const sub = await sessionAccountId(r.app.provider, r.req, r.res);
  const found = sub ? r.app.accounts.findBySub(sub) : undefined;
  if (!found) return redirect(r.res, `/${lang}/sign-in`);
  page(
    r,
    200,
    accountPage({
      lang,
      name: displayName(found),
      email: found.email,
      csrf: csrfFor(r),
      signOutAction: `/${lang}/sign-out`,
      switchHref: `/${lang}/sign-in`,
      shopHref: `${r.app.config.storefrontUrl}/${lang}`,
      otherLanguageHref: otherLanguage(r, lang),
    }),
  );
}

async function signOut(r: Route, lang: Lang): Promise<void> {
  const form = await readForm(r.req);
  if (!csrfValid(r.req, form)) return redirect(r.res, `/${lang}/account`);
  // Signing out here ends the shop's session of this sign-on too (back-channel logout, grants revoked).
  await endSession(r.app.provider, r.req, r.res, { secure: r.app.config.cookieSecure, ending: r.app.ending });
  appendSetCookie(r.res, clearUpidCookie(r.app.config));
  redirect(r.res, `/${lang}/sign-in?signed_out=1`);
}

// ---- register and confirm ----

async function register(r: Route, lang: Lang): Promise<void> {
  const m = messages(lang);
  const { config, accounts, limiters, outbox } = r.app;
  const interaction = interactionParam(r.req.method === 'POST' ? undefined : r.url.searchParams.get('interaction'));
  const rules = await r.app.passwordRules();
  const captcha = config.captcha.create;
  const render = (
    status: number,
    inter: string | undefined,
    o: Partial<Parameters<typeof registerPage>[0]> = {},
    headers?: Record<string, string>,
  ) =>
    formPage(
      r,
      captcha,
      status,
      registerPage({
        captcha,
        lang,
        action: `/${lang}/register`,
        csrf: csrfFor(r),
        hidden: { interaction: inter },
        minLength: rules.minLength,
        links: [
          inter ? { href: `/interaction/${inter}?lang=${lang}`, text: m.haveAccount } : { href: `/${lang}/sign-in`, text: m.haveAccount },
        ],
        otherLanguageHref: otherLanguage(r, lang),
        ...o,
      }),
      headers,
    );

  if (r.req.method !== 'POST') return render(200, interaction);

  const form = await readForm(r.req);
  const inter = interactionParam(form.get('interaction'));
  const { values, errors } = readRegister(form, rules);
  const shown = { firstName: values.firstName, lastName: values.lastName, email: values.email };
  if (!csrfValid(r.req, form)) return render(403, inter, { values: shown, formError: m.formExpired });
  const byIp = limiters.ip.hit(`register:${clientAddressOf(r.req, config.trustProxy)}`);
  if (!byIp.allowed) return render(429, inter, { values: shown, formError: m.tooManyAttempts }, retryAfter(byIp.retryAfterSeconds));
  // The captcha before anything else is looked at: no account is looked up or made without it.
  if (captcha) {
    const checked = await r.app.captcha.verify(form.get(CAPTCHA_FIELD));
    if (!checked.ok) return render(400, inter, { values: shown, formError: captchaMessage(m.captcha, checked.reason) });
  }
  if (Object.keys(errors).length) return render(400, inter, { values: shown, errors });
  const byEmail = limiters.account.hit(`register:${normalizeEmail(values.email)}`);
  if (!byEmail.allowed) return render(429, inter, { values: shown, formError: m.tooManyAttempts }, retryAfter(byEmail.retryAfterSeconds));

  // A known and an unknown email get the same answer (status and page) after the same work: the
  // password is hashed in every case and the mail, whichever it is, leaves after the answer
  // (outbox), so neither the page nor its timing tells whether the address has an account.
  const passwordHash = await hashPassword(values.password);
  const existing = accounts.findByEmail(values.email);
  const link = (path: string, query: Record<string, string | undefined>) => `${config.issuer}${withQuery(path, query)}`;
  if (existing && existing.confirmedAt !== null) {
    outbox.post(
      alreadyRegisteredMail(
        existing.email,
        lang,
        existing.givenName,
        link(inter ? `/interaction/${inter}` : `/${lang}/sign-in`, { lang: inter ? lang : undefined }),
        link(`/${lang}/forgot`, { interaction: inter }),
      ),
    );
  } else {
    // A new account, or a registration again before the first was confirmed: the password and
    // names of this registration travel with its link and apply only when the link's page is
    // given this registration's password (confirm below). Whoever registers an address they do not
    // own never sees the link; its owner, opening it, cannot open the account without the
    // stranger's password, so no account the stranger can sign in to is ever confirmed.
    const registration = { passwordHash, givenName: values.firstName, familyName: values.lastName, locale: lang };
    const target = existing ?? accounts.create({ email: values.email, ...registration, confirmed: false });
    const token = accounts.issueToken('confirm', target.sub, config.confirmTtl, registration);
    outbox.post(
      confirmationMail(target.email, lang, values.firstName, link(`/${lang}/confirm`, { token, interaction: inter }), config.confirmTtl),
    );
  }
  page(
    r,
    200,
    messagePage({ lang, title: m.checkEmailTitle, text: m.checkEmailText(values.email), role: 'status', links: signInLinks(lang, inter) }),
  );
}

/**
 * `/{lang}/confirm?token=`: the link proves the mailbox, the password proves the registration.
 * GET shows a form (a mail scanner opening the link uses nothing up); POST with the password
 * chosen at registration confirms the account and applies that registration. Wrong passwords
 * count per link and per client address.
 */
async function confirm(r: Route, lang: Lang): Promise<void> {
  const m = messages(lang);
  const { config, accounts, limiters } = r.app;
  const posted = r.req.method === 'POST' ? await readForm(r.req) : undefined;
  const token = posted ? posted.get('token') : r.url.searchParams.get('token');
  const interaction = interactionParam(posted ? posted.get('interaction') : r.url.searchParams.get('interaction'));
  const registerLink = { href: withQuery(`/${lang}/register`, { interaction }), text: m.createAccountLink };
  const invalid = () =>
    page(
      r,
      400,
      messagePage({
        lang,
        title: m.confirmInvalidTitle,
        text: m.confirmInvalidText,
        role: 'alert',
        links: [...signInLinks(lang, interaction), registerLink],
      }),
    );
  if (!looksLikeToken(token)) return invalid();
  const pending = accounts.peekConfirmation(token);
  if (!pending) return invalid();

  const render = (status: number, o: Partial<Parameters<typeof confirmPage>[0]> = {}, headers?: Record<string, string>) =>
    page(
      r,
      status,
      confirmPage({
        lang,
        action: `/${lang}/confirm`,
        csrf: csrfFor(r),
        hidden: { token, interaction },
        links: [registerLink],
        otherLanguageHref: otherLanguage(r, lang),
        ...o,
      }),
      headers,
    );
  if (!posted) return render(200);

  if (!csrfValid(r.req, posted)) return render(403, { formError: m.formExpired });
  const byIp = limiters.ip.hit(`confirm:${clientAddressOf(r.req, config.trustProxy)}`);
  if (!byIp.allowed) return render(429, { formError: m.tooManyAttempts }, retryAfter(byIp.retryAfterSeconds));
  const byLink = limiters.account.blocked(`confirm:${hashToken(token)}`);
  if (!byLink.allowed) return render(429, { formError: m.tooManyAttempts }, retryAfter(byLink.retryAfterSeconds));
  const password = (posted.get('password') ?? '').trim();
  if (password === '') return render(400, { error: 'required' });
  const expected = pending.registration?.passwordHash ?? accounts.findBySub(pending.sub)?.passwordHash ?? '';
  if (!(await verifyPassword(password, expected))) {
    limiters.account.record(`confirm:${hashToken(token)}`);
    return render(400, { formError: m.confirmWrongPassword });
  }
  const sub = accounts.consumeToken('confirm', token, (s, registration) => {
    if (registration) accounts.setRegistration(s, registration);
    accounts.confirm(s);
  });
  if (!sub) return invalid();
  page(
    r,
    200,
    messagePage({ lang, title: m.confirmedTitle, text: m.confirmedText, role: 'status', links: signInLinks(lang, interaction) }),
  );
}

// ---- forgotten password ----

async function forgot(r: Route, lang: Lang): Promise<void> {
  const m = messages(lang);
  const { config, accounts, limiters, outbox } = r.app;
  const render = (
    status: number,
    inter: string | undefined,
    o: Partial<Parameters<typeof forgotPage>[0]> = {},
    headers?: Record<string, string>,
  ) =>
    page(
      r,
      status,
      forgotPage({
        lang,
        action: `/${lang}/forgot`,
        csrf: csrfFor(r),
        hidden: { interaction: inter },
        links: signInLinks(lang, inter),
        otherLanguageHref: otherLanguage(r, lang),
        ...o,
      }),
      headers,
    );

  if (r.req.method !== 'POST') return render(200, interactionParam(r.url.searchParams.get('interaction')));

  const form = await readForm(r.req);
  const inter = interactionParam(form.get('interaction'));
  const { values, errors } = readForgot(form);
  if (!csrfValid(r.req, form)) return render(403, inter, { email: values.email, formError: m.formExpired });
  const byIp = limiters.ip.hit(`forgot:${clientAddressOf(r.req, config.trustProxy)}`);
  if (!byIp.allowed) return render(429, inter, { email: values.email, formError: m.tooManyAttempts }, retryAfter(byIp.retryAfterSeconds));
  if (errors.email) return render(400, inter, { email: values.email, error: errors.email });
  const byEmail = limiters.account.hit(`forgot:${normalizeEmail(values.email)}`);
  if (!byEmail.allowed)
    return render(429, inter, { email: values.email, formError: m.tooManyAttempts }, retryAfter(byEmail.retryAfterSeconds));

  const found = accounts.findByEmail(values.email);
  if (found) {
    const token = accounts.issueToken('reset', found.sub, config.resetTtl);
    const link = `${config.issuer}${withQuery(`/${lang}/reset`, { token, interaction: inter })}`;
    outbox.post(resetMail(found.email, lang, found.givenName, link, config.resetTtl));
  }
  page(
    r,
    200,
    messagePage({ lang, title: m.forgotTitle, text: m.forgotDoneText(values.email), role: 'status', links: signInLinks(lang, inter) }),
  );
}

async function reset(r: Route, lang: Lang): Promise<void> {
  const m = messages(lang);
  const { config, accounts, limiters } = r.app;
  const posted = r.req.method === 'POST' ? await readForm(r.req) : undefined;
  const token = posted ? posted.get('token') : r.url.searchParams.get('token');
  const inter = interactionParam(posted ? posted.get('interaction') : r.url.searchParams.get('interaction'));
  const invalid = () =>
    page(
      r,
      400,
      messagePage({
        lang,
        title: m.linkInvalidTitle,
        text: m.linkInvalidText,
        role: 'alert',
        links: [{ href: withQuery(`/${lang}/forgot`, { interaction: inter }), text: m.askAgain }],
      }),
    );
  if (!looksLikeToken(token) || accounts.peekToken('reset', token) === undefined) return invalid();

  const rules = await r.app.passwordRules();
  const render = (status: number, o: Partial<Parameters<typeof resetPage>[0]> = {}, headers?: Record<string, string>) =>
    page(
      r,
      status,
      resetPage({
        lang,
        action: `/${lang}/reset`,
        csrf: csrfFor(r),
        hidden: { token, interaction: inter },
        minLength: rules.minLength,
        ...o,
      }),
      headers,
    );
  if (!posted) return render(200);

  if (!csrfValid(r.req, posted)) return render(403, { formError: m.formExpired });
  const byIp = limiters.ip.hit(`reset:${clientAddressOf(r.req, config.trustProxy)}`);
  if (!byIp.allowed) return render(429, { formError: m.tooManyAttempts }, retryAfter(byIp.retryAfterSeconds));
  const { values, errors } = readReset(posted, rules);
  if (errors.password) return render(400, { error: errors.password });
  const passwordHash = await hashPassword(values.password);
  // The link proves the address, so it confirms an unconfirmed account too (and spends the
  // confirmation links of registrations not made by this mailbox's owner).
  const sub = accounts.consumeToken('reset', token, (s) => {
    accounts.setPasswordHash(s, passwordHash);
    accounts.confirm(s);
    accounts.spendTokens(s, 'confirm');
  });
  if (!sub) return invalid();
  // Whoever knew the old password may be signed in: every grant, token and session of the account
  // ends, and the shop is told to end every session of it (sub-only logout token).
  r.app.ending.passwordReset(sub);
  page(r, 200, messagePage({ lang, title: m.resetDoneTitle, text: m.resetDoneText, role: 'status', links: signInLinks(lang, inter) }));
}

type Handler = (r: Route, lang: Lang) => Promise<void>;

/** `/{lang}/{page}`: the handler and the methods it answers. */
export const SITE_ROUTES: Record<string, { methods: string[]; handler: Handler }> = {
  'sign-in': { methods: ['GET', 'HEAD', 'POST'], handler: signIn },
  account: { methods: ['GET', 'HEAD'], handler: account },
  'sign-out': { methods: ['POST'], handler: signOut },
  register: { methods: ['GET', 'HEAD', 'POST'], handler: register },
  // The form on GET, the confirmation on POST (HEAD is refused: nothing to show without a body).
  confirm: { methods: ['GET', 'POST'], handler: confirm },
  forgot: { methods: ['GET', 'HEAD', 'POST'], handler: forgot },
  reset: { methods: ['GET', 'HEAD', 'POST'], handler: reset },
};
