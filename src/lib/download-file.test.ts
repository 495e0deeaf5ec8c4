import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, OBJECT_URL_LIFETIME_MS } from './download-file';

const FILE_URL = 'blob:http://localhost/file-1';

/** What the link looked like at the moment it was clicked. */
interface Click {
  href: string;
  download: string;
  inDocument: boolean;
}

/** jsdom's Blob cannot read itself back; its FileReader can. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(blob);
  });
}

describe('downloadFile', () => {
  const originalUrlMethods = {
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  let files: Blob[];
  let revoked: string[];
  let clicks: Click[];

  beforeEach(() => {
    files = [];
    revoked = [];
    clicks = [];
    // jsdom has no object URLs: these record what the helper makes and frees.
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        files.push(file);
        return FILE_URL;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    // Recorded instead of followed: jsdom cannot navigate to an object URL.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
      this: HTMLAnchorElement,
    ) {
      clicks.push({
        href: this.href,
        download: this.download,
        inDocument: document.body.contains(this),
      });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, originalUrlMethods);
  });

  it('should click a link in the document to the file, under its name, then remove the link', () => {
    downloadFile('messages-2026-11-28.csv', 'a,b\n', 'text/csv');
    expect(clicks).toEqual([
      { href: FILE_URL, download: 'messages-2026-11-28.csv', inDocument: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('should hand over the contents with their MIME type', async () => {
    downloadFile('account.json', '{"a":1}\n', 'application/json');
    expect(files).toHaveLength(1);
    expect(files[0]?.type).toBe('application/json');
    expect(await readText(files[0] as Blob)).toBe('{"a":1}\n');
  });

  it('should revoke the URL once the browser has had time to read the file', () => {
    vi.useFakeTimers();
    downloadFile('messages.csv', 'a\n', 'text/csv');
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual([FILE_URL]);
  });
});
