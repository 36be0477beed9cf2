import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
    for (const ip of ['203.0.113.7', '::ffff:203.0.113.7', '::FFFF:cb00:7107', '0:0:0:0:0:ffff:203.0.113.7']) expect(addressKey(ip), ip).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:12::/64';
    for (const ip of [
      '2001:db8:85a3:12::1',
      '2001:0DB8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:12:1:2:3:4',
      '2001:db8:85a3:12:0:0:10.0.0.1',
      '2001:db8:85a3:12::1%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
