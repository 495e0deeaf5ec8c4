/**
 * A self-signed certificate for 127.0.0.1, made with the machine's openssl into a temporary folder and
 * gone with it: the budgets' production front (production-front.ts) serves HTTP/2 over TLS with it, as
 * Firebase Hosting serves the site, for measurements where the protocol matters. Browsers are told to accept it
 * (`--ignore-certificate-errors`); it is never trusted anywhere else.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function throwawayCertificate(): Promise<{ key: string; cert: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'throwaway-cert-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    // EC P-256: made in milliseconds, where RSA takes a while on a slow machine.
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
