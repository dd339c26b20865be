import { describe, expect, test } from 'vitest';
import {
  addressGroup,
  createClientAddressResolver,
  normalizeAddress,
  parseTrustProxy,
} from './client-ip';

describe('parseTrustProxy', () => {
  test.each([
    ['', { hops: 0 }],
    ['false', { hops: 0 }],
    ['0', { hops: 0 }],
    ['true', { hops: 1 }],
    ['1', { hops: 1 }],
    ['3', { hops: 3 }],
    ['10.0.0.1', { proxies: ['10.0.0.1'] }],
    [
      ' 10.0.0.0/8, 2001:DB8::/32 ,192.0.2.7 ',
      { proxies: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] },
    ],
  ])('reads %j', (text, trustProxy) => {
    expect(parseTrustProxy(text)).toEqual({ trustProxy });
  });

  test.each([
    'yes',
    '11',
    '-1',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.1,',
    'proxy.internal',
    '10.0.0/8',
    '10.0.0.1/8/2',
  ])('refuses %j, naming what it accepts', (text) => {
    const parsed = parseTrustProxy(text);
    expect(parsed).toMatchObject({ problem: expect.stringContaining('must be false, true') });
  });
});

describe('createClientAddressResolver', () => {
  const socket = '10.0.0.2';

  test('without proxies the socket is the client, whatever the header says', () => {
    const resolve = createClientAddressResolver({ hops: 0 });
    expect(resolve('6.6.6.6', '203.0.113.9')).toBe('203.0.113.9');
    expect(resolve(undefined, '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  test('one hop takes the rightmost entry, never the leftmost the client wrote', () => {
    const resolve = createClientAddressResolver({ hops: 1 });
    expect(resolve('203.0.113.9', socket)).toBe('203.0.113.9');
    expect(resolve('6.6.6.6, 7.7.7.7, 203.0.113.9', socket)).toBe('203.0.113.9');
    expect(resolve(undefined, socket)).toBe(socket);
  });

  test('N hops take the Nth address from the right, the socket being the last hop', () => {
    const resolve = createClientAddressResolver({ hops: 2 });
    expect(resolve('6.6.6.6, 203.0.113.9, 10.0.0.1', socket)).toBe('203.0.113.9');
    // Fewer hops than configured: the leftmost there is (Express's `trust proxy` does the same).
    expect(resolve('203.0.113.9', socket)).toBe('203.0.113.9');
  });

  test('a proxy list skips trusted entries from the right; the first untrusted one is the client', () => {
    const resolve = createClientAddressResolver({ proxies: ['10.0.0.0/8', '2001:db8:ffff::/48'] });
    expect(resolve('6.6.6.6, 203.0.113.9, 10.1.1.1', socket)).toBe('203.0.113.9');
    expect(resolve('6.6.6.6, 2001:db8:1::5, 2001:db8:ffff::1', socket)).toBe('2001:db8:1::5');
    expect(resolve('6.6.6.6, 10.9.9.9', '::ffff:10.0.0.2')).toBe('6.6.6.6');
    // A socket that is not one of our proxies is the client: its header is not believed.
    expect(resolve('6.6.6.6', '198.51.100.4')).toBe('198.51.100.4');
    // Every hop trusted: the leftmost.
    expect(resolve('10.3.3.3', socket)).toBe('10.3.3.3');
  });

  test('an entry that is not an address ends the walk at the hop that reported it', () => {
    const resolve = createClientAddressResolver({ hops: 2 });
    expect(resolve('no-soy-una-ip', socket)).toBe(socket);
    expect(resolve('unknown, 203.0.113.9', socket)).toBe('203.0.113.9');
  });

  test('ports, brackets and letter case are ignored', () => {
    const resolve = createClientAddressResolver({ hops: 1 });
    expect(resolve('203.0.113.9:51234', socket)).toBe('203.0.113.9');
    expect(resolve('[2001:DB8::1]:443', socket)).toBe('2001:db8::1');
  });
});

describe('addresses and their rate-limit groups', () => {
  test('IPv4 written as IPv6 is IPv4', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(normalizeAddress('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  test('IPv4 counts per address', () => {
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
  });

  test('IPv6 counts per /64, however the address is written', () => {
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::');
    expect(addressGroup('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::');
    expect(addressGroup('::1')).toBe('0:0:0:0::');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::');
  });
});
