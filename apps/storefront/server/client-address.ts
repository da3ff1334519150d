import type { IncomingMessage } from 'node:http';
import { clientAddress, type TrustProxy } from '@talat/service-kit';
import { CLIENT_ADDRESS_HEADER } from '@talat/service-kit/headers';

/**
 * The shopper's address for every request the server hands to Next.js: the connection's, or
 * through X-Forwarded-For only from the proxies `TRUST_PROXY` names (the service kit's rules).
 * It replaces whatever a client sent in the same header, so the storefront's limits
 * (src/lib/security/rate-limit.ts) and the engine's, which get it from the connector, count the
 * real client.
 */
export function setClientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
