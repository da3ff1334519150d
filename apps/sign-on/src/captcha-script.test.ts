import { describe, expect, it } from 'vitest';
import { CAPTCHA_FORM_SCRIPT } from './captcha-script.js';

// The form script run against a stand-in page (one form, one widget, one button); the browser
// tests run it in Chromium with the real widget (e2e/sign-on-captcha.spec.ts).

type Listener = (event: { detail?: { state?: string }; submitter?: unknown; preventDefault(): void }) => void;

function standIn(state: string) {
  const listeners = { form: [] as Listener[], widget: [] as Listener[] };
  const button = { disabled: true, removed: [] as string[], removeAttribute: (n: string) => button.removed.push(n) };
  const submitted: unknown[] = [];
  const form = {
    addEventListener: (_type: string, l: Listener) => listeners.form.push(l),
    querySelectorAll: (selector: string) => (selector === 'button[data-captcha-wait]' ? [button] : []),
    requestSubmit: (submitter?: unknown) => submitted.push(submitter ?? 'form'),
  };
  const widget = {
    state,
    verified: 0,
    getAttribute: (name: string) => ({ language: 'th', 'data-strings': '{"label":"ฉันไม่ใช่โปรแกรมอัตโนมัติ"}' })[name] ?? null,
    closest: (selector: string) => (selector === 'form' ? form : null),
    getState: () => widget.state,
    verify: async () => {
      widget.verified += 1;
      widget.state = 'verified';
      return { payload: 'p' };
    },
    addEventListener: (_type: string, l: Listener) => listeners.widget.push(l),
    removeEventListener: (_type: string, l: Listener) => listeners.widget.splice(listeners.widget.indexOf(l), 1),
  };
  const workers: string[] = [];
  const i18n = new Map<string, unknown>();
  const algorithms = new Map<string, () => unknown>();
  const global = { $altcha: { algorithms, i18n } };
  class Worker {
    constructor(url: string) {
      workers.push(url);
    }
  }
  const document = { querySelectorAll: (selector: string) => (selector === 'altcha-widget[data-strings]' ? [widget] : []) };
  new Function('globalThis', 'document', 'Worker', CAPTCHA_FORM_SCRIPT)(global, document, Worker);
  /** Sends the form as a press of its button does; answers whether the browser would have sent it at once. */
  const submit = () => {
    let prevented = false;
    for (const l of listeners.form) l({ submitter: button, preventDefault: () => (prevented = true) });
    return !prevented;
  };
  const changeState = (next: string) => {
    widget.state = next;
    for (const l of [...listeners.widget]) l({ detail: { state: next }, preventDefault: () => {} });
  };
  return { button, widget, submitted, workers, i18n, algorithms, submit, changeState, listeners };
}

describe('the captcha form script', () => {
  it('registers the SHA-256 worker of this origin and the page’s words, then enables the form’s button', () => {
    const page = standIn('verifying');
    expect(page.button.disabled).toBe(false);
    expect(page.button.removed).toEqual(['data-captcha-wait']);
    expect(page.i18n.get('th')).toEqual({ label: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ' });
    page.algorithms.get('SHA-256')!();
    expect(page.workers).toEqual(['/captcha/sha-worker.js']);
  });

  it('sends a form at once when the widget is done, or has failed (the server then says why)', () => {
    expect(standIn('verified').submit()).toBe(true);
    expect(standIn('error').submit()).toBe(true);
  });

  it('holds a form sent while the widget works, and sends it with the same button once it is done', () => {
    const page = standIn('verifying');
    expect(page.submit()).toBe(false);
    page.changeState('verifying');
    expect(page.submitted).toEqual([]);
    page.changeState('verified');
    expect(page.submitted).toEqual([page.button]);
    expect(page.listeners.widget).toHaveLength(0);
  });

  it('sends a form pressed twice while held once; after a failed check a press goes to the server', () => {
    const page = standIn('verifying');
    expect(page.submit()).toBe(false);
    expect(page.submit()).toBe(false);
    expect(page.listeners.widget).toHaveLength(1);
    page.changeState('verified');
    expect(page.submitted).toEqual([page.button]);

    const failed = standIn('verifying');
    failed.submit();
    failed.changeState('error');
    // A later press after a failed check goes to the server, which says what is wrong.
    expect(failed.submit()).toBe(true);
  });

  it('does not send a held form whose check failed', () => {
    const page = standIn('verifying');
    expect(page.submit()).toBe(false);
    page.changeState('error');
    expect(page.submitted).toEqual([]);
  });

  it('starts the check for a form sent before it began (or after it expired), then sends it', async () => {
    for (const state of ['unverified', 'expired']) {
      const page = standIn(state);
      expect(page.submit()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(page.widget.verified).toBe(1);
      expect(page.submitted).toEqual([page.button]);
    }
  });
});
