import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';

/** A shorter salt would make the hash easy to reverse by trying all IPv4 addresses. */
export const MIN_IP_HASH_SALT_LENGTH = 16;

/** `::ffff:203.0.113.7` and `203.0.113.7` are the same caller; IPv6 hex is case-insensitive. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const mapped = trimmed.startsWith('::ffff:') ? trimmed.slice('::ffff:'.length) : trimmed;
  return isIPv4(mapped) ? mapped : trimmed;
}

/**
 * Salted SHA-256 of the caller's IP (HMAC-SHA256 keyed with the salt), hex-encoded.
 * The raw IP is never stored; the salt lives in a secret so the hash cannot be reversed by
 * hashing all 2^32 IPv4 addresses without it.
 */
export function hashIp(ip: string, salt: string): string {
  return keyedHash(normalizeIp(ip), salt);
}

/**
 * The same keyed hash of an e-mail address, lower-cased (the acknowledgement limit): the address is
 * never stored beside it, and without the secret nobody can test addresses against it.
 */
export function hashEmailAddress(email: string, salt: string): string {
  return keyedHash(email.trim().toLowerCase(), salt);
}

function keyedHash(text: string, salt: string): string {
  if (salt.length < MIN_IP_HASH_SALT_LENGTH) {
    throw new Error(`IP_HASH_SALT must be at least ${MIN_IP_HASH_SALT_LENGTH} characters long.`);
  }
  return createHmac('sha256', salt).update(text).digest('hex');
}
