// One shopper's session against the storefront API, as the browser drives it: a cookie jar,
// the CSRF token and the signed cart creation. For benchmarks (no test framework).

export class ShopSession {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    this.csrf = null;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  async fetch(path, init = {}) {
    const response = await fetch(this.base + path, { ...init, headers: { ...init.headers, cookie: this.cookieHeader() } });
    this.keep(response);
    return response;
  }

  async start(locale = 'en') {
    this.cookies.set('i18n_redirected', locale);
    const res = await this.fetch('/api/csrf');
    this.csrf = (await res.json()).csrfToken;
    const body = JSON.stringify({ locale });
    const signed = await this.fetch('/api/sign-request', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf },
    });
    if (!signed.ok) throw new Error(`sign-request ${signed.status} ${await signed.text()}`);
    const headers = {
      'content-type': 'application/json',
      'x-csrf-token': this.csrf,
      'x-hmac-signature': signed.headers.get('x-hmac-signature'),
      'x-hmac-timestamp': signed.headers.get('x-hmac-timestamp'),
    };
    const created = await this.fetch('/api/commerce/createEmptyCart', { method: 'POST', body, headers });
    if (!created.ok) throw new Error(`createEmptyCart ${created.status} ${await created.text()}`);
  }

  /** One storefront-API call; answers `{ data, ms }` and throws on an HTTP error or ok:false. */
  async call(method, input) {
    const started = performance.now();
    const res = await this.fetch(`/api/commerce/${method}`, {
      method: 'POST',
      body: JSON.stringify(input),
      headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf },
    });
    const json = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${method} ${res.status} ${JSON.stringify(json)}`);
    if (json.data && json.data.ok === false) throw new Error(`${method} refused: ${JSON.stringify(json.data.error)}`);
    return { data: json.data, ms };
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}
