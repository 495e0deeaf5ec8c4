// --import / --export-on-exit: all documents of all projects as one JSON file in a folder, written
// atomically (temporary file, then rename) so an interrupted export never leaves a torn file.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../errors.js';
import { decodeFields } from '../model/decode-value.js';
import { validateReferenceName } from '../model/names.js';
import { isPlainObject } from '../model/request-shape.js';
import { formatTimestamp, parseTimestamp, timestampToMicros } from '../model/timestamps.js';
import type { StoredDocument } from '../model/value.js';
import type { CommitClock } from './commit-clock.js';
import type { DocumentStore } from './document-store.js';

export const EXPORT_FILE = 'firestore-documents.json';
const FORMAT = 'site-firestore-emulator-export';

interface ExportFile {
  format: typeof FORMAT;
  version: 1;
  exportedAt: string;
  documents: StoredDocument[];
}

export async function exportDocuments(store: DocumentStore, directory: string): Promise<number> {
  await mkdir(directory, { recursive: true });
  const documents = [...store.all()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const file: ExportFile = {
    format: FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    documents,
  };
  const target = join(directory, EXPORT_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(file));
  await rename(temporary, target);
  return documents.length;
}

/** Loads an export into the store; a folder without an export file is a first run and loads nothing. */
export async function importDocuments(
  store: DocumentStore,
  clock: CommitClock,
  directory: string,
): Promise<number> {
  const path = join(directory, EXPORT_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const documents = parseExport(text, path);
  for (const document of documents) {
    store.put(document);
    clock.advancePast(
      timestampToMicros(parseTimestamp(document.updateTime) ?? { seconds: 0, nanos: 0 }),
    );
  }
  return documents.length;
}

function parseExport(text: string, path: string): StoredDocument[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (
    !isPlainObject(json) ||
    json['format'] !== FORMAT ||
    json['version'] !== 1 ||
    !Array.isArray(json['documents'])
  ) {
    throw new Error(`${path} is not an export of this emulator (format ${FORMAT}, version 1).`);
  }
  return json['documents'].map((entry: unknown, i: number) => {
    const where = `${path}: documents[${i}]`;
    try {
      if (!isPlainObject(entry) || typeof entry['name'] !== 'string')
        throw new Error('expected {name, fields, createTime, updateTime}');
      validateReferenceName(entry['name'], 'name');
      const createTime = parseTimestamp(String(entry['createTime']));
      const updateTime = parseTimestamp(String(entry['updateTime']));
      if (!createTime || !updateTime)
        throw new Error('createTime and updateTime must be RFC 3339 timestamps');
      return {
        name: entry['name'],
        fields: decodeFields(entry['fields'], 'fields'),
        createTime: formatTimestamp(createTime),
        updateTime: formatTimestamp(updateTime),
      };
    } catch (error) {
      const message =
        error instanceof ApiError || error instanceof Error ? error.message : String(error);
      throw new Error(`${where}: ${message}`);
    }
  });
}
