import { describe, expect, it } from 'vitest';
import { listeningAddresses, startBanner } from './banner';

const interfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4' as const, mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
  eth0: [
    { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4' as const, mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.20/24' },
    { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6' as const, mac: '02:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 2 },
  ],
};

describe('the start banner', () => {
  it('lists every IPv4 address when the server listens on all interfaces', () => {
    expect(listeningAddresses('0.0.0.0', 3000, interfaces)).toEqual(['http://127.0.0.1:3000  (this machine only)', 'http://192.168.1.20:3000  (eth0)']);
  });

  it('names the one interface when HOST is set', () => {
    expect(listeningAddresses('127.0.0.1', 8080, interfaces)).toEqual(['http://127.0.0.1:8080']);
    expect(listeningAddresses('::1', 8080, interfaces)).toEqual(['http://[::1]:8080']);
  });

  it('says where Quire runs, where it listens and how to sign in', () => {
    const banner = startBanner({
      publicUrl: 'http://localhost:3000',
      host: '0.0.0.0',
      port: 3000,
      env: 'production',
      dialect: 'sqlite',
      seeded: true,
      demoSignInEmail: 'ada@quire.test',
      interfaces,
    });
    expect(banner).toContain('Quire is running at http://localhost:3000  (production, sqlite)');
    expect(banner).toContain('Listening on every interface (HOST=0.0.0.0, port 3000):');
    expect(banner).toContain('    http://192.168.1.20:3000  (eth0)');
    expect(banner).toContain('Demo content was added to the empty database.');
    expect(banner).toContain('npm run signin-link -- ada@quire.test');
  });
});
