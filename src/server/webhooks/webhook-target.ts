import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { MessageKey } from '#core/i18n';

/** Who may be a webhook's target: public addresses always; loopback (also over plain http) only when testing. */
export interface TargetPolicy {
  allowLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Private, link-local, shared, multicast and reserved ranges, and NAT64 (which reaches IPv4 ones).
 * BlockList checks an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 rules itself; a
 * ::ffff:0:0/96 rule would in turn match every IPv4 address.
 */
const internal = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['64:ff9b::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

type AddressKind = 'public' | 'loopback' | 'internal';

function addressKind(address: string): AddressKind {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, family)) return 'loopback';
  return internal.check(address, family) ? 'internal' : 'public';
}

const allowed = (kind: AddressKind, policy: TargetPolicy) => kind === 'public' || (kind === 'loopback' && policy.allowLoopback);

const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * What is wrong with a target as written (null: nothing): plain http is for loopback in tests
 * only; an address literal (or localhost) must be allowed by the policy. Names are checked again
 * at each connection by `guardedLookup`, on the address actually connected to.
 */
export function targetProblem(text: string, policy: TargetPolicy): MessageKey | null {
  if (!URL.canParse(text)) return 'validation.webhookUrl';
  const url = new URL(text);
  const host = bareHost(url);
  const kind: AddressKind | null = isIP(host) ? addressKind(host) : isLocalhostName(host.toLowerCase()) ? 'loopback' : null;
  if (kind && !allowed(kind, policy)) return 'validation.webhookHost';
  if (url.protocol === 'http:' && !(policy.allowLoopback && kind === 'loopback')) return 'validation.webhookHttps';
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for http(s).request that refuses an address the policy forbids, so a name that
 * resolves (or is rebound) to an internal address is never connected to.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) { callback(error, []); return; }
      const refused = addresses.find((a) => !allowed(addressKind(a.address), policy));
      if (refused) { callback(Object.assign(new Error(`refused: ${hostname} resolves to a non-public address`), { code: 'EWEBHOOKTARGET' }), []); return; }
      if (options.all) { callback(null, addresses); return; }
      const [first] = addresses;
      if (first) callback(null, first.address, first.family);
      else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    });
  };
}
