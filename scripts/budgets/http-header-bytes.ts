import type { IncomingMessage } from 'node:http';

/** A response's status line and headers as sent over HTTP/1.1, in bytes. */
export function httpHeaderBytes(response: IncomingMessage): number {
  return (
    `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
    // Each name and value is followed by ": " or "\r\n"; an empty line ends the headers.
    response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
    2
  );
}
