// Storage size as Firestore defines it (https://firebase.google.com/docs/firestore/storage-size),
// used for the 1 MiB document limit.
import { invalidArgument } from '../errors.js';
import { clip, utf8Length } from './names.js';
import type { Fields, Value } from './value.js';

export const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** Name size: each segment's UTF-8 length + 1, plus 16. `relativePath` is the part after `/documents/`. */
export function documentNameSize(relativePath: string): number {
  let size = 16;
  for (const segment of relativePath.split('/')) size += utf8Length(segment) + 1;
  return size;
}

export function valueSize(value: Value): number {
  if ('stringValue' in value) return utf8Length(value.stringValue) + 1;
  if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
  if ('booleanValue' in value || 'nullValue' in value) return 1;
  if ('mapValue' in value) return fieldsSize(value.mapValue.fields);
  if ('arrayValue' in value)
    return value.arrayValue.values.reduce((sum, v) => sum + valueSize(v), 0);
  if ('bytesValue' in value) return Buffer.byteLength(value.bytesValue, 'base64');
  if ('referenceValue' in value) {
    const relative = value.referenceValue.split('/documents/')[1] ?? '';
    return documentNameSize(relative);
  }
  return 16; // geo point
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const name in fields) size += utf8Length(name) + 1 + valueSize(fields[name] as Value);
  return size;
}

export function checkDocumentSize(name: string, relativePath: string, fields: Fields): void {
  const size = documentNameSize(relativePath) + fieldsSize(fields) + 32;
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document "${clip(name)}" cannot be written because its size (${size} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES} bytes.`,
    );
  }
}
