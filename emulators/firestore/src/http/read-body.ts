// Reads a request body up to a size limit and parses it as JSON whatever the Content-Type (Firestore
// Lite sends JSON as text/plain to avoid CORS preflights in production).
import type { IncomingMessage } from 'node:http';
import { invalidArgument } from '../errors.js';

/** Firestore accepts requests up to 10 MiB; a little more leaves room for the JSON encoding. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      if (tooLarge) return; // keep draining so the connection stays usable
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(invalidArgument(`Request payload size exceeds the limit: ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!tooLarge) resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
  }
}
