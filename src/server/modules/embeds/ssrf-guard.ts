import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/** Why a link was not fetched: it points at (or resolves to) a place a server-side fetch must never reach. */
export class BlockedTargetError extends Error {}

/** IPv4 dotted quad to its 4 bytes. */
function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => Number.isInteger(b) && b <= 255) ? bytes : null;
}

/** IPv6 text (with `::`, an embedded IPv4 tail or a zone) to its 16 bytes. */
function ipv6Bytes(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  let head = address;
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const v4 = ipv4Bytes(address.slice(lastColon + 1));
  if (v4) {
    head = address.slice(0, lastColon + 1) + '0:0';
    tail = v4;
  }
  const [left = '', right] = head.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const words = [...l, ...Array<number>(8 - l.length - r.length).fill(0), ...r];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (v4) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}

type Range = readonly [prefix: readonly number[], bits: number];

const v4 = (text: string, bits: number): Range => [ipv4Bytes(text)!, bits];
const v6 = (text: string, bits: number): Range => [ipv6Bytes(text)!, bits];

/** IPv4 ranges no link preview may reach: private, shared, loopback, link-local (cloud metadata), reserved. */
const BLOCKED_V4: readonly Range[] = [
  v4('0.0.0.0', 8), // "this network", includes the unspecified address
  v4('10.0.0.0', 8), // RFC 1918
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local, and 169.254.169.254, the cloud metadata service
  v4('172.16.0.0', 12), // RFC 1918
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.88.99.0', 24), // 6to4 relay anycast
  v4('192.168.0.0', 16), // RFC 1918
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, and the broadcast address
];

const BLOCKED_V6: readonly Range[] = [
  v6('::', 128), // unspecified
  v6('::1', 128), // loopback
  v6('::', 8), // reserved by IANA; the embedded-IPv4 forms in it are judged as IPv4 first
  v6('100::', 64), // discard
  v6('2001::', 32), // Teredo: tunnels to an address we cannot see
  v6('2001:db8::', 32), // documentation
  v6('fc00::', 7), // unique local (includes the fd00:ec2::254 metadata address)
  v6('fe80::', 10), // link-local
  v6('fec0::', 10), // site-local (deprecated)
  v6('ff00::', 8), // multicast
];

function inRange(bytes: readonly number[], [prefix, bits]: Range): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

/** IPv4 addresses carried inside IPv6 ones (mapped, translated, compatible, NAT64, 6to4) are judged as IPv4. */
function embeddedV4(bytes: readonly number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12, 16); // ::ffff:a.b.c.d
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return bytes.slice(12, 16); // ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return bytes.slice(12, 16); // ::a.b.c.d
  if (inRange(bytes, v6('64:ff9b::', 96)) || inRange(bytes, v6('64:ff9b:1::', 48))) return bytes.slice(12, 16); // NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6); // 6to4
  return null;
}

/** True when an address (IPv4 or IPv6, as text) is an ordinary public one. Anything unparseable is not. */
export function isPublicAddress(address: string): boolean {
  const four = ipv4Bytes(address);
  if (four) return !BLOCKED_V4.some((range) => inRange(four, range));
  const six = ipv6Bytes(address);
  if (!six) return false;
  const inner = embeddedV4(six);
  if (inner) return !BLOCKED_V4.some((range) => inRange(inner, range));
  return !BLOCKED_V6.some((range) => inRange(six, range));
}

export interface GuardOptions {
  /** Test-only (EMBED_ALLOW_LOOPBACK): loopback addresses on any port, so tests can serve pages locally. */
  allowLoopback: boolean;
}

/** True for 127.0.0.0/8 and ::1 (also when written as an IPv4-mapped IPv6 address). */
export function isLoopbackAddress(address: string): boolean {
  const four = ipv4Bytes(address);
  if (four) return four[0] === 127;
  const six = ipv6Bytes(address);
  if (!six) return false;
  const inner = embeddedV4(six);
  if (inner) return inner[0] === 127;
  return inRange(six, v6('::1', 128));
}

/** Whether a fetch may connect to an address: public ones, and loopback when tests ask for it. */
export function mayConnect(address: string, options: GuardOptions): boolean {
  return isPublicAddress(address) || (options.allowLoopback && isLoopbackAddress(address));
}

const ALLOWED_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** Checks what can be checked before any connection: scheme, port, credentials, and an address written literally. */
export function checkTarget(url: URL, options: GuardOptions): void {
  if (!(url.protocol in ALLOWED_PORTS)) throw new BlockedTargetError(`Only http and https links are fetched (${url.protocol})`);
  if (url.username || url.password) throw new BlockedTargetError('Links with credentials are not fetched');
  if (!options.allowLoopback && url.port !== '' && url.port !== ALLOWED_PORTS[url.protocol]) {
    throw new BlockedTargetError(`Only the standard ports are fetched (${url.port})`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new BlockedTargetError('The link has no host');
  if (isIP(host) && !mayConnect(host, options)) throw new BlockedTargetError(`The address ${host} is not a public one`);
}

/**
 * A `lookup` for http(s).request: resolves the host, refuses it if any of its addresses is not public,
 * and hands the socket exactly the addresses it checked, so a second, different DNS answer (rebinding)
 * can never slip in between the check and the connection.
 */
export function guardedLookup(options: GuardOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true, family: lookupOptions.family, hints: lookupOptions.hints }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      const blocked = addresses.find((a) => !mayConnect(a.address, options));
      if (addresses.length === 0 || blocked) {
        const reason = blocked ? `${hostname} resolves to ${blocked.address}, which is not a public address` : `${hostname} has no address`;
        return callback(Object.assign(new BlockedTargetError(reason), { code: 'EBLOCKED' }), '', 0);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
