/**
 * Serves dist/ the way Firebase Hosting will: superstatic (the library Firebase's Hosting emulator is
 * built on) with the build's Hosting config (`<dir>-artefacts/firebase.json`, scripts/build/build-artefacts.ts,
 * else firebase.json's) does clean URLs, the trailing slash, redirects, rewrites, headers and 404.html, so
 * the end-to-end tests and Lighthouse see the production headers. Around it: ignored files left out,
 * brotli, function rewrites to a Functions emulator, the CSP for a local page, readiness, HTTP/2.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import mime from 'mime-types';
import picomatch from 'picomatch';
import type { MiddlewareOptions } from 'superstatic/lib/options';
import superstatic from 'superstatic/lib/superstatic.js';
import { firebaseJsonHosting, hostingConfigFor } from '../build/build-artefacts';

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

/** A function rewrite's target: an HTTPS function, which Hosting calls with the same path. */
type FunctionTarget = { functionId: string; region?: string };

/** A rewrite to a file of the site, or to an HTTPS function. */
type HostingRewrite =
  { source: string; destination: string } | { source: string; function: FunctionTarget };

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
type Next = (error?: unknown) => void;
type Middleware = (req: Request, res: Response, next: Next) => void;

/** A file as superstatic's providers give it (its own fs provider adds an ETag and Last-Modified). */
interface ProvidedFile {
  size: number;
  stream: Readable;
  contentType: string;
}

/**
 * The options superstatic's code takes, where its declarations are narrower: a config function (read per
 * request, so a folder built later gets its build's config, and no firebase.json is looked up in the
 * working directory), a file provider, a compression middleware and rewriters' signatures.
 */
interface SuperstaticOptions extends Omit<
  MiddlewareOptions,
  'config' | 'compression' | 'rewriters'
> {
  config: () => Promise<HostingConfig>;
  provider: (req: Request, pathname: string) => Promise<ProvidedFile | null>;
  compression: Middleware;
  rewriters: { function: (rewrite: { function: FunctionTarget }) => Promise<Middleware> };
}

const CSP = 'content-security-policy';

/**
 * The CSP a local page gets: connect-src also names `extraConnectSrc`, and without
 * upgrade-insecure-requests, which over plain HTTP on loopback would send the browser to https://127.0.0.1.
 */
function localCsp(csp: string, extraConnectSrc: readonly string[]): string {
  const named = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  const extra = extraConnectSrc.filter((origin) => !named.includes(origin));
  const widened =
    extra.length > 0
      ? csp.replace(/connect-src ([^;]*)/, `connect-src $1 ${extra.join(' ')}`)
      : csp;
  return widened.replace(/;\s*upgrade-insecure-requests/, '');
}

/** The config as served locally: every CSP it sets made local (localCsp). */
function localConfig(config: HostingConfig, extraConnectSrc: readonly string[]): HostingConfig {
  return {
    ...config,
    headers: config.headers?.map((rule) => ({
      source: rule.source,
      headers: rule.headers.map(({ key, value }) => ({
        key,
        value: key.toLowerCase() === CSP ? localCsp(value, extraConnectSrc) : value,
      })),
    })),
  };
}

/** A request that failed: 500, unless the browser went away. */
function failed(req: Request, res: Response, error: unknown) {
  // A browser that went away mid-request (a page closed while its beacon was being sent) is no error.
  if (req.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
  console.error(error);
  if (!res.headersSent) res.statusCode = 500;
  res.end();
}

const matches = (glob: string, pathname: string) =>
  picomatch.isMatch(pathname, glob, { dot: true });

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Compressed once per file version: the end-to-end tests load the same scripts again and again. */
const compressedFiles = new Map<string, Promise<Buffer>>();

/**
 * Brotli where the browser accepts it, as Firebase Hosting serves it (Chromium asks for it even over plain
 * HTTP on loopback), else gzip. Firebase does not document its levels; these are zlib's defaults.
 * Done here rather than by superstatic's `compression` option, whose middleware sends empty bodies over
 * HTTP/2 and has no brotli.
 */
function compressed(file: string, version: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${file} ${version}`;
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
  const readConfig = () => localConfig(hostingConfigFor(root, publicDir), extraConnectSrc);
  let config = readConfig();
  // A folder still being built is served with its build's config once the build is done.
  const configured = ready.then(() => {
    config = readConfig();
  });
  configured.catch(() => undefined); // answered per request below (503)

  /** The encoding of the file the provider last found for a request, for `compression` to name. */
  const encodings = new WeakMap<Request, 'br' | 'gzip' | undefined>();

  /**
   * The files superstatic looks up, from `publicDir`. A file the config ignores is not there: Hosting
   * never received it. Text is given compressed when the browser accepts it.
   */
  const provider = async (req: Request, pathname: string): Promise<ProvidedFile | null> => {
    let file: string;
    try {
      file = path.resolve(publicDir, `.${decodeURI(pathname)}`);
    } catch {
      return null; // not a path (a malformed escape)
    }
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) return null;
    if (config.ignore?.some((glob) => matches(glob, relative))) return null;
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const contentType = mime.contentType(path.extname(file)) || 'application/octet-stream';
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /text|javascript|json|xml|svg|manifest/.test(contentType)
      ? (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
      : undefined;
    encodings.set(req, encoding);
    if (!encoding) return { size: stats.size, stream: createReadStream(file), contentType };
    const body = await compressed(file, stats.mtimeMs, encoding);
    return { size: body.length, stream: Readable.from([body]), contentType };
  };

  /** Called by superstatic just before it sends the file it found: names the provider's encoding. */
  const compression: Middleware = (req, res, next) => {
    const encoding = encodings.get(req);
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    next();
  };

  /**
   * As Hosting does for a function rewrite: the request goes to the function with its own path, the
   * caller's address in X-Forwarded-For, and the answer comes back with firebase.json's headers for the
   * path under the function's own.
   */
  const proxyToFunction = async (
    req: Request,
    res: Response,
    target: NonNullable<HostingServerOptions['functions']>,
    rewrite: FunctionTarget,
  ) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
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
      `${target.origin}/${target.projectId}/${region}/${rewrite.functionId}${url.pathname}${url.search}`,
      {
        method: req.method,
        headers,
        body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks),
        redirect: 'manual',
      },
    );
    const own = new Set<string>();
    for (const [key, value] of answered.headers) {
      if (['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
        continue;
      res.setHeader(key, value);
      own.add(key);
    }
    // superstatic sets firebase.json's headers for the path as the answer starts: not over the function's.
    const setHeader = res.setHeader.bind(res) as (key: string, value: string | string[]) => void;
    Object.assign(res, {
      setHeader: (key: string, value: string | string[]) => {
        if (!own.has(key.toLowerCase())) setHeader(key, value);
        return res;
      },
    });
    res.statusCode = answered.status;
    res.end(Buffer.from(await answered.arrayBuffer()));
  };

  const options: SuperstaticOptions = {
    config: () => Promise.resolve(config),
    stack: 'strict', // as the Hosting emulator: no basic auth, no /__/env.json
    provider,
    compression,
    rewriters: {
      function: (rewrite) =>
        Promise.resolve<Middleware>((req, res, next) => {
          // Without a Functions emulator the rewrite finds nothing: the 404 page.
          if (!functions) return next();
          proxyToFunction(req, res, functions, rewrite.function).catch((error: unknown) =>
            failed(req, res, error),
          );
        }),
    },
  };
  // superstatic's declarations type only the options its CLI passes (SuperstaticOptions says which).
  const site = superstatic(options as unknown as MiddlewareOptions) as unknown as Middleware;

  const handle = (req: Request, res: Response) => {
    configured
      .then(
        () =>
          site(req, res, (error) => {
            if (error) return failed(req, res, error);
            // No 404.html either.
            res.statusCode = 404;
            res.end('Not found');
          }),
        () => {
          res.statusCode = 503;
          res.end('The site to serve could not be built.');
        },
      )
      .catch((error: unknown) => failed(req, res, error));
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

// CLI: tsx scripts/dev/hosting-server.ts [--port 4173] [--public <dir>] [--emulators]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portIndex = args.indexOf('--port');
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 4173;
  const publicIndex = args.indexOf('--public');
  const publicDir = publicIndex >= 0 ? args[publicIndex + 1] : undefined;
  const withEmulators = args.includes('--emulators');
  const emulators = withEmulators ? localEmulatorOrigins : [];
  const { url } = await startHostingServer({
    root: path.resolve(import.meta.dirname, '../..'),
    publicDir,
    host: '127.0.0.1',
    port,
    extraConnectSrc: emulators,
    functions: withEmulators ? localFunctions : undefined,
  });
  console.log(`Serving ${publicDir ?? 'dist'}/ as Firebase Hosting would at ${url}`);
}
