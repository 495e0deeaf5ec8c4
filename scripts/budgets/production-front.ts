/**
 * What Firebase Hosting's front end gives a phone and the Hosting emulator does not, for the budgets
 * that measure the network. It stands in front of an emulator (scripts/dev/hosting-emulator.ts) and adds:
 * - HTTP/2 over TLS (`tls`), as Hosting serves a phone: one connection for every request. The emulator
 *   speaks HTTP/1.1 only.
 * - Brotli at zlib's default level where the browser accepts it, else gzip. The emulator compresses
 *   with brotli at quality 4, which makes the build's scripts and styles 15% larger and its home page
 *   21% larger (docs/performance-log.md, 28 Nov, fifth session), and the budgets count those bytes.
 *   Firebase does not document its level.
 * - The site's own origin: a page's `Origin` and `Referer` name the emulator's address (which the local
 *   functions allow, CONTACT_ALLOWED_ORIGINS), as a phone's name the address Hosting serves the site
 *   at, not the front's.
 * Everything else (status, headers, redirects, the 404 page) is the emulator's answer, passed on.
 */
import { createHash } from 'node:crypto';
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { startHostingEmulator } from '../dev/hosting-emulator';

type FrontRequest = IncomingMessage | Http2ServerRequest;
type FrontResponse = ServerResponse | Http2ServerResponse;

/** Headers of one hop, or of the body as the emulator sent it: never passed on as they are. */
const notPassedOn = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Compressed once per body: the measurements load the same scripts again and again. */
const compressedBodies = new Map<string, Promise<Buffer>>();

function compressed(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${createHash('sha1').update(body).digest('hex')}`;
  let result = compressedBodies.get(key);
  if (!result) {
    result =
      encoding === 'br'
        ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipped(body);
    compressedBodies.set(key, result);
  }
  return result;
}

/** The emulator's answer to `req`, uncompressed, with the host the browser asked for. */
async function askEmulator(emulator: URL, agent: Agent, req: FrontRequest, front: string) {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!name.startsWith(':') && !notPassedOn.has(name)) headers[name] = value;
  }
  // The page's origin, as the site's (the emulator's): the front's own is not one the functions allow.
  for (const name of ['origin', 'referer'] as const) {
    const value = headers[name];
    if (value !== undefined && (value === front || value.startsWith(`${front}/`)))
      headers[name] = emulator.origin + value.slice(front.length);
  }
  const authority = req.headers[':authority'];
  headers.host = typeof authority === 'string' ? authority : req.headers.host;
  headers['accept-encoding'] = 'identity';
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (body.length > 0) headers['content-length'] = String(body.length);
  const url = new URL(req.url ?? '/', emulator);
  try {
    return await forward(url, req.method, headers, body, agent);
  } catch (error) {
    // A kept-alive connection the emulator closed just as it was reused: asked again on a new one.
    const reset = (error as NodeJS.ErrnoException).code === 'ECONNRESET';
    if (!reset || !['GET', 'HEAD'].includes(req.method ?? 'GET')) throw error;
    return forward(url, req.method, headers, body, agent);
  }
}

function forward(
  url: URL,
  method: string | undefined,
  headers: IncomingHttpHeaders,
  body: Buffer,
  agent: Agent,
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const upstream = request(url, { method, headers, agent }, (answer) => {
        const received: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => received.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(received),
          }),
        );
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      upstream.end(body);
    },
  );
}

async function handle(
  emulator: URL,
  agent: Agent,
  req: FrontRequest,
  res: FrontResponse,
  front: string,
) {
  const answer = await askEmulator(emulator, agent, req, front);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !notPassedOn.has(name)) res.setHeader(name, value);
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /text|javascript|json|xml|svg|manifest/.test(
    String(answer.headers['content-type']),
  )
    ? (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
    : undefined;
  const body =
    encoding && answer.body.length > 0 ? await compressed(answer.body, encoding) : answer.body;
  if (encoding) {
    res.setHeader('content-encoding', encoding);
    res.setHeader('vary', 'Accept-Encoding');
  }
  res.setHeader('content-length', body.length);
  res.statusCode = answer.status;
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Serves what the emulator at `emulatorUrl` serves, on a free port of 127.0.0.1: with `tls`, over
 * HTTP/2 (HTTP/1.1 for a client that asks for it), else over HTTP/1.1.
 */
export async function startProductionFront(
  emulatorUrl: string,
  tls?: { key: string; cert: string },
): Promise<{ url: string; close: () => Promise<void> }> {
  const emulator = new URL(emulatorUrl);
  // Its connections end with it: the emulator does not stop while one is open. An idle one is closed
  // after 4 s, before the emulator's server closes it (5 s) as it might be reused.
  const agent = new Agent({ keepAlive: true, timeout: 4_000 });
  // The front's own origin, known once it listens (no request comes before).
  let front = '';
  const onRequest = (req: FrontRequest, res: FrontResponse) => {
    handle(emulator, agent, req, res, front).catch((error: unknown) => {
      // A browser that went away mid-request (a page closed while its beacon was sent) is no error.
      if (req.destroyed) return;
      console.error(error);
      if (!res.headersSent) res.statusCode = 502;
      res.end();
    });
  };
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, onRequest)
    : createServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  front = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url: `${front}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/**
 * A build (`publicDir`, default dist/) served for the budgets: the Hosting emulator with this front
 * before it. Closing closes both.
 */
export async function startProductionSite({
  root,
  publicDir,
  tls,
}: {
  root: string;
  publicDir?: string;
  tls?: { key: string; cert: string };
}): Promise<{ url: string; close: () => Promise<void> }> {
  const emulator = await startHostingEmulator({ root, publicDir });
  try {
    const front = await startProductionFront(emulator.url, tls);
    return {
      url: front.url,
      close: async () => {
        await front.close();
        await emulator.close();
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
