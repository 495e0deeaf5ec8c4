/**
 * Whether each indexable page arrives in the first round trip of its connection. A server sends at most
 * its initial congestion window before the phone's first acknowledgement: 10 segments of 1460 B
 * (RFC 6928), 14,600 B. A page one byte over waits a whole round trip more for its last bytes, and so
 * does its first paint (150 ms in Lighthouse's simulation, which counts the same window; 300–600 ms on
 * a 3G link). Measured as Firebase Hosting's headers and brotli make it: the Hosting emulator with the
 * build's headers, behind the production front's brotli (production-front.ts). The headers are counted
 * as HTTP/1.1 writes them, less its connection headers (http-header-bytes.ts): a little more than
 * HTTP/2 sends.
 */
import { request } from 'node:http';
import { httpHeaderBytes } from './http-header-bytes';
import { startProductionSite } from './production-front';

export const firstRoundTripBudget = { maxBytes: 10 * 1460 } as const;

export interface DocumentSize {
  path: string;
  /** The brotli body. */
  bodyBytes: number;
  /** Status line and headers. */
  headerBytes: number;
}

export interface FirstRoundTripResult {
  documents: DocumentSize[];
  /** One line for the report: the largest documents against the budget. */
  summary: string;
  problems: string[];
}

/** What the server sends for `url`, as bytes on the wire (Node's fetch would decompress the body). */
function documentSize(url: URL): Promise<Omit<DocumentSize, 'path'>> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${url.href} answered ${response.statusCode}`));
        else resolve({ bodyBytes, headerBytes: httpHeaderBytes(response) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** `root` holds firebase.json; the pages are served from its `public` folder, or from `publicDir`. */
export async function measureFirstRoundTrip(
  root: string,
  paths: readonly string[],
  publicDir?: string,
): Promise<FirstRoundTripResult> {
  const server = await startProductionSite({ root, publicDir });
  try {
    const documents: DocumentSize[] = [];
    for (const path of paths) {
      documents.push({ path, ...(await documentSize(new URL(path, server.url))) });
    }
    const total = (document: DocumentSize) => document.bodyBytes + document.headerBytes;
    documents.sort((a, b) => total(b) - total(a));
    const largest = documents
      .slice(0, 3)
      .map((document) => `${document.path} ${kilobytes(total(document))}`)
      .join(', ');
    return {
      documents,
      summary: `Page documents in the first round trip (brotli body + headers ≤ ${kilobytes(firstRoundTripBudget.maxBytes)}), largest of ${documents.length}: ${largest}.`,
      problems: documents
        .filter((document) => total(document) > firstRoundTripBudget.maxBytes)
        .map(
          (document) =>
            `${document.path}: the page is ${total(document)} B with headers, more than the ${firstRoundTripBudget.maxBytes} B of a connection's first round trip`,
        ),
    };
  } finally {
    await server.close();
  }
}
