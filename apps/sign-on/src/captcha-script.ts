/**
 * The script a form with the captcha runs (GET /captcha/form.js), after ALTCHA's widget
 * (/captcha/altcha.js, its CSP-friendly build without bundled workers), as a module script from
 * the sister site's own origin: the pages' policy admits no inline script.
 *
 * - The SHA-256 worker is the sister site's file (worker-src 'self'), not a blob: URL.
 * - The widget's words are the page's, in its language (the widget's `data-strings`).
 * - The form's buttons are disabled in the page until this has run (a form sent before the widget
 *   could work would be refused), and enabled here. Without JavaScript they stay disabled and the
 *   form's <noscript> says why.
 * - A form sent while the widget is still working (it starts by itself when the page loads) is
 *   held until the widget is done, then sent once with its payload (however often it was sent
 *   meanwhile); one sent after the widget failed goes as it is, and the server says what is wrong.
 *
 * Plain ES2017 so that it needs no build; checked by captcha-script.test.ts (parses, and runs
 * against a stand-in page).
 */
export const CAPTCHA_FORM_SCRIPT = `(function () {
  'use strict';
  var altcha = globalThis.$altcha;
  if (altcha) {
    altcha.algorithms.set('SHA-256', function () { return new Worker('/captcha/sha-worker.js'); });
  }
  var widgets = document.querySelectorAll('altcha-widget[data-strings]');
  Array.prototype.forEach.call(widgets, function (widget) {
    var form = widget.closest('form');
    if (altcha) {
      try {
        altcha.i18n.set(widget.getAttribute('language') || 'en', JSON.parse(widget.getAttribute('data-strings')));
      } catch (e) {
        /* the widget keeps its own words */
      }
    }
    if (!form) return;
    var holding = false;
    var submitter;
    form.addEventListener('submit', function (event) {
      var state = typeof widget.getState === 'function' ? widget.getState() : undefined;
      if (state !== 'verifying' && state !== 'unverified' && state !== 'expired') return;
      event.preventDefault();
      submitter = event.submitter || undefined;
      // Sent again while held (a second press): still one form, sent once.
      if (holding) return;
      holding = true;
      var send = function () {
        holding = false;
        if (widget.getState() === 'verified') form.requestSubmit(submitter);
      };
      if (state === 'verifying') {
        var settled = function (e) {
          if (e.detail && e.detail.state === 'verifying') return;
          widget.removeEventListener('statechange', settled);
          send();
        };
        widget.addEventListener('statechange', settled);
      } else {
        Promise.resolve(widget.verify()).then(send, function () {});
      }
    });
    Array.prototype.forEach.call(form.querySelectorAll('button[data-captcha-wait]'), function (button) {
      button.disabled = false;
      button.removeAttribute('data-captcha-wait');
    });
  });
})();
`;
