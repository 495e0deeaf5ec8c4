// CORS for browser clients (the site on another port): every reply allows the calling origin, and
// preflights allow the headers asked for (Lite asks for authorization, google-cloud-resource-prefix,
// x-goog-api-client, x-goog-request-params, content-type).
import type { IncomingMessage, ServerResponse } from 'node:http';

const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~,\s-]{0,2000}$/;
const ORIGIN = /^(?:null|[A-Za-z][A-Za-z0-9+.-]*:\/\/[A-Za-z0-9.:[\]-]{1,300})$/;
const DEFAULT_ALLOWED_HEADERS =
  'authorization, content-type, google-cloud-resource-prefix, x-goog-api-client, x-goog-request-params, x-firebase-gmpid, x-firebase-appcheck';

export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader('Access-Control-Allow-Origin', origin && ORIGIN.test(origin) ? origin : '*');
  if (origin) response.setHeader('Vary', 'Origin');
}

/** Answers an OPTIONS preflight. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  const asked = request.headers['access-control-request-headers'];
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    asked && HEADER_LIST.test(asked) ? asked : DEFAULT_ALLOWED_HEADERS,
  );
  response.setHeader('Access-Control-Max-Age', '86400');
  // Chrome's Private Network Access preflight, for a site served from another local address.
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.writeHead(204).end();
}
