/**
 * Which URLs a webhook may be sent to (server-side request forgery): http(s) only, and never an address of this
 * machine or of a private network, checked when the subscription is made and again on every connection (the name
 * may resolve elsewhere by then). WEBHOOK_ALLOW_LOOPBACK lets loopback through, for the tests' receiver; never in
 * production (config.ts).
 */
import dns from 'node:dns';
import net from 'node:net';
import { config } from '../../config';
import { badInput } from '../../common/errors';

/** The longest URL a subscription may have. */
export const URL_MAX = 2000;

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [['::', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`) stands for, else the address. */
function unmapped(address: string): string {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!m) return address;
  if (net.isIPv4(m[1])) return m[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]);
  if (!hex) return address;
  const [a, b] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

/** Why a webhook may not connect to `address` (an IP), or null when it may. */
export function refusedAddress(address: string): string | null {
  const ip = unmapped(address);
  const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  if (!family) return 'not an IP address';
  if (loopback.check(ip, family)) return config.webhook.allowLoopback ? null : 'an address of this machine';
  if (blocked.check(ip, family)) return 'a private or reserved address';
  return null;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** How long the check of a new subscription waits for its host's addresses. */
const LOOKUP_TIMEOUT_MS = 5000;

/** The addresses `host` resolves to (an IP resolves to itself); rejects when it cannot be resolved in time. */
async function resolve(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS); });
  try {
    const found = await Promise.race([dns.promises.lookup(host, { all: true, verbatim: true }), late]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/** A subscription's URL, checked: http(s), no credentials, and a host that resolves to public addresses only. */
export async function checkWebhookUrl(raw: unknown): Promise<string> {
  if (typeof raw !== 'string' || raw.trim() === '') throw badInput('Give the URL that receives the events', { reason: 'webhookUrl' });
  const text = raw.trim();
  if (text.length > URL_MAX) throw badInput(`The URL must be at most ${URL_MAX} characters`, { reason: 'tooLong', values: { field: 'url', max: URL_MAX } });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput('The URL is not valid', { reason: 'webhookUrl' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput('The URL must begin with https:// or http://', { reason: 'webhookUrl' });
  if (url.username || url.password) throw badInput('The URL may not hold a user name or password', { reason: 'webhookUrl' });
  const addresses = await resolve(hostOf(url)).catch(() => null);
  if (!addresses?.length) throw badInput(`The host ${url.hostname} could not be found`, { reason: 'webhookUrl' });
  const why = addresses.map(refusedAddress).find((r) => r !== null);
  if (why) throw badInput(`The URL points at ${why}; webhooks go to public addresses only`, { reason: 'webhookAddress' });
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses, at connection time, names resolving to an address webhooks may not
 * reach (a name that resolved to a public address when subscribed may point inside later).
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const why = addresses.map((a) => refusedAddress(a.address)).find((r) => r !== null);
    if (why) return callback(Object.assign(new Error(`${hostname} resolves to ${why}`), { code: 'EADDRNOTALLOWED' }), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}
