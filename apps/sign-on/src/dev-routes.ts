import { page, type Route } from './context.js';
import { faultRequestSchema } from './faults.js';
import { html } from './html.js';
import { readJson, sendJson } from './http.js';
import { layout } from './pages.js';

/** GET /mailbox: every message, newest first, as a page (English chrome; messages as sent). */
async function mailboxPage(r: Route, mailbox: NonNullable<Route['app']['mailbox']>): Promise<void> {
  const to = r.url.searchParams.get('to') ?? undefined;
  const mails = await mailbox.list(to);
  const items = mails.map(
    (mail) => html`<article lang="${mail.lang}">
<h2>${mail.subject}</h2>
<p><strong>To:</strong> ${mail.to} · <time datetime="${mail.sentAt}">${mail.sentAt}</time></p>
<pre style="white-space:pre-wrap">${mail.text}</pre>
<ul>${mail.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>
</article>`,
  );
  page(
    r,
    200,
    layout({
      lang: 'en',
      title: 'Development mailbox',
      main: html`<form method="get" action="/mailbox"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${to ?? ''}"><button type="submit">Filter</button></form>
${mails.length ? items : html`<p>No messages.</p>`}`,
    }),
  );
}

/** GET /mailbox/messages?to=: `[{ id, to, subject, text, links, sentAt }]`, newest first. */
async function mailboxMessages(r: Route, mailbox: NonNullable<Route['app']['mailbox']>): Promise<void> {
  const mails = await mailbox.list(r.url.searchParams.get('to') ?? undefined);
  sendJson(
    r.req,
    r.res,
    200,
    mails.map(({ id, to, subject, text, links, sentAt }) => ({ id, to, subject, text, links, sentAt })),
  );
}

/** POST /dev/faults `{"token": 503, "count": 2}` arms the token endpoint fault; GET shows it. */
async function faults(r: Route): Promise<void> {
  if (r.req.method === 'POST') {
    const parsed = faultRequestSchema.safeParse(await readJson(r.req));
    if (!parsed.success) {
      return sendJson(r.req, r.res, 400, {
        error: 'invalid_request',
        error_description: 'expected {"token": 0 | 400-599, "count": 1-1000, "refreshToken"?: string}',
      });
    }
    r.app.faults.set(parsed.data.token, parsed.data.count, parsed.data.refreshToken);
  }
  sendJson(r.req, r.res, 200, r.app.faults.state);
}

const notFound = (r: Route) => sendJson(r.req, r.res, 404, { error: 'not_found' });

/** The development routes; undefined when the path is not one of them. 404 when switched off. */
export function devRoute(path: string): { methods: string[]; handler: (r: Route) => Promise<void> } | undefined {
  switch (path) {
    case '/mailbox':
      return {
        methods: ['GET', 'HEAD'],
        handler: async (r) => (r.app.mailbox ? mailboxPage(r, r.app.mailbox) : notFound(r)),
      };
    case '/mailbox/messages':
      return {
        methods: ['GET', 'HEAD'],
        handler: async (r) => (r.app.mailbox ? mailboxMessages(r, r.app.mailbox) : notFound(r)),
      };
    case '/dev/faults':
      return {
        methods: ['GET', 'HEAD', 'POST'],
        handler: async (r) => (r.app.config.devFaults ? faults(r) : notFound(r)),
      };
    default:
      return undefined;
  }
}
