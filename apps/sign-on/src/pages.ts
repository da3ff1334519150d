import type { FieldError } from './forms.js';
import { html, raw, type HtmlValue, type SafeHtml } from '@talat/rules/html';
import { CAPTCHA_FIELD } from './captcha.js';
import { CHALLENGE_PATH, FORM_SCRIPT_PATH, WIDGET_SCRIPT_PATH, WIDGET_STYLE_PATH } from './captcha-routes.js';
import { messages, type Lang, type Messages } from './i18n.js';

const STYLE = raw(
  [
    'body{font-family:system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Thai",sans-serif;margin:0;background:#f6f6f4;color:#1c1c1c;line-height:1.5}',
    'header,main{max-width:28rem;margin:0 auto;padding:1rem}',
    'header{display:flex;justify-content:space-between;align-items:center}',
    'main{background:#fff;border:1px solid #d8d8d4;border-radius:8px}',
    'h1{font-size:1.5rem;margin:.25rem 0 1rem}',
    'label{display:block;font-weight:600;margin-top:1rem}',
    'input[type=email],input[type=password],input[type=text]{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px}',
    'input[aria-invalid=true]{border-color:#b00020}',
    'button{font:inherit;margin-top:1.25rem;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#14532d;color:#fff;cursor:pointer}',
    'button.secondary{background:#fff;color:#14532d;border:1px solid #14532d}',
    'a{color:#14532d}',
    ':focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
    '.error{color:#b00020;margin:.25rem 0 0}',
    '.hint{color:#4a4a4a;font-size:.9rem;margin:.25rem 0 0}',
    '.alert{border:2px solid #b00020;border-radius:4px;padding:.5rem .75rem;margin-bottom:1rem}',
    '.status{border:2px solid #14532d;border-radius:4px;padding:.5rem .75rem;margin-bottom:1rem}',
    '.links{margin-top:1.5rem;padding-left:1.25rem}',
    '.captcha{margin-top:1.25rem}',
    'button:disabled{opacity:.6;cursor:not-allowed}',
    'dl dt{font-weight:600}dl dd{margin:0 0 .75rem}',
  ].join(''),
);

export interface LayoutOptions {
  lang: Lang;
  title: string;
  main: SafeHtml;
  /** The same page in the other language. */
  otherLanguageHref?: string;
  /** More of the head: the captcha's script and stylesheet. */
  head?: SafeHtml;
}

export function layout({ lang, title, main, otherLanguageHref, head }: LayoutOptions): SafeHtml {
  const m = messages(lang);
  const other = lang === 'en' ? 'th' : 'en';
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${m.siteName}</title>
<style>${STYLE}</style>
${head ?? ''}</head>
<body>
<header><strong>${m.siteName}</strong>${otherLanguageHref ? html`<a href="${otherLanguageHref}" lang="${other}" hreflang="${other}">${m.otherLanguage}</a>` : ''}</header>
<main>
<h1>${title}</h1>
${main}
</main>
</body>
</html>
`;
}

/** Announced as soon as the page is read: the errors of a post. */
export const alertBox = (content: HtmlValue): SafeHtml => html`<div role="alert" class="alert">${content}</div>`;

export const statusBox = (text: string): SafeHtml => html`<div role="status" class="status"><p>${text}</p></div>`;

export interface FieldSpec {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value?: string;
  autocomplete: string;
  error?: string;
  hint?: string;
}

export function field(f: FieldSpec): SafeHtml {
  const described = [f.hint ? `${f.id}-hint` : '', f.error ? `${f.id}-error` : ''].filter(Boolean).join(' ');
  return html`<div>
<label for="${f.id}">${f.label}</label>
${f.hint ? html`<p id="${f.id}-hint" class="hint">${f.hint}</p>` : ''}
<input id="${f.id}" name="${f.id}" type="${f.type}" autocomplete="${f.autocomplete}" required${f.type === 'password' ? '' : html` value="${f.value ?? ''}"`}${f.error ? raw(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}>
${f.error ? html`<p id="${f.id}-error" class="error">${f.error}</p>` : ''}
</div>`;
}

export const hiddenFields = (fields: Record<string, string | undefined>): SafeHtml[] =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);

export const fieldMessage = (m: Messages, error: FieldError | undefined, minLength: number): string | undefined =>
  error === undefined ? undefined : error === 'passwordRules' ? m.passwordRules(minLength) : m[error];

/** The alert above a form: a form-level message, or the list of field errors linking to their fields. */
export function formAlert(
  m: Messages,
  formError: string | undefined,
  fieldErrors: { id: string; label: string; message: string | undefined }[],
): SafeHtml | '' {
  if (formError) return alertBox(html`<p>${formError}</p>`);
  const listed = fieldErrors.filter((e) => e.message !== undefined);
  if (!listed.length) return '';
  return alertBox(html`<p>${m.fixErrors}</p><ul>${listed.map((e) => html`<li><a href="#${e.id}">${e.label}: ${e.message}</a></li>`)}</ul>`);
}

/** The head of a page whose form asks for the captcha: ALTCHA's widget and stylesheet, then the form's script (captcha-script.ts). */
export const captchaHead = (): SafeHtml =>
  html`<link rel="stylesheet" href="${WIDGET_STYLE_PATH}">
<script type="module" src="${WIDGET_SCRIPT_PATH}"></script>
<script type="module" src="${FORM_SCRIPT_PATH}"></script>
`;

/**
 * ALTCHA's widget in a form: a checkbox labelled in the page's language that checks itself as the
 * page loads (the browser does the proof of work in a worker), its payload posted as the field
 * `altcha`. No attribution link or logo: nothing in the form points away from the sister site.
 * Without JavaScript nothing can solve it: the <noscript> says so.
 */
export function captchaField(lang: Lang): SafeHtml {
  const { noScript, required: _required, failed: _failed, ...words } = messages(lang).captcha;
  const strings = { ...words, footer: '', ariaLinkLabel: '' };
  return html`<div class="captcha">
<altcha-widget challenge="${CHALLENGE_PATH}" name="${CAPTCHA_FIELD}" auto="onload" language="${lang}" configuration="${JSON.stringify({ hideFooter: true, hideLogo: true })}" data-strings="${JSON.stringify(strings)}"></altcha-widget>
<noscript><p class="error">${noScript}</p></noscript>
</div>`;
}

/** A form's submit button; with the captcha, disabled until the form's script has run (captcha-script.ts). */
const submitButton = (text: string, captcha: boolean | undefined): SafeHtml =>
  captcha ? html`<button type="submit" disabled data-captcha-wait>${text}</button>` : html`<button type="submit">${text}</button>`;

export interface Link {
  href: string;
  text: string;
}

export const linkList = (links: Link[]): SafeHtml =>
  html`<ul class="links">${links.map((l) => html`<li><a href="${l.href}">${l.text}</a></li>`)}</ul>`;

/** A page of one message (and links): check your email, link not valid, errors. */
export function messagePage(opts: {
  lang: Lang;
  title: string;
  text: string;
  links?: Link[];
  role?: 'alert' | 'status';
  otherLanguageHref?: string;
}): SafeHtml {
  const body =
    opts.role === 'alert' ? alertBox(html`<p>${opts.text}</p>`) : opts.role === 'status' ? statusBox(opts.text) : html`<p>${opts.text}</p>`;
  return layout({
    lang: opts.lang,
    title: opts.title,
    otherLanguageHref: opts.otherLanguageHref,
    main: html`${body}${opts.links?.length ? linkList(opts.links) : ''}`,
  });
}

export interface SignInPageOptions {
  lang: Lang;
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  email?: string;
  errors?: { email?: FieldError; password?: FieldError };
  formError?: string;
  status?: string;
  intro?: string;
  links: Link[];
  /** The interaction's cancel button posts here. */
  cancelAction?: string;
  otherLanguageHref?: string;
  /** The form asks for the captcha (SIGN_ON_CAPTCHA_LOGIN). */
  captcha?: boolean;
}

export function signInPage(o: SignInPageOptions): SafeHtml {
  const m = messages(o.lang);
  const emailError = fieldMessage(m, o.errors?.email, 0);
  const passwordError = fieldMessage(m, o.errors?.password, 0);
  return layout({
    lang: o.lang,
    title: m.signInTitle,
    otherLanguageHref: o.otherLanguageHref,
    head: o.captcha ? captchaHead() : undefined,
    main: html`${o.status ? statusBox(o.status) : ''}${formAlert(m, o.formError, [
      { id: 'email', label: m.email, message: emailError },
      { id: 'password', label: m.password, message: passwordError },
    ])}${o.intro ? html`<p>${o.intro}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
${hiddenFields({ csrf: o.csrf, ...o.hidden })}
${field({ id: 'email', label: m.email, type: 'email', value: o.email, autocomplete: 'username', error: emailError })}
${field({ id: 'password', label: m.password, type: 'password', autocomplete: 'current-password', error: passwordError })}
${o.captcha ? captchaField(o.lang) : ''}
${submitButton(m.signInButton, o.captcha)}
</form>
<p class="hint">${m.unconfirmedHint}</p>
${linkList(o.links)}
${o.cancelAction ? html`<form method="post" action="${o.cancelAction}">${hiddenFields({ csrf: o.csrf })}<button type="submit" class="secondary">${m.cancel}</button></form>` : ''}`,
  });
}

export interface RegisterPageOptions {
  lang: Lang;
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  values?: { firstName?: string; lastName?: string; email?: string };
  errors?: { firstName?: FieldError; lastName?: FieldError; email?: FieldError; password?: FieldError };
  formError?: string;
  minLength: number;
  links: Link[];
  otherLanguageHref?: string;
  /** The form asks for the captcha (SIGN_ON_CAPTCHA_CREATE). */
  captcha?: boolean;
}

export function registerPage(o: RegisterPageOptions): SafeHtml {
  const m = messages(o.lang);
  const msg = (e: FieldError | undefined) => fieldMessage(m, e, o.minLength);
  const errors = {
    firstName: msg(o.errors?.firstName),
    lastName: msg(o.errors?.lastName),
    email: msg(o.errors?.email),
    password: msg(o.errors?.password),
  };
  return layout({
    lang: o.lang,
    title: m.registerTitle,
    otherLanguageHref: o.otherLanguageHref,
    head: o.captcha ? captchaHead() : undefined,
    main: html`${formAlert(m, o.formError, [
      { id: 'firstName', label: m.firstName, message: errors.firstName },
      { id: 'lastName', label: m.lastName, message: errors.lastName },
      { id: 'email', label: m.email, message: errors.email },
      { id: 'password', label: m.password, message: errors.password },
    ])}
<form method="post" action="${o.action}" novalidate>
${hiddenFields({ csrf: o.csrf, ...o.hidden })}
${field({ id: 'firstName', label: m.firstName, type: 'text', value: o.values?.firstName, autocomplete: 'given-name', error: errors.firstName })}
${field({ id: 'lastName', label: m.lastName, type: 'text', value: o.values?.lastName, autocomplete: 'family-name', error: errors.lastName })}
${field({ id: 'email', label: m.email, type: 'email', value: o.values?.email, autocomplete: 'email', error: errors.email })}
${field({ id: 'password', label: m.password, type: 'password', autocomplete: 'new-password', error: errors.password, hint: errors.password ? undefined : m.passwordRules(o.minLength) })}
${o.captcha ? captchaField(o.lang) : ''}
${submitButton(m.registerButton, o.captcha)}
</form>
${linkList(o.links)}`,
  });
}

export interface EmailFormPageOptions {
  lang: Lang;
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  email?: string;
  error?: FieldError;
  formError?: string;
  links: Link[];
  otherLanguageHref?: string;
}

/**
 * A page whose form asks for one thing (an email, a new password, the registration's password):
 * the form's alert, an optional introduction, the field, the button, then the page's links.
 */
function oneFieldPage(o: {
  lang: Lang;
  title: string;
  otherLanguageHref?: string;
  intro?: string;
  action: string;
  csrf: string;
  hidden?: Record<string, string | undefined>;
  formError?: string;
  field: FieldSpec;
  button: string;
  after?: SafeHtml | string;
}): SafeHtml {
  const m = messages(o.lang);
  return layout({
    lang: o.lang,
    title: o.title,
    otherLanguageHref: o.otherLanguageHref,
    main: html`${formAlert(m, o.formError, [{ id: o.field.id, label: o.field.label, message: o.field.error }])}
${o.intro ? html`<p>${o.intro}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
${hiddenFields({ csrf: o.csrf, ...o.hidden })}
${field(o.field)}
<button type="submit">${o.button}</button>
</form>
${o.after ?? ''}`,
  });
}

export function forgotPage(o: EmailFormPageOptions): SafeHtml {
  const m = messages(o.lang);
  return oneFieldPage({
    ...o,
    title: m.forgotTitle,
    intro: m.forgotIntro,
    field: { id: 'email', label: m.email, type: 'email', value: o.email, autocomplete: 'email', error: fieldMessage(m, o.error, 0) },
    button: m.forgotButton,
    after: linkList(o.links),
  });
}

export interface ResetPageOptions {
  lang: Lang;
  action: string;
  csrf: string;
  hidden: Record<string, string | undefined>;
  error?: FieldError;
  formError?: string;
  minLength: number;
}

export function resetPage(o: ResetPageOptions): SafeHtml {
  const m = messages(o.lang);
  const passwordError = fieldMessage(m, o.error, o.minLength);
  return oneFieldPage({
    ...o,
    title: m.resetTitle,
    field: {
      id: 'password',
      label: m.newPassword,
      type: 'password',
      autocomplete: 'new-password',
      error: passwordError,
      hint: passwordError ? undefined : m.passwordRules(o.minLength),
    },
    button: m.resetButton,
  });
}

export interface ConfirmPageOptions {
  lang: Lang;
  action: string;
  csrf: string;
  hidden: Record<string, string | undefined>;
  error?: FieldError;
  formError?: string;
  links: Link[];
  otherLanguageHref?: string;
}

/** The confirmation link's page: the password chosen at registration opens the account (not the link alone). */
export function confirmPage(o: ConfirmPageOptions): SafeHtml {
  const m = messages(o.lang);
  return oneFieldPage({
    ...o,
    title: m.confirmTitle,
    intro: m.confirmIntro,
    field: { id: 'password', label: m.password, type: 'password', autocomplete: 'current-password', error: fieldMessage(m, o.error, 0) },
    button: m.confirmButton,
    after: html`<p class="hint">${m.confirmNotYou}</p>
${linkList(o.links)}`,
  });
}

export function accountPage(o: {
  lang: Lang;
  name: string;
  email: string;
  csrf: string;
  signOutAction: string;
  switchHref: string;
  shopHref: string;
  otherLanguageHref?: string;
}): SafeHtml {
  const m = messages(o.lang);
  return layout({
    lang: o.lang,
    title: m.accountTitle,
    otherLanguageHref: o.otherLanguageHref,
    main: html`<p>${m.signedInAs(o.name)}</p>
<dl><dt>${m.name}</dt><dd>${o.name}</dd><dt>${m.email}</dt><dd>${o.email}</dd></dl>
<p><a href="${o.switchHref}">${m.switchAccount}</a></p>
<form method="post" action="${o.signOutAction}">${hiddenFields({ csrf: o.csrf })}<button type="submit">${m.signOut}</button></form>
${linkList([{ href: o.shopHref, text: m.backToShop }])}`,
  });
}
