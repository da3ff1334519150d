import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendHtml, sendJson, serviceError, STAND_IN_HEADER, type Answer } from './http';
import type { StandInOptions } from './options';
import { challengePage, instalmentsPage, notFoundPage, pageLang, promptPayPage } from './pages';
import { createPayments, type ModificationKind } from './payments';
import { createWebhookSender, type ResendRequest } from './webhooks';

export interface StandIn {
  server: Server;
  /** Its public address (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

const MODIFICATION = /^\/v71\/payments\/([A-Za-z0-9]{1,64})\/(captures|refunds|cancels)$/;

/** What a repeated Idempotency-Key answers: the first request's answer, if the request is the same. */
interface Remembered {
  request: string;
  answer: Answer;
}

/**
 * Starts the stand-in: Adyen's Checkout API v71 routes under /v71, its pages and test controls
 * under /stand-in, and /health. Shared by server.ts and the tests, which pass port 0.
 */
export async function createStandIn(options: StandInOptions): Promise<StandIn> {
  let url = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    hmacKey: options.hmacKey,
    retryDelaysMs: options.retryDelaysMs,
    log: options.log,
  });
  const payments = createPayments({ options, webhooks, publicUrl: () => url });
  const remembered = new Map<string, Remembered>();

  /** One Checkout API call: API key, JSON body, Idempotency-Key, then the route. */
  async function checkout(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (req.headers['x-api-key'] !== options.apiKey)
      return sendJson(res, serviceError(401, '000', 'HTTP Status Response - Unauthorized', 'security'));
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return sendJson(res, serviceError(400, '702', 'The request body is not a JSON object.'));
    }
    if (body.merchantAccount !== undefined && body.merchantAccount !== options.merchantAccount)
      return sendJson(res, serviceError(403, '901', 'Invalid Merchant Account', 'security'));

    const key = req.headers['idempotency-key'];
    const request = createHash('sha256').update(`${pathname}\n${raw}`).digest('hex');
    if (typeof key === 'string' && key) {
      const before = remembered.get(key);
      // Same key, same request: the first answer again and nothing done twice. Same key, another
      // request: refused, as the key names one request.
      if (before)
        return sendJson(
          res,
          before.request === request ? before.answer : serviceError(422, '704', 'The Idempotency-Key was used for another request.'),
        );
    }
    const answer = route(pathname, body);
    if (typeof key === 'string' && key) remembered.set(key, { request, answer });
    return sendJson(res, answer);
  }

  function route(pathname: string, body: Record<string, unknown>): Answer {
    if (pathname === '/v71/paymentMethods') return payments.paymentMethods(body);
    if (pathname === '/v71/payments') return payments.pay(body);
    if (pathname === '/v71/payments/details') return payments.details(body);
    const modification = MODIFICATION.exec(pathname);
    if (modification) {
      if (body.merchantAccount === undefined) return serviceError(422, '100', "Required field 'merchantAccount' is not provided.");
      return payments.modify(modification[2] as ModificationKind, modification[1]!, body);
    }
    return serviceError(404, '000', `No Checkout API route ${pathname} in the stand-in`, 'validation');
  }

  /** The test controls and pages under /stand-in/. */
  async function standIn(req: IncomingMessage, res: ServerResponse, requestUrl: URL) {
    const { pathname, searchParams } = requestUrl;
    const lang = searchParams.get('lang');
    // A card's 3-D Secure check and Clearpay's plan: where a redirect action sends the shopper.
    let match = /^\/stand-in\/(challenge|instalments)\/([A-Z0-9]+)$/.exec(pathname);
    if (match && req.method === 'GET') {
      const payment = payments.get(match[2]!);
      const page = payment?.method === 'clearpay' ? 'instalments' : 'challenge';
      if (!payment || payment.state !== 'RedirectShopper' || payment.detailsAnswer || page !== match[1])
        return sendHtml(res, 404, notFoundPage(pageLang(lang, payment?.shopperLocale)));
      const links = {
        completed: payments.challengeReturnUrl(payment, 'completed'),
        failed: payments.challengeReturnUrl(payment, 'failed'),
      };
      const shopperLang = pageLang(lang, payment.shopperLocale);
      return sendHtml(
        res,
        200,
        page === 'instalments' ? instalmentsPage(payment, shopperLang, links) : challengePage(payment, shopperLang, links),
      );
    }
    match = /^\/stand-in\/promptpay\/([A-Z0-9]+)(\/pay|\/refuse|\/expire)?$/.exec(pathname);
    if (match) {
      const psp = match[1]!;
      if (!match[2] && req.method === 'GET') {
        const payment = payments.get(psp);
        if (!payment || payment.method !== 'promptpay') return sendHtml(res, 404, notFoundPage(pageLang(lang)));
        return sendHtml(res, 200, promptPayPage(payment, pageLang(lang, payment.shopperLocale)));
      }
      if (match[2] && req.method === 'POST') {
        await readBody(req);
        const answer =
          match[2] === '/pay'
            ? payments.payPromptPay(psp)
            : match[2] === '/refuse'
              ? payments.refusePromptPay(psp)
              : payments.expirePromptPay(psp);
        // The page's own form comes back to the page; tests get JSON.
        if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
          res.writeHead(303, { location: `/stand-in/promptpay/${psp}${lang ? `?lang=${lang}` : ''}`, ...STAND_IN_HEADER });
          return res.end();
        }
        return sendJson(res, answer);
      }
    }
    match = /^\/stand-in\/modifications\/([A-Z0-9]+)\/(reject|recapture)$/.exec(pathname);
    if (match && req.method === 'POST') {
      const raw = await readBody(req);
      let reason: unknown;
      try {
        reason = raw.trim() ? (JSON.parse(raw) as { reason?: unknown }).reason : undefined;
      } catch {
        return sendJson(res, { status: 400, body: { error: 'The body is not JSON.' } });
      }
      return sendJson(
        res,
        match[2] === 'reject'
          ? payments.rejectModification(match[1]!, typeof reason === 'string' ? reason : undefined)
          : payments.recapture(match[1]!),
      );
    }
    if (pathname === '/stand-in/webhooks' && req.method === 'GET')
      return sendJson(res, { status: 200, body: { webhooks: webhooks.deliveries() } });
    if (pathname === '/stand-in/webhooks/resend' && req.method === 'POST') {
      let request: ResendRequest;
      try {
        request = JSON.parse(await readBody(req)) as ResendRequest;
      } catch {
        return sendJson(res, { status: 400, body: { error: 'The body is not JSON.' } });
      }
      if (typeof request.pspReference !== 'string') return sendJson(res, { status: 400, body: { error: 'pspReference is required.' } });
      const times = Math.min(Math.max(Math.trunc(Number(request.times ?? 1)) || 1, 1), 20);
      const sent = await webhooks.resend({ ...request, times });
      return sendJson(res, { status: 200, body: { sent } });
    }
    return sendJson(res, { status: 404, body: { error: `No stand-in route ${req.method} ${pathname}` } });
  }

  const server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://stand-in');
    const { pathname } = requestUrl;
    const handle = async () => {
      if (pathname === '/health')
        return sendJson(res, {
          status: 200,
          body: {
            status: 'ok',
            stand_in: 'adyen',
            note: 'not Adyen',
            merchantAccount: options.merchantAccount,
            clientKey: options.clientKey,
          },
        });
      if (pathname.startsWith('/v71/')) {
        if (req.method !== 'POST') return sendJson(res, serviceError(405, '000', 'The Checkout API takes POST.', 'validation'));
        return checkout(req, res, pathname);
      }
      if (pathname.startsWith('/stand-in/')) return standIn(req, res, requestUrl);
      return sendJson(res, {
        status: 404,
        body: { error: "Not found. This is not Adyen: Talat's Adyen stand-in answers /v71/... and /stand-in/..." },
      });
    };
    handle().catch((error: unknown) => {
      options.log(`stand-in error: ${String((error as Error).stack ?? error)}`);
      if (!res.headersSent) sendJson(res, serviceError(500, '000', 'Internal error in the stand-in', 'internal'));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  if (!url) url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  options.log(`Adyen stand-in (not Adyen) answers Checkout API v71 on ${url}/v71; webhooks go to ${options.webhookUrl}`);

  return {
    server,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        payments.close();
        webhooks.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
