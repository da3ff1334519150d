import { PAGE_BEFORE_SIGN_IN_KEY, pageState, pageToRestore, type FieldFacts, type KeptField } from '../../lib/sign-on/page-before-sign-in';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's key on the page: the same page renders the same forms in the same order. */
function formKey(form: HTMLFormElement, index: number): string {
  return form.id || form.getAttribute('name') || form.getAttribute('aria-label') || `#${index}`;
}

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (e): e is Control => e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement,
  );
}

function factsOf(control: Control, form: string): FieldFacts {
  const tag = control instanceof HTMLInputElement ? 'input' : control instanceof HTMLSelectElement ? 'select' : 'textarea';
  return {
    form,
    name: control.name,
    tag,
    type: control.type,
    autocomplete: control.getAttribute('autocomplete') ?? '',
    value: control.value,
    checked: control instanceof HTMLInputElement ? control.checked : false,
    keep: control.closest('[data-keep="off"]') === null,
  };
}

/** Keeps this page's scroll and form contents for the way back from the sister site's sign-in. */
export function keepPageForSignIn(): void {
  try {
    const fields = Array.from(document.forms).flatMap((form, i) => controlsOf(form).map((c) => factsOf(c, formKey(form, i))));
    const state = pageState(window.location.pathname, window.scrollY, fields, Date.now());
    sessionStorage.setItem(PAGE_BEFORE_SIGN_IN_KEY, JSON.stringify(state));
  } catch {
    // No session storage (private mode, full): the shopper comes back to the page as it loads.
  }
}

/** Sets a control's value the way typing does, so the page's own code (React) sees it. */
function setValue(control: Control, value: string) {
  const proto = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function restoreField(field: KeptField, forms: Map<string, HTMLFormElement>) {
  const form = forms.get(field.form);
  if (!form) return;
  const named = controlsOf(form).filter((c) => c.name === field.name);
  if (field.checked !== undefined) {
    const box = named.find(
      (c): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' ? true : c.value === field.value),
    );
    // A click, as the shopper's, so the page's handlers follow.
    if (box && box.checked !== field.checked) box.click();
    return;
  }
  const control = named[0];
  if (control && field.value !== undefined && control.value !== field.value) setValue(control, field.value);
}

/** Back from signing in on the page the shopper left: its forms filled again and its scroll as it was. Once. */
export function restorePageAfterSignIn(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PAGE_BEFORE_SIGN_IN_KEY);
    if (raw) sessionStorage.removeItem(PAGE_BEFORE_SIGN_IN_KEY);
  } catch {
    return;
  }
  const state = pageToRestore(raw, window.location.pathname, Date.now());
  if (!state) return;
  const forms = new Map(Array.from(document.forms).map((form, i) => [formKey(form, i), form]));
  for (const field of state.fields) restoreField(field, forms);
  // After the page's own first layout, which a restored field may change.
  requestAnimationFrame(() => window.scrollTo({ top: state.scrollY, behavior: 'instant' }));
}
