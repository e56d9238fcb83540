import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../src/config.js';

describe('TRUST_PROXY', () => {
  it('believes no one when unset, empty or false', () => {
    for (const value of [undefined, '', ' ', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes addresses, CIDR ranges and proxy-addr names, comma-separated', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']);
    expect(parseTrustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses "true", hop counts and anything that is not an address, so the server does not start trusting everyone', () => {
    for (const value of ['true', '1', '2', 'nginx', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0/8', '*']) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY must name the reverse proxies/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/"true" is refused/);
  });
});
