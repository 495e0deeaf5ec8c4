// Who is calling, decided as the official emulator does: `Bearer owner` is the admin (rules bypassed),
// any JWT is trusted without checking its signature (the Auth emulator and `mockUserToken` issue
// unsigned `alg: none` tokens) and gives request.auth; no Authorization header is an anonymous caller.
import { ApiError } from './errors.js';

export type Identity =
  | { kind: 'owner' }
  | { kind: 'anonymous' }
  | { kind: 'user'; uid: string; claims: Record<string, unknown> };

const OWNER: Identity = { kind: 'owner' };
const ANONYMOUS: Identity = { kind: 'anonymous' };

/** Decoded tokens by their text: clients send the same token on every call. */
const cache = new Map<string, Identity>();
const MAX_CACHED = 1000;

export function identify(authorization: string | undefined): Identity {
  if (authorization === undefined || authorization === '') return ANONYMOUS;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthenticated('The Authorization header must be "Bearer <token>".');
  const token = match[1] as string;
  if (token === 'owner') return OWNER;
  let identity = cache.get(token);
  if (!identity) {
    identity = decodeToken(token);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(token, identity);
  }
  return identity;
}

function decodeToken(token: string): Identity {
  const parts = token.split('.');
  if (parts.length !== 3)
    throw unauthenticated('The bearer token is not a JWT (expected header.payload.signature).');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated('The bearer token payload is not base64url-encoded JSON.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw unauthenticated('The bearer token payload is not a JSON object.');
  }
  const claims = payload as Record<string, unknown>;
  const uid = claims['sub'] ?? claims['user_id'];
  if (typeof uid !== 'string' || uid === '') {
    throw unauthenticated('The bearer token has no "sub" or "user_id" claim.');
  }
  return { kind: 'user', uid, claims };
}

function unauthenticated(message: string): ApiError {
  return new ApiError('UNAUTHENTICATED', message);
}
