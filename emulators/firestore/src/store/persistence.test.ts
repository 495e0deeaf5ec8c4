import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeFields } from '../model/decode-value.js';
import { CommitClock } from './commit-clock.js';
import { DocumentStore } from './document-store.js';
import { EXPORT_FILE, exportDocuments, importDocuments } from './persistence.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'firestore-export-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const name = (path: string) => `projects/p/databases/(default)/documents/${path}`;

describe('export and import', () => {
  it('round-trips documents of every project with their times, and keeps later commits after them', async () => {
    const store = new DocumentStore();
    const fields = decodeFields(
      {
        s: { stringValue: 'x' },
        t: { timestampValue: '2030-01-01T00:00:00.123456Z' },
        m: { mapValue: { fields: { b: { bytesValue: 'AQI=' }, n: { doubleValue: 'NaN' } } } },
      },
      'fields',
    );
    store.put({
      name: name('a/1'),
      fields,
      createTime: '2030-01-01T00:00:00.000001Z',
      updateTime: '2099-01-01T00:00:00.000002Z',
    });
    store.put({
      name: 'projects/other/databases/(default)/documents/b/2',
      fields: decodeFields({}, 'f'),
      createTime: '2030-01-01T00:00:00.000000Z',
      updateTime: '2030-01-01T00:00:00.000000Z',
    });
    expect(await exportDocuments(store, dir)).toBe(2);

    const restored = new DocumentStore();
    const clock = new CommitClock();
    expect(await importDocuments(restored, clock, dir)).toBe(2);
    expect(restored.get(name('a/1'))).toEqual(store.get(name('a/1')));
    expect(restored.get('projects/other/databases/(default)/documents/b/2')).toBeDefined();
    expect(clock.next().text > '2099-01-01T00:00:00.000002Z').toBe(true);
  });

  it('starts empty from a folder without an export', async () => {
    expect(await importDocuments(new DocumentStore(), new CommitClock(), join(dir, 'none'))).toBe(
      0,
    );
  });

  it('names the problem in a damaged export', async () => {
    await writeFile(
      join(dir, EXPORT_FILE),
      '{"format":"site-firestore-emulator-export","version":1,"documents":[{"name":"x"}]}',
    );
    await expect(importDocuments(new DocumentStore(), new CommitClock(), dir)).rejects.toThrow(
      /documents\[0\]: .*not a document name/,
    );
    await writeFile(join(dir, EXPORT_FILE), '{"documents": []}');
    await expect(importDocuments(new DocumentStore(), new CommitClock(), dir)).rejects.toThrow(
      /not an export of this emulator/,
    );
  });
});
