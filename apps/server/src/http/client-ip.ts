// The client's address, for rate limits (docs/decisions/011-client-address-and-rate-limits.md).
// Behind reverse proxies it comes from X-Forwarded-For read from the right: each proxy appends the
// address the request came from, so only entries written by our own proxies can be believed;
// whatever the client sent itself sits to their left.
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { BlockList, isIP } from 'node:net';
import type { AppEnv } from './app-env';

/**
 * `TRUST_PROXY`: how many reverse proxies stand in front of the server (0: none, the socket's
 * address is the client's), or the addresses and CIDR ranges of those proxies.
 */
export type TrustProxy = { readonly hops: number } | { readonly proxies: readonly string[] };

export const maxTrustedHops = 10;

const trustProxyFormat =
  'must be false, true, a number of proxies (0 to 10) or a comma-separated list of proxy addresses or CIDR ranges';

/** Reads `TRUST_PROXY`; a value it cannot read is a problem to report, never a silent default. */
export function parseTrustProxy(
  text: string,
): { readonly trustProxy: TrustProxy } | { readonly problem: string } {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false') return { trustProxy: { hops: 0 } };
  // Before hop counts existed, `true` meant "one proxy in front"; it still does.
  if (value === 'true') return { trustProxy: { hops: 1 } };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= maxTrustedHops ? { trustProxy: { hops } } : { problem: trustProxyFormat };
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  const invalid = proxies.find((entry) => parseRange(entry) === undefined);
  if (invalid !== undefined) {
    return { problem: `${trustProxyFormat} ('${invalid}' is neither)` };
  }
  return { trustProxy: { proxies } };
}

type Range = {
  readonly address: string;
  readonly prefix: number;
  readonly family: 'ipv4' | 'ipv6';
};

function parseRange(entry: string): Range | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Builds the function that picks the client's address from a request's X-Forwarded-For header
 * and the address of the socket it arrived on (the last hop).
 *
 * The hops are walked from the right, the socket first: while a hop is a trusted proxy, the
 * address it reports (the entry to its left) is believed. The first hop that is not trusted is
 * the client. If every hop is trusted, the leftmost is taken, as Express's `trust proxy` does. An
 * entry that is not an IP address ends the walk at the hop that reported it, so the result is
 * always an address.
 *
 * @example
 * createClientAddressResolver({ hops: 1 })('6.6.6.6, 203.0.113.9', '10.0.0.2') // '203.0.113.9'
 */
export function createClientAddressResolver(
  trust: TrustProxy,
): (forwardedFor: string | undefined, socketAddress: string) => string {
  const isTrusted = trustTest(trust);
  return (forwardedFor, socketAddress) => {
    const forwarded = (forwardedFor ?? '').split(',').map(normalizeAddress).filter(Boolean);
    const hops = [...forwarded, normalizeAddress(socketAddress)];
    let client = hops.at(-1) || 'unknown';
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const address = hops[index] ?? '';
      if (isIP(address) === 0) break;
      client = address;
      if (!isTrusted(address, hops.length - 1 - index)) break;
    }
    return client;
  };
}

function trustTest(trust: TrustProxy): (address: string, hopFromRight: number) => boolean {
  if ('hops' in trust) return (_address, hopFromRight) => hopFromRight < trust.hops;
  const proxies = new BlockList();
  for (const entry of trust.proxies) {
    const range = parseRange(entry);
    if (range) proxies.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => proxies.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * One spelling per address: lower case, no port, no brackets, no zone, and an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) as plain IPv4.
 */
export function normalizeAddress(text: string): string {
  let address = text.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  address = address.replace(/%.*$/, '');
  if (isIP(address) !== 6) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return address;
}

/**
 * What a rate limit counts for an address: an IPv4 address as is, an IPv6 address by its /64,
 * the network one subscriber is given, inside which a single host picks new addresses at will.
 *
 * @example addressGroup('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::'
 */
export function addressGroup(address: string): string {
  const normalized = normalizeAddress(address);
  if (isIP(normalized) !== 6) return normalized;
  const prefix = expandIPv6(normalized)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(':')}::`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function expandIPv6(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [(Number(dotted[1]) << 8) | Number(dotted[2]), (Number(dotted[3]) << 8) | Number(dotted[4])]
        .map((group) => group.toString(16))
        .join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/** Puts the client's address on the context (`clientAddress`) for the limits further down. */
export function clientAddress(trust: TrustProxy) {
  const resolve = createClientAddressResolver(trust);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientAddress', resolve(c.req.header('x-forwarded-for'), readSocketAddress(c)));
    await next();
  });
}

function readSocketAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // app.request() without the Node server's bindings has no socket.
    return '127.0.0.1';
  }
}
