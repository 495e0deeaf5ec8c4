import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRoundTripBudget, measureFirstRoundTrip } from './first-round-trip';

const root = path.resolve(import.meta.dirname, '../..');
let publicDir = '';

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'first-round-trip-'));
  const page = (text: string) => `<!doctype html><html><body><p>${text}</p></body></html>`;
  await writeFile(path.join(publicDir, 'index.html'), page('Small. '.repeat(2000)));
  await mkdir(path.join(publicDir, 'large'));
  // Random text does not compress: 20 KB of it is over the window whatever brotli does.
  await writeFile(
    path.join(publicDir, 'large', 'index.html'),
    page(randomBytes(15_000).toString('base64')),
  );
});

afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe('measureFirstRoundTrip', () => {
  it('counts the compressed body and the headers, and reports a page over the window', async () => {
    const result = await measureFirstRoundTrip(root, ['/', '/large'], publicDir);
    const [large, small] = result.documents;
    expect(large?.path).toBe('/large');
    expect(large!.bodyBytes).toBeGreaterThan(firstRoundTripBudget.maxBytes);
    // firebase.json's headers, the CSP first among them, are about 1 KB.
    expect(small!.headerBytes).toBeGreaterThan(800);
    // 14 KB of repeated text compresses to a few dozen bytes.
    expect(small!.bodyBytes).toBeLessThan(200);
    expect(result.problems).toEqual([
      expect.stringMatching(/^\/large: the page is \d+ B with headers, more than the 14600 B/),
    ]);
    expect(result.summary).toContain('largest of 2: /large');
    // The Hosting emulator's start: about a second alone, several beside the rest of the suite.
  }, 60_000);
});
