import { describe, expect, it } from 'vitest';
import { clientNetwork } from '#server/auth/client-network';

describe('the network an address limit counts', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientNetwork('2001:0DB8:85a3:08d3::1')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:8d3:ffff::')).toBe(network);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
