import { isIP } from 'node:net';

/** The parts of an incoming HTTP request the caller's address is derived from. */
export interface IncomingRequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/** Shared by every request whose address cannot be determined, so such requests are limited together. */
export const UNKNOWN_CALLER_IP = 'unknown';

/**
 * The caller's IP address as seen by the proxy in front of the function.
 *
 * Google's front end appends the address it received the connection from to `X-Forwarded-For`, so
 * the right-most entry is the one a caller cannot forge (anything to its left came from the caller).
 * Express's `req.ip` with `trust proxy` takes the left-most entry, which a caller can choose freely
 * and would let anyone dodge the rate limit. The Functions emulator forwards the header unchanged,
 * which is what lets tests and the load test pose as distinct callers.
 */
export function callerIp(request: IncomingRequestLike): string {
  const forwarded = request.headers['x-forwarded-for'];
  const forwardedList = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const lastHop = forwardedList
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .at(-1);
  if (lastHop !== undefined && isIP(lastHop) !== 0) {
    return lastHop;
  }
  const socketAddress = request.socket?.remoteAddress;
  return socketAddress !== undefined && isIP(socketAddress) !== 0
    ? socketAddress
    : UNKNOWN_CALLER_IP;
}
