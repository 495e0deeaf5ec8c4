import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIp, normalizeIp } from './ip-hash.js';

const salt = 'a-salt-of-enough-length';

describe('hashIp', () => {
  it('should return 64 hex characters that do not contain the address', () => {
    const hash = hashIp('203.0.113.7', salt);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
  });

  it('should be stable for one address and salt', () => {
    expect(hashIp('203.0.113.7', salt)).toBe(hashIp('203.0.113.7', salt));
  });

  it('should differ between addresses and between salts', () => {
    expect(hashIp('203.0.113.7', salt)).not.toBe(hashIp('203.0.113.8', salt));
    expect(hashIp('203.0.113.7', salt)).not.toBe(hashIp('203.0.113.7', `${salt}!`));
  });

  it('should not be the unsalted SHA-256 of the address', () => {
    const unsalted = createHash('sha256').update('203.0.113.7').digest('hex');
    expect(hashIp('203.0.113.7', salt)).not.toBe(unsalted);
  });

  it('should treat an IPv4-mapped IPv6 address and IPv6 letter case as the same caller', () => {
    expect(hashIp('::ffff:203.0.113.7', salt)).toBe(hashIp('203.0.113.7', salt));
    expect(hashIp('2001:DB8::1', salt)).toBe(hashIp('2001:db8::1', salt));
  });

  it('should refuse a salt too short to protect the addresses', () => {
    expect(() => hashIp('203.0.113.7', 'short')).toThrow(/at least 16 characters/);
  });
});

describe('normalizeIp', () => {
  it('should keep non-mapped IPv6 addresses as they are, lower-cased', () => {
    expect(normalizeIp(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normalizeIp('::ffff:not-an-ip')).toBe('::ffff:not-an-ip');
  });
});
