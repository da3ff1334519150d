// The catcher's HTML pages: the list of messages (with a recipient filter), one message, and
// "not found". No script anywhere; a message's own HTML is shown in a sandboxed iframe.
import { html, type SafeHtml } from '@talat/rules/html';
import type { CaughtMessage } from './message-store.js';

export const BANNER = 'Development mail catcher — messages are kept here and never delivered';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header{background:#7a1f00;color:#fff;padding:.6rem 1rem}
header p{margin:0;font-weight:600}
header a{color:#fff}
main{padding:1rem;max-width:70rem}
h1{font-size:1.4rem;margin:.2rem 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}
caption{text-align:left;padding:.25rem 0;color:#555}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
td{overflow-wrap:anywhere}
form{margin:0 0 1rem;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
input{font:inherit;padding:.25rem .4rem;min-width:18rem}
button{font:inherit;padding:.25rem .8rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f5f5;padding:.75rem;border:1px solid #ddd}
iframe{width:100%;height:36rem;border:1px solid #ddd;background:#fff}
li{overflow-wrap:anywhere}
`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${BANNER}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${BANNER}. <a href="/">All messages</a></p></header>
<main>
${body}
</main>
</body>
</html>
`.value;
}

/** `2026-11-29T15:09:46.123Z` → `2026-11-29 15:09:46 UTC`. */
function shortDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

export function listPage(messages: CaughtMessage[], to: string): string {
  const rows = messages.map(
    (m) => html`<tr>
<td><time datetime="${m.date}">${shortDate(m.date)}</time></td>
<td>${m.from}</td>
<td>${m.to.join(', ')}</td>
<td><a href="/messages/${encodeURIComponent(m.id)}">${m.subject || '(no subject)'}</a></td>
</tr>
`,
  );
  const empty = to ? `No messages for ${to}.` : 'No messages yet.';
  return layout(
    'Messages',
    html`<h1>Messages</h1>
<form method="get" action="/" role="search">
<label for="to">Recipient address</label>
<input id="to" name="to" type="search" value="${to}" autocomplete="off" spellcheck="false">
<button type="submit">Filter</button>
${to ? html`<a href="/">Show all</a>` : ''}
</form>
${
  messages.length === 0
    ? html`<p>${empty}</p>`
    : html`<table>
<caption>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}</tbody>
</table>`
}`,
  );
}

export function messagePage(m: CaughtMessage): string {
  return layout(
    m.subject || '(no subject)',
    html`<h1>${m.subject || '(no subject)'}</h1>
<dl>
<dt>From</dt><dd>${m.from}</dd>
<dt>To</dt><dd>${m.to.join(', ')}</dd>
<dt>Subject</dt><dd>${m.subject}</dd>
<dt>Received</dt><dd><time datetime="${m.date}">${shortDate(m.date)}</time></dd>
<dt>Size</dt><dd>${m.size.toLocaleString('en')} bytes</dd>
<dt>JSON</dt><dd><a href="/api/messages/${encodeURIComponent(m.id)}">/api/messages/${m.id}</a></dd>
</dl>
<h2>Links</h2>
${
  m.links.length === 0
    ? html`<p>None.</p>`
    : html`<ul>
${m.links.map(
  (l) => html`<li><a href="${l}" rel="noreferrer noopener">${l}</a></li>
`,
)}</ul>`
}
<h2>Text</h2>
<pre>${m.text}</pre>
<h2>HTML</h2>
${
  m.html === null
    ? html`<p>This message has no HTML body.</p>`
    : html`<iframe sandbox srcdoc="${m.html}" title="HTML body of the message"></iframe>`
}`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Not found',
    html`<h1>Not found</h1>
<p>No such page or message; messages are kept in memory and go when the catcher stops or the list is cleared.</p>`,
  );
}

export function methodNotAllowedPage(allow: string): string {
  return layout(
    'Method not allowed',
    html`<h1>Method not allowed</h1>
<p>This address answers ${allow}.</p>`,
  );
}
