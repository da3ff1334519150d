import type { Page } from '@playwright/test';

// A test double of Google's reCAPTCHA v3 script, NOT Google's code: the browser tests answer the
// requests for https://www.google.com/recaptcha/api.js?render=<site key> (what the storefront's
// recaptcha-loader.ts loads) and for the file that script loads from www.gstatic.com themselves,
// so no request leaves the machine. As Google's does, `api.js` defines `grecaptcha.ready()` at once
// and loads the rest from www.gstatic.com/recaptcha/ (so the page policy must admit both origins,
// as the real script needs); that part adds `grecaptcha.execute(siteKey, { action })`. For the
// site key "registered" with this double, execute() answers a token the siteverify stand-in
// accepts (e2e/support/siteverify-stand-in.ts); for any other key it throws as Google's script
// does for a key it does not know ("Invalid site key or not loaded in api.js").

const API_JS = { origin: 'https://www.google.com', pathname: '/recaptcha/api.js' };
const RELEASE_JS = { origin: 'https://www.gstatic.com', pathname: '/recaptcha/releases/talat-e2e-double/recaptcha__en.js' };

export interface RecaptchaDouble {
  /** The site keys the page asked Google's script for (`render=`), in order. */
  scriptRequests: string[];
}

const apiJs = (renderKey: string) => `(function () {
  var queue = [];
  window.grecaptcha = { ready: function (callback) { queue.push(callback); } };
  window.__talatRecaptchaQueue = queue;
  var script = document.createElement('script');
  script.src = ${JSON.stringify(`${RELEASE_JS.origin}${RELEASE_JS.pathname}?k=`)} + encodeURIComponent(${JSON.stringify(renderKey)});
  script.async = true;
  document.head.appendChild(script);
})();
`;

const releaseJs = (renderKey: string, registeredKey: string, tokenPrefix: string) => `(function () {
  var renderKey = ${JSON.stringify(renderKey)};
  var known = renderKey === ${JSON.stringify(registeredKey)};
  var queue = window.__talatRecaptchaQueue || [];
  delete window.__talatRecaptchaQueue;
  function random() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      if (!known || siteKey !== renderKey) throw new Error('Invalid site key or not loaded in api.js: ' + siteKey);
      return Promise.resolve(${JSON.stringify(tokenPrefix)} + '-' + options.action + '-' + random());
    },
  };
  queue.forEach(function (callback) { setTimeout(callback, 0); });
})();
`;

/**
 * Answers the page's requests for Google's reCAPTCHA script with the double: `registeredKey` is
 * the site key Google "knows", `tokenPrefix` the stand-in's.
 */
export async function routeRecaptchaDouble(
  page: Page,
  { registeredKey, tokenPrefix }: { registeredKey: string; tokenPrefix: string },
): Promise<RecaptchaDouble> {
  const double: RecaptchaDouble = { scriptRequests: [] };
  const script = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
  await page.route(
    (url) => url.origin === API_JS.origin && url.pathname === API_JS.pathname,
    (route) => {
      const renderKey = new URL(route.request().url()).searchParams.get('render') ?? '';
      double.scriptRequests.push(renderKey);
      return route.fulfill(script(apiJs(renderKey)));
    },
  );
  await page.route(
    (url) => url.origin === RELEASE_JS.origin && url.pathname === RELEASE_JS.pathname,
    (route) => {
      const renderKey = new URL(route.request().url()).searchParams.get('k') ?? '';
      return route.fulfill(script(releaseJs(renderKey, registeredKey, tokenPrefix)));
    },
  );
  return double;
}
