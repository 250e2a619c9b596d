import { describe, expect, it } from 'vitest';
import { BlockedTargetError, checkTarget, guardedLookup, isLoopbackAddress, isPublicAddress } from './ssrf-guard';

describe('isPublicAddress', () => {
  it('refuses loopback, private, shared, link-local, metadata, multicast, unspecified and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '169.254.0.1',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.18.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same places written as IPv6, and IPv6 private ranges', () => {
    for (const address of [
      '::1',
      '[::1]',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:1',
      '::ffff:0:a9fe:a9fe',
      '0:0:0:0:ffff:0:c0a8:101',
      '::ffff:1:0:0',
      '::1:0:0:0',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::a00:1',
      '2002:c0a8:101::',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378::1', // Teredo
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('lets ordinary public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('treats anything it cannot parse as not public', () => {
    for (const address of ['', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', 'gggg::1']) expect(isPublicAddress(address), address).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.1.2.3')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('169.254.169.254')).toBe(false);
  });
});

describe('checkTarget', () => {
  const off = { allowLoopback: false };
  const refused = (url: string, options = off) => {
    try {
      checkTarget(new URL(url), options);
      return false;
    } catch (error) {
      return error instanceof BlockedTargetError;
    }
  };

  it('takes http and https on their standard ports only', () => {
    expect(refused('https://example.com/a')).toBe(false);
    expect(refused('http://example.com:80/a')).toBe(false);
    expect(refused('https://example.com:443/a')).toBe(false);
    expect(refused('https://example.com:8443/a')).toBe(true);
    expect(refused('http://example.com:22/')).toBe(true);
    expect(refused('ftp://example.com/')).toBe(true);
    expect(refused('file:///etc/passwd')).toBe(true);
    expect(refused('https://user:pass@example.com/')).toBe(true);
  });

  it('refuses literal private addresses, however they are spelled', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ]) {
      expect(refused(url), url).toBe(true);
    }
  });

  it('with the test switch, lets loopback on any port through but nothing else private', () => {
    const on = { allowLoopback: true };
    expect(refused('http://127.0.0.1:5173/', on)).toBe(false);
    expect(refused('http://[::1]:8080/', on)).toBe(false);
    expect(refused('http://10.0.0.1/', on)).toBe(true);
    expect(refused('http://169.254.169.254/', on)).toBe(true);
  });
});

describe('guardedLookup', () => {
  const lookup = (host: string, allowLoopback: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) => {
      guardedLookup({ allowLoopback })(host, {}, (error, address) => resolve({ error, address }));
    });

  it('refuses a name that resolves to loopback', async () => {
    const { error } = await lookup('localhost', false);
    expect(error).toBeInstanceOf(BlockedTargetError);
    expect(error?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
  });

  it('hands over the checked address when the name may be reached', async () => {
    const { error, address } = await lookup('localhost', true);
    expect(error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(address);
  });
});
