import { BlockList, isIP } from 'node:net';

/**
 * The header in which the portal's HTTP server (scripts/server/serve.mjs) passes on the socket's
 * address; it replaces any value a client sends, so it cannot be forged through the server.
 */
export const CLIENT_SOCKET_HEADER = 'x-portal-client-socket';

/**
 * Which X-Forwarded-For entries to believe (TRUSTED_PROXIES): none (the socket's address is the
 * client's), a number of proxy hops in front of the portal, or the proxies' addresses and ranges.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; ranges: BlockList; text: string };

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.replace(IPV4_MAPPED, '$1');
}

/** Parses TRUSTED_PROXIES: empty → none; `2` → two hops; `10.0.0.0/8, 192.0.2.7` → a list. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const ranges = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) ranges.addAddress(address, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)) {
      ranges.addSubnet(address, Number(bits), type);
    } else throw new Error(`"${entry}" has no valid prefix length`);
  }
  return { kind: 'list', ranges, text };
}

const isTrusted = (ranges: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The caller's address for per-address limits. The chain is X-Forwarded-For's entries followed by
 * the socket's address; walking it from the end, trusted proxies are skipped and the first other
 * entry is the client. Without the portal's server in front (in-process tests), 'unknown'.
 */
export function clientAddress(headers: Headers, trusted: TrustedProxies): string {
  const socket = headers.get(CLIENT_SOCKET_HEADER);
  if (!socket) return 'unknown';
  if (trusted.kind === 'none') return normalise(socket);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalise)
    .filter(Boolean);
  const chain = [...forwarded, normalise(socket)];
  if (trusted.kind === 'hops')
    return chain[Math.max(0, chain.length - 1 - trusted.hops)] ?? 'unknown';
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index] ?? '';
    if (!isTrusted(trusted.ranges, address)) return address;
  }
  return chain[0] ?? 'unknown';
}
