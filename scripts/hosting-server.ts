/**
 * Serves dist/ the way Firebase Hosting will, from the same Hosting config: clean URLs, redirects,
 * rewrites, ignored files, headers (CSP included) and 404.html. The config is the build's own
 * (`<dir>-artefacts/firebase.json`, scripts/build-artefacts.ts: firebase.json with the CSP's connect-src
 * naming the hosts that build calls, the emulators for a local build), else firebase.json's. The
 * end-to-end tests and Lighthouse run against it, so they see the production headers.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import mime from 'mime-types';
import picomatch from 'picomatch';
import { firebaseJsonHosting, hostingConfigFor } from './build-artefacts';

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The local stack's Functions emulator, where function rewrites go with `--emulators`. */
export const localFunctions = { origin: 'http://127.0.0.1:5001', projectId: 'demo-lagoon-ridge' };

/** The local stack's emulators (Auth, Firestore, Functions), which pages served with `--emulators` may reach. */
export const localEmulatorOrigins = [
  'http://127.0.0.1:9099',
  'http://127.0.0.1:8080',
  localFunctions.origin,
] as const;

/** A rewrite to a file of the site, or to an HTTPS function (which Hosting calls with the same path). */
type HostingRewrite =
  | { source: string; destination: string }
  | { source: string; function: { functionId: string; region?: string } };

export interface HostingConfig {
  public: string;
  /** Globs of files, relative to `public`, that are never uploaded, so never served. */
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: { source: string; destination: string; type: number }[];
  rewrites?: HostingRewrite[];
  headers?: HostingHeaderRule[];
}

export interface HostingServerOptions {
  root: string;
  /** Serve this folder instead of firebase.json's `public` (an extra build). */
  publicDir?: string;
  host: string;
  port: number;
  /** Extra origins for the CSP's connect-src (the local emulators). */
  extraConnectSrc?: readonly string[];
  /** Requests wait for this first (the folder is still being built); a rejection answers 503. */
  ready?: Promise<unknown>;
  /** Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients that ask), as Firebase Hosting does. */
  tls?: { key: string; cert: string };
  /** Where function rewrites go: the Functions emulator. Without it they answer 404. */
  functions?: { origin: string; projectId: string };
}

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** A short answer with no file (HTTP/1.1 and HTTP/2 responses share these calls, not writeHead's). */
function answer(res: Response, status: number, headers: Record<string, string>, body = '') {
  res.statusCode = status;
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.end(body);
}

const matches = (glob: string, pathname: string) =>
  picomatch.isMatch(pathname, glob, { dot: true });

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Header values for a path: later rules win per key, as on Firebase Hosting. */
export function headersFor(
  config: HostingConfig,
  pathname: string,
  extraConnectSrc: readonly string[] = [],
) {
  const headers = new Map<string, string>();
  for (const rule of config.headers ?? []) {
    if (!matches(rule.source, pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  const csp = headers.get('Content-Security-Policy');
  const named = /connect-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(/\s+/) ?? [];
  const extra = extraConnectSrc.filter((origin) => !named.includes(origin));
  if (csp && extra.length > 0) {
    headers.set(
      'Content-Security-Policy',
      csp.replace(/connect-src ([^;]*)/, `connect-src $1 ${extra.join(' ')}`),
    );
  }
  // Served over plain HTTP on loopback: upgrade-insecure-requests would send the browser to https://127.0.0.1.
  if (csp)
    headers.set(
      'Content-Security-Policy',
      headers.get('Content-Security-Policy')!.replace(/;\s*upgrade-insecure-requests/, ''),
    );
  return headers;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Compressed once per file version: the end-to-end tests load the same scripts again and again. */
const compressedFiles = new Map<string, Promise<Buffer>>();

/**
 * Brotli where the browser accepts it, as Firebase Hosting serves it (Chromium asks for it even over plain
 * HTTP on loopback), else gzip. Firebase does not document its levels; these are zlib's defaults.
 */
async function compressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${file} ${(await stat(file)).mtimeMs}`;
  let body = compressedFiles.get(key);
  if (!body) {
    body = readFile(file).then((data) =>
      encoding === 'br'
        ? brotli(data, { params: { [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } })
        : gzipped(data),
    );
    compressedFiles.set(key, body);
  }
  return body;
}

/**
 * Finds the file for a clean URL: /contact → contact/index.html or contact.html. A file the config
 * ignores is not there: Hosting never received it.
 */
async function resolveFile(
  publicDir: string,
  pathname: string,
  ignore: readonly string[] = [],
): Promise<string | null> {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const base = path.resolve(publicDir, relative);
  if (!base.startsWith(publicDir)) return null;
  const candidates =
    pathname.endsWith('/') || relative === ''
      ? [path.join(base, 'index.html')]
      : [base, `${base}.html`, path.join(base, 'index.html')];
  const ignored = (file: string) =>
    ignore.some((glob) => matches(glob, path.relative(publicDir, file).split(path.sep).join('/')));
  for (const candidate of candidates)
    if (!ignored(candidate) && (await isFile(candidate))) return candidate;
  return null;
}

export async function startHostingServer({
  root,
  publicDir: publicOverride,
  host,
  port,
  extraConnectSrc = [],
  ready = Promise.resolve(),
  tls,
  functions,
}: HostingServerOptions) {
  const publicDir = path.resolve(root, publicOverride ?? firebaseJsonHosting(root).public);
  let config = hostingConfigFor(root, publicDir);
  // A folder still being built is served with its build's config once the build is done.
  const configured = ready.then(() => {
    config = hostingConfigFor(root, publicDir);
  });
  configured.catch(() => undefined); // answered per request below (503)

  const send = async (
    req: Request,
    res: Response,
    file: string,
    status: number,
    pathname: string,
  ) => {
    for (const [key, value] of headersFor(config, pathname, extraConnectSrc))
      res.setHeader(key, value);
    const type = mime.contentType(path.extname(file) || '.html') || 'application/octet-stream';
    res.setHeader('Content-Type', type);
    const compressible = /text|javascript|json|xml|svg|manifest/.test(type);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    res.statusCode = status;
    if (compressible && encoding) {
      const body = await compressed(file, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', body.length);
      res.end(body);
    } else {
      res.setHeader('Content-Length', (await stat(file)).size);
      createReadStream(file).pipe(res);
    }
  };

  /**
   * As Hosting does for a function rewrite: the request goes to the function with its own path, the
   * caller's address in X-Forwarded-For, and the answer comes back with firebase.json's
   * headers for the path under the function's own.
   */
  const proxyToFunction = async (
    req: Request,
    res: Response,
    target: NonNullable<HostingServerOptions['functions']>,
    rewrite: { functionId: string; region?: string },
    url: URL,
    pathname: string,
  ) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const forwarded = ['content-type', 'origin', 'referer', 'user-agent', 'accept', 'cookie'];
    const headers = new Headers();
    for (const name of forwarded) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // Google's front end appends the caller's address; here every caller is this machine, so a client's
    // own header is passed on as the Functions emulator does, which lets tests pose as distinct callers
    // (each address has its own contact rate limit).
    const forwardedFor = req.headers['x-forwarded-for'];
    headers.set(
      'x-forwarded-for',
      typeof forwardedFor === 'string' ? forwardedFor : (req.socket.remoteAddress ?? '127.0.0.1'),
    );
    const region = rewrite.region ?? 'us-central1';
    const answered = await fetch(
      `${target.origin}/${target.projectId}/${region}/${rewrite.functionId}${pathname}${url.search}`,
      {
        method: req.method,
        headers,
        body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks),
        redirect: 'manual',
      },
    );
    for (const [key, value] of headersFor(config, pathname, extraConnectSrc))
      res.setHeader(key, value);
    for (const [key, value] of answered.headers) {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
        res.setHeader(key, value);
    }
    res.statusCode = answered.status;
    res.end(Buffer.from(await answered.arrayBuffer()));
  };

  const handle = (req: Request, res: Response) => {
    void (async () => {
      try {
        await configured;
      } catch {
        answer(res, 503, {}, 'The site to serve could not be built.');
        return;
      }
      const url = new URL(req.url ?? '/', `http://${host}`);
      const pathname = url.pathname;
      if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) {
        answer(res, 301, { Location: pathname.replace(/\/+$/, '') + url.search });
        return;
      }
      if (config.cleanUrls && pathname.endsWith('.html')) {
        const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
        answer(res, 301, { Location: clean + url.search });
        return;
      }
      const redirect = config.redirects?.find((rule) => matches(rule.source, pathname));
      if (redirect) {
        answer(res, redirect.type, { Location: redirect.destination });
        return;
      }
      let file = await resolveFile(publicDir, pathname, config.ignore);
      if (!file) {
        const rewrite = config.rewrites?.find((rule) => matches(rule.source, pathname));
        if (rewrite && 'function' in rewrite && functions) {
          return proxyToFunction(req, res, functions, rewrite.function, url, pathname);
        }
        if (rewrite && 'destination' in rewrite) {
          file = await resolveFile(publicDir, rewrite.destination, config.ignore);
        }
      }
      if (file) return send(req, res, file, 200, pathname);
      const notFound = path.join(publicDir, '404.html');
      if (await isFile(notFound)) return send(req, res, notFound, 404, pathname);
      answer(res, 404, {}, 'Not found');
    })().catch((error: unknown) => {
      // A browser that went away mid-request (a page closed while its beacon was being sent) is no error.
      if (req.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : createServer(handle);

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${actualPort}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// CLI: tsx scripts/hosting-server.ts [--port 4173] [--public <dir>] [--emulators]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portIndex = args.indexOf('--port');
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 4173;
  const publicIndex = args.indexOf('--public');
  const publicDir = publicIndex >= 0 ? args[publicIndex + 1] : undefined;
  const withEmulators = args.includes('--emulators');
  const emulators = withEmulators ? localEmulatorOrigins : [];
  const { url } = await startHostingServer({
    root: path.resolve(import.meta.dirname, '..'),
    publicDir,
    host: '127.0.0.1',
    port,
    extraConnectSrc: emulators,
    functions: withEmulators ? localFunctions : undefined,
  });
  console.log(`Serving ${publicDir ?? 'dist'}/ as Firebase Hosting would at ${url}`);
}
