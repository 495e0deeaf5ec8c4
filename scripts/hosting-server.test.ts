import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_ACTION,
  CONTACT_FUNCTION_REGION,
  FIELD_REPORT_ENDPOINT,
} from '@site/contact-contract';
import { legacyServiceRedirects, paths } from '../src/config/paths';
import { headersFor, startHostingServer, type HostingConfig } from './hosting-server';

const firebaseJson = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../firebase.json'), 'utf8'),
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

  it('should give hashed assets a year of immutable caching and pages no-cache', () => {
    expect(headersFor(hosting, '/assets/index-abc123.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const page of ['/', '/contact', '/sw.js', '/manifest.webmanifest']) {
      expect(headersFor(hosting, page).get('Cache-Control')).toBe('no-cache');
    }
  });

  it('should send the security headers on every response', () => {
    const headers = headersFor(hosting, '/services/cloud');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(headers.get('Content-Security-Policy')).not.toContain("'unsafe-eval'");
    expect(headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBeTruthy();
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('should add only the given emulator origins to connect-src locally', () => {
    const csp = headersFor(hosting, '/', ['http://127.0.0.1:9099']).get('Content-Security-Policy');
    expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
  });
});

describe('startHostingServer', () => {
  let server: Awaited<ReturnType<typeof startHostingServer>>;
  let root: string;
  let functionServer: ReturnType<typeof createServer>;
  let received: { url?: string; headers: IncomingHttpHeaders; body: string } | undefined;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hosting-'));
    await mkdir(path.join(root, 'dist/contact'), { recursive: true });
    await writeFile(path.join(root, 'dist/contact/index.html'), '<h1>Contact</h1>');
    await mkdir(path.join(root, 'dist/auth'), { recursive: true });
    await writeFile(path.join(root, 'dist/auth/index.html'), '<h1>Sign In</h1>');
    await writeFile(path.join(root, 'dist/404.html'), '<h1>404</h1>');
    await writeFile(path.join(root, 'firebase.json'), JSON.stringify({ hosting }));
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
      functions: { origin: `http://127.0.0.1:${functionPort}`, projectId: 'demo-test' },
    });
  });
  afterAll(async () => {
    await server.close();
    functionServer.close();
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

  it('should serve clean URLs, redirects and the 404 page like Firebase Hosting', async () => {
    const base = server.url;
    const contact = await fetch(new URL('/contact', base));
    expect(contact.status).toBe(200);
    expect(await contact.text()).toBe('<h1>Contact</h1>');
    expect(contact.headers.get('content-security-policy')).toContain("default-src 'self'");

    const auth = await fetch(new URL(paths.auth.getHref(), base));
    expect(auth.status).toBe(200);
    expect(await auth.text()).toBe('<h1>Sign In</h1>');

    const legacy = await fetch(new URL('/services/data-services', base), { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/services/data');

    const missing = await fetch(new URL('/nowhere', base));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>404</h1>');

    const traversal = await fetch(new URL('/..%2f..%2fetc/passwd', base));
    expect(traversal.status).toBe(404);
  });

  it('should compress with brotli when the browser accepts it, else gzip, as Firebase Hosting does', async () => {
    const get = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        httpGet(
          new URL('/contact', server.url),
          { headers: { 'Accept-Encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject);
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('<h1>Contact</h1>');
    const gz = await get('gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('<h1>Contact</h1>');
  });
});
