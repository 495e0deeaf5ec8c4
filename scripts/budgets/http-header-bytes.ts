import type { IncomingMessage } from 'node:http';

/**
 * HTTP/1.1's connection headers. Firebase Hosting serves a phone over HTTP/2, which never sends them
 * (RFC 9113, 8.2.2), so they are not part of what a page costs.
 */
const connectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * A response's status line and headers as HTTP/1.1 writes them, in bytes, without its connection
 * headers: an upper bound of what HTTP/2 sends, whose header compression sends less.
 */
export function httpHeaderBytes(response: IncomingMessage): number {
  let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2; // + the empty line
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] ?? '';
    const value = response.rawHeaders[index + 1] ?? '';
    // Each name is followed by ": " and each value by "\r\n".
    if (!connectionHeaders.has(name.toLowerCase())) bytes += name.length + value.length + 4;
  }
  return bytes;
}
