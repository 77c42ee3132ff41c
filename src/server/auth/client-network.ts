import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight groups of an IPv6 address ('::' expanded; an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  if (!ip.includes('::')) return ip.split(':');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const width = right.reduce((n, group) => n + (group.includes('.') ? 2 : 1), left.length);
  return [...left, ...Array.from({ length: Math.max(0, 8 - width) }, () => '0'), ...right];
}

/**
 * The network an address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would let one person rotate).
 */
export function clientNetwork(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip.split('%')[0] ?? ip).slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
