import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCertificate } from './throwaway-certificate';
import { startProductionFront } from './production-front';

const page = `<h1>Contact</h1>${'<p>compressible</p>'.repeat(200)}`;

describe('startProductionFront', () => {
  // A stand-in for the Hosting emulator: it records what reached it and answers as the emulator does.
  let received: IncomingHttpHeaders[] = [];
  const emulator = createServer((req, res) => {
    received.push(req.headers);
    if (req.url === '/services/data-services') {
      res.writeHead(301, { Location: '/services/data' }).end();
    } else if (req.url === '/icon.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end('png');
    } else if (req.url === '/contact') {
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': "frame-ancestors 'none'",
        })
        .end(page);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404</h1>');
    }
  });
  let front: Awaited<ReturnType<typeof startProductionFront>>;
  let session: ReturnType<typeof connect>;
  let emulatorOrigin: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    const address = emulator.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    emulatorOrigin = `http://127.0.0.1:${port}`;
    front = await startProductionFront(`${emulatorOrigin}/`, await throwawayCertificate());
    session = connect(front.url, { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session.close();
    await front.close();
    emulator.close();
  });

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

  it("should serve over HTTP/2 the emulator's answer, its headers and status kept", async () => {
    received = [];
    const plain = await request('/contact', 'identity');
    expect(plain.headers[':status']).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    // The emulator is asked for the plain body, under the host the browser asked for.
    expect(received[0]?.['accept-encoding']).toBe('identity');
    expect(received[0]?.host).toBe(new URL(front.url).host);

    const legacy = await request('/services/data-services', 'br');
    expect(legacy.headers[':status']).toBe(301);
    expect(legacy.headers.location).toBe('/services/data');
    const missing = await request('/nowhere', 'br');
    expect(missing.headers[':status']).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toBe('<h1>404</h1>');
  });

  it("should pass a page's Origin and Referer on as the emulator's address, the site's own", async () => {
    received = [];
    const origin = new URL(front.url).origin;
    const post = (headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        const stream = session.request({ ':path': '/contact', ':method': 'POST', ...headers });
        stream.on('end', resolve).on('error', reject).resume();
        stream.end('kind=technical');
      });
    await post({ origin, referer: `${origin}/api/booking?kind=technical` });
    await post({ origin: 'https://elsewhere.example', referer: 'https://elsewhere.example/' });
    expect(received.map(({ origin, referer }) => ({ origin, referer }))).toEqual([
      { origin: emulatorOrigin, referer: `${emulatorOrigin}/api/booking?kind=technical` },
      { origin: 'https://elsewhere.example', referer: 'https://elsewhere.example/' },
    ]);
  });

  it('should compress text with brotli when the browser accepts it, else gzip, and leave images', async () => {
    const br = await request('/contact', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    // At zlib's default level, not the emulator's quality 4.
    expect(br.body.length).toBe(brotliCompressSync(page).length);
    const gz = await request('/contact', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const icon = await request('/icon.png', 'br');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toBe('png');
  });
});
