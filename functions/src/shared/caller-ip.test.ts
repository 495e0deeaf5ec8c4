import { describe, expect, it } from 'vitest';
import { callerIp, UNKNOWN_CALLER_IP } from './caller-ip.js';

const socket = { remoteAddress: '10.1.2.3' };

describe('callerIp', () => {
  it('should take the right-most X-Forwarded-For entry, the one the front end appended', () => {
    const headers = { 'x-forwarded-for': '198.51.100.99, 203.0.113.7' };
    expect(callerIp({ headers, socket })).toBe('203.0.113.7');
  });

  it('should not let a caller choose its address with a forged left-most entry', () => {
    const forged = callerIp({ headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }, socket });
    const honest = callerIp({ headers: { 'x-forwarded-for': '203.0.113.7' }, socket });
    expect(forged).toBe(honest);
  });

  it('should read a header that arrived as several lines', () => {
    const headers = { 'x-forwarded-for': ['198.51.100.99', '2001:db8::7'] };
    expect(callerIp({ headers, socket })).toBe('2001:db8::7');
  });

  it('should fall back to the socket address when the header is missing or not an address', () => {
    expect(callerIp({ headers: {}, socket })).toBe('10.1.2.3');
    expect(callerIp({ headers: { 'x-forwarded-for': 'garbage' }, socket })).toBe('10.1.2.3');
    expect(callerIp({ headers: { 'x-forwarded-for': ' , ' }, socket })).toBe('10.1.2.3');
  });

  it('should group callers without any usable address under one key', () => {
    expect(callerIp({ headers: {} })).toBe(UNKNOWN_CALLER_IP);
    expect(callerIp({ headers: {}, socket: {} })).toBe(UNKNOWN_CALLER_IP);
  });
});
