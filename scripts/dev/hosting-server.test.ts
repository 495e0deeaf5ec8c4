import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_ACTION,
  CONTACT_FUNCTION_REGION,
  FIELD_REPORT_ENDPOINT,
} from '@site/contract';
import { legacyServiceRedirects, paths } from '../../src/config/paths';
import { writeBuildHostingConfig } from '../build/build-artefacts';
import { startHostingServer, type HostingConfig } from './hosting-server';
import { throwawayCertificate } from './throwaway-certificate';

const firebaseJson = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8'),
) as { hosting: HostingConfig };
const hosting = firebaseJson.hosting;

describe('firebase.json hosting config', () => {
  it('should 301 every legacy service path to the route the app redirects it to', () => {
    expect(hosting.redirects).toEqual(
      Object.entries(legacyServiceRedirects).map(([source, slug]) => ({
        source,
        destination: paths.service(slug).getHref(),
        type: 301,
      })),
    );
  });

  it('should rewrite only the two endpoints, each to its function; /auth and /profile are pages', () => {
    expect(hosting.rewrites).toEqual([
      {
        source: CONTACT_FORM_ACTION,
        function: { functionId: 'submitContactForm', region: CONTACT_FUNCTION_REGION },
      },
      {
        source: FIELD_REPORT_ENDPOINT,
        function: { functionId: 'collectFieldReport', region: CONTACT_FUNCTION_REGION },
      },
    ]);
  });
});

/** The test's small build: a page, a script and its (ignored) source map, an icon, the 404 page. */
async function writeSite(root: string) {
  const files: Record<string, string> = {
    'contact/index.html': '<h1>Contact</h1>',
    'auth/index.html': '<h1>Sign In</h1>',
    '404.html': '<h1>404</h1>',
    'assets/app-1.js': `export const text = ${JSON.stringify('compressible '.repeat(200))};`,
    'assets/app-1.js.map': '{"version":3}',
    'icons/icon-192.png': 'png',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    await writeFile(path.join(root, 'dist', file), text);
  }
  await writeFile(path.join(root, 'firebase.json'), JSON.stringify({ hosting }));
}

/** A GET over HTTP/1.1 with the given Accept-Encoding, the body as sent. */
const get = (url: URL, acceptEncoding: string) =>
  new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

describe('startHostingServer', () => {
  let server: Awaited<ReturnType<typeof startHostingServer>>;
  let root: string;
  let functionServer: ReturnType<typeof createServer>;
  let received: { url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hosting-'));
    await writeSite(root);
    // A stand-in for the Functions emulator: it records what reached it and answers as the form's does.
    functionServer = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received = { url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
        res.writeHead(303, { Location: '/contact/sent', 'Cache-Control': 'no-store' }).end();
      });
    });
    await new Promise<void>((resolve) => functionServer.listen(0, '127.0.0.1', resolve));
    const address = functionServer.address();
    const functionPort = typeof address === 'object' && address ? address.port : 0;
    server = await startHostingServer({
      root,
      host: '127.0.0.1',
      port: 0,
      extraConnectSrc: ['http://127.0.0.1:9099'],
      functions: { origin: `http://127.0.0.1:${functionPort}`, projectId: 'demo-test' },
    });
  });
  afterAll(async () => {
    await server.close();
    functionServer.close();
    await rm(root, { recursive: true, force: true });
  });

  it('should pass a function rewrite to the function with its path, body and caller, as Hosting does', async () => {
    const answer = await fetch(new URL('/api/contact', server.url), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lagoonridge.com.ng',
      },
      body: 'name=Ada&message=Hello+there',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact/sent');
    // The function's own header over firebase.json's (no-cache), firebase.json's for the rest.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(received).toMatchObject({
      url: `/demo-test/${CONTACT_FUNCTION_REGION}/submitContactForm/api/contact`,
      body: 'name=Ada&message=Hello+there',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://lagoonridge.com.ng',
        'x-forwarded-for': '127.0.0.1',
      },
    });
  });

  it("should give hashed assets a year of immutable caching and pages no-cache (firebase.json's headers)", async () => {
    const asset = await fetch(new URL('/assets/app-1.js', server.url));
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const page of ['/contact', '/auth']) {
      expect((await fetch(new URL(page, server.url))).headers.get('Cache-Control')).toBe(
        'no-cache',
      );
    }
  });

  it('should send the security headers on every response', async () => {
    const { headers } = await fetch(new URL('/contact', server.url));
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(headers.get('Content-Security-Policy')).not.toContain("'unsafe-eval'");
    expect(headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBeTruthy();
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('should serve the CSP for a local page: the emulators in connect-src, no upgrade to https', async () => {
    const contact = await fetch(new URL('/contact', server.url));
    expect(contact.status).toBe(200);
    expect(await contact.text()).toBe('<h1>Contact</h1>');
    const csp = contact.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9099;/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('should not serve what Hosting never receives: ignored files, paths outside the folder', async () => {
    expect((await fetch(new URL('/assets/app-1.js', server.url))).status).toBe(200);
    const map = await fetch(new URL('/assets/app-1.js.map', server.url));
    expect(map.status).toBe(404);
    expect(await map.text()).toBe('<h1>404</h1>');
    expect((await fetch(new URL('/..%2f..%2fetc/passwd', server.url))).status).toBe(404);
    expect((await fetch(new URL('/%2e%2e/firebase.json', server.url))).status).toBe(404);
  });

  it('should compress with brotli when the browser accepts it, else gzip, as Firebase Hosting does', async () => {
    const br = await get(new URL('/contact', server.url), 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('<h1>Contact</h1>');
    const gz = await get(new URL('/contact', server.url), 'gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('<h1>Contact</h1>');
    const missing = await get(new URL('/nowhere', server.url), 'br');
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toBe('<h1>404</h1>');
    const icon = await get(new URL('/icons/icon-192.png', server.url), 'br');
    expect(icon.encoding).toBeUndefined();
    expect(icon.body.toString()).toBe('png');
  });

  it('should serve HTTP/2 over TLS, compressed, as Firebase Hosting does', async () => {
    const secure = await startHostingServer({
      root,
      host: '127.0.0.1',
      port: 0,
      tls: await throwawayCertificate(),
    });
    const session = http2Connect(secure.url, { rejectUnauthorized: false });
    const request = (pathname: string, acceptEncoding: string) =>
      new Promise<{ headers: Http2Headers; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': pathname, 'accept-encoding': acceptEncoding });
        const chunks: Buffer[] = [];
        let headers: Http2Headers = {};
        stream.on('response', (answered) => (headers = answered));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
    try {
      const script = readFileSync(path.join(root, 'dist/assets/app-1.js'), 'utf8');
      const br = await request('/assets/app-1.js', 'gzip, deflate, br');
      expect(br.headers[':status']).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(script.length);
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      const gz = await request('/contact', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe('<h1>Contact</h1>');
      expect(gz.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const plain = await request('/contact', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('<h1>Contact</h1>');
      const missing = await request('/nowhere', 'br');
      expect(missing.headers[':status']).toBe(404);
      expect(brotliDecompressSync(missing.body).toString()).toBe('<h1>404</h1>');
      const legacy = await request('/services/data-services', 'br');
      expect(legacy.headers[':status']).toBe(301);
      expect(legacy.headers.location).toBe('/services/data');
    } finally {
      session.close();
      await secure.close();
    }
  });
});

describe('startHostingServer with a folder still being built', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hosting-ready-'));
    await writeFile(path.join(root, 'firebase.json'), JSON.stringify({ hosting }));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('should hold requests until the build is done, then serve it with its own Hosting config', async () => {
    let built!: () => void;
    const ready = new Promise<void>((resolve) => (built = resolve));
    const server = await startHostingServer({ root, host: '127.0.0.1', port: 0, ready });
    try {
      const early = fetch(new URL('/contact', server.url));
      await writeSite(root);
      await writeBuildHostingConfig(root, path.join(root, 'dist'), ['https://api.example.com']);
      built();
      const answer = await early;
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('<h1>Contact</h1>');
      expect(answer.headers.get('content-security-policy')).toMatch(
        /connect-src 'self' https:\/\/api\.example\.com;/,
      );
    } finally {
      await server.close();
    }
  });

  it('should answer 503 when the build failed', async () => {
    const ready = Promise.reject(new Error('The build failed'));
    const server = await startHostingServer({ root, host: '127.0.0.1', port: 0, ready });
    try {
      const answer = await fetch(new URL('/contact', server.url));
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe('The site to serve could not be built.');
    } finally {
      await server.close();
    }
  });
});

describe('startHostingServer without a Functions emulator', () => {
  it('should answer a function rewrite with the 404 page', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'hosting-no-functions-'));
    await writeSite(root);
    const server = await startHostingServer({ root, host: '127.0.0.1', port: 0 });
    try {
      const answer = await fetch(new URL('/api/contact', server.url), { method: 'POST' });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('<h1>404</h1>');
    } finally {
      await server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
