import { BlockList, isIP } from 'node:net';

/**
 * The address of the client a request comes from, for rate limits and logs. It is the
 * connection's address unless that connection is a proxy the service trusts; then the proxy's
 * `X-Forwarded-For` is read from the right, one trusted hop at a time, and the first address not
 * trusted is the client. A header a client writes itself is never believed: entries left of the
 * last trusted proxy's are the client's own words.
 *
 * `TRUST_PROXY` (and the sign-on service's `SSO_TRUST_PROXY`) says whom to trust:
 * - unset, `false` or `0`: nobody; the connection's address is the client;
 * - a hop count (`1`, `2`): that many proxies in front, whatever their addresses;
 * - a comma-separated list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`), and
 *   the names `loopback` (127.0.0.0/8, ::1) and `private` (10/8, 172.16/12, 192.168/16, fc00::/7).
 * `true` is refused: it would believe any client's header.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList; text: string };

export class TrustProxyError extends Error {}

const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addEntry(list: BlockList, entry: string, name: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0) throw new TrustProxyError(`${name}: "${entry}" is not an address, a CIDR range, loopback or private`);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new TrustProxyError(`${name}: "${entry}" has a bad prefix length`);
  list.addSubnet(address, bits, type);
}

/** Parses a trust setting; throws a TrustProxyError naming `name` when it cannot be read. */
export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|0)$/i.test(text)) return { kind: 'none' };
  if (/^true$/i.test(text)) {
    throw new TrustProxyError(
      `${name}=true would believe any client's X-Forwarded-For: give the proxies' addresses (e.g. 127.0.0.1) or their number (e.g. 1)`,
    );
  }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = new BlockList();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    for (const e of NAMED[entry.toLowerCase()] ?? [entry]) addEntry(list, e, name);
  }
  return { kind: 'list', list, text };
}

/** An address as compared and reported: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4, no zone or port. */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  let a = address.trim();
  // "[::1]:1234" and "1.2.3.4:5678", as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  a = a.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(a);
  if (mapped) a = mapped[1]!;
  return isIP(a) === 0 ? undefined : a.toLowerCase();
}

function trusted(trust: Extract<TrustProxy, { kind: 'list' }>, address: string): boolean {
  return trust.list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** The entries of X-Forwarded-For, left (first client) to right (nearest proxy). */
function forwardedEntries(header: string | readonly string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : ((header as string | undefined) ?? '');
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The client's address: `remote` is the connection's address, `forwardedFor` the request's
 * X-Forwarded-For. Always an address (`unknown` only when the connection has none).
 */
export function clientAddress(remote: string | undefined, forwardedFor: string | readonly string[] | undefined, trust: TrustProxy): string {
  const connection = normaliseAddress(remote) ?? 'unknown';
  if (trust.kind === 'none' || connection === 'unknown') return connection;
  const chain = forwardedEntries(forwardedFor);
  if (trust.kind === 'hops') {
    // The nearest `hops` addresses are proxies: the client is the one before them.
    let client = connection;
    for (let i = 0; i < trust.hops && chain.length > 0; i++) {
      const next = normaliseAddress(chain.pop());
      if (!next) return client;
      client = next;
    }
    return client;
  }
  let client = connection;
  while (trusted(trust, client) && chain.length > 0) {
    const next = normaliseAddress(chain.pop());
    // A trusted proxy passed on something that is not an address: stop at the proxy.
    if (!next) return client;
    client = next;
  }
  return client;
}
