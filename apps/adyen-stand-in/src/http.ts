import type { IncomingMessage, ServerResponse } from 'node:http';

/** On every answer: whoever reads the headers learns this is not Adyen. */
export const STAND_IN_HEADER = { 'x-stand-in': "not Adyen; Talat's Adyen stand-in" };
const MAX_BODY = 1_000_000;

/** Adyen's error answer (ServiceError in CheckoutService-v71.json). */
export interface ServiceError {
  status: number;
  errorCode: string;
  message: string;
  errorType: string;
}

/** An answer before it is written: what the routes return and the idempotency store keeps. */
export interface Answer {
  status: number;
  body: unknown;
}

export function serviceError(status: number, errorCode: string, message: string, errorType = 'validation'): Answer {
  return { status, body: { status, errorCode, message, errorType } satisfies ServiceError };
}

export function sendJson(res: ServerResponse, { status, body }: Answer): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...STAND_IN_HEADER });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, page: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...STAND_IN_HEADER });
  res.end(page);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
