// Resource names: projects/{p}/databases/{d}/documents/{collection}/{id}/... and their validation.
import { invalidArgument } from '../errors.js';

/** Firestore's limits: each collection or document ID at most 1,500 bytes, a whole name at most 6 KiB. */
export const MAX_ID_BYTES = 1500;
export const MAX_NAME_BYTES = 6 * 1024;
/** Subcollections nest at most 100 deep: 100 collection IDs and their documents, 200 segments. */
export const MAX_SUBCOLLECTION_DEPTH = 100;

const RESERVED_ID = /^__.*__$/s;
/** Datastore-style numeric document IDs, `__id<int64>__`: the one exception to the reserved pattern. */
const NUMERIC_ID = /^__id(-?(?:0|[1-9]\d{0,18}))__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The number of a numeric document ID (`__id42__` → 42n), or undefined for any other ID. */
export function numericId(id: string): bigint | undefined {
  const match = NUMERIC_ID.exec(id);
  if (!match) return undefined;
  const n = BigInt(match[1] as string);
  return n >= INT64_MIN && n <= INT64_MAX && match[1] !== '-0' ? n : undefined;
}

export interface DatabaseId {
  projectId: string;
  databaseId: string;
}

/** `projects/{p}/databases/{d}/documents`: the root every document name of a database starts with. */
export function documentsRoot(db: DatabaseId): string {
  return `projects/${db.projectId}/databases/${db.databaseId}/documents`;
}

/** A lone surrogate cannot be encoded as UTF-8 (String.prototype.isWellFormed is ES2024; we target ES2023). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedUtf16(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** `kind` 'document' admits numeric IDs (`__id7__`); collection IDs never match `__.*__`. */
export function validateId(id: string, what: string, kind: 'document' | 'collection'): void {
  if (id === '') throw invalidArgument(`${what} contains an empty ID.`);
  if (id === '.' || id === '..')
    throw invalidArgument(`${what}: the ID "${id}" is not allowed (IDs cannot be "." or "..").`);
  if (id.includes('/'))
    throw invalidArgument(`${what}: the ID "${clip(id)}" contains a forward slash (/).`);
  if (RESERVED_ID.test(id) && !(kind === 'document' && numericId(id) !== undefined))
    throw invalidArgument(
      `${what}: the ID "${clip(id)}" is reserved (IDs may not match __.*__, except numeric document IDs __id<64-bit integer>__).`,
    );
  if (utf8Length(id) > MAX_ID_BYTES)
    throw invalidArgument(`${what}: an ID is longer than ${MAX_ID_BYTES} bytes.`);
  if (!isWellFormedUtf16(id)) throw invalidArgument(`${what}: an ID is not valid UTF-8.`);
}

/**
 * Splits `name` below `root` into path segments and checks them. `kind` says what the name must point at:
 * a document (even number of segments), a collection (odd), or a parent (the root or a document).
 */
export function parsePathBelowRoot(
  name: string,
  root: string,
  kind: 'document' | 'collection' | 'parent',
  what: string,
): string[] {
  if (typeof name !== 'string') throw invalidArgument(`${what} must be a string.`);
  if (utf8Length(name) > MAX_NAME_BYTES)
    throw invalidArgument(`${what} is longer than ${MAX_NAME_BYTES} bytes.`);
  if (name === root) {
    if (kind === 'parent') return [];
    throw invalidArgument(`${what} "${name}" is not a ${kind} name.`);
  }
  if (!name.startsWith(`${root}/`)) {
    throw invalidArgument(`${what} "${clip(name)}" is not below "${root}".`);
  }
  const segments = name.slice(root.length + 1).split('/');
  if (segments.length > 2 * MAX_SUBCOLLECTION_DEPTH) {
    throw invalidArgument(
      `${what} "${clip(name)}" nests ${Math.ceil(segments.length / 2)} collections deep; subcollections nest at most ${MAX_SUBCOLLECTION_DEPTH} deep.`,
    );
  }
  segments.forEach((segment, i) =>
    validateId(segment, `${what} "${clip(name)}"`, i % 2 === 0 ? 'collection' : 'document'),
  );
  const isDocument = segments.length % 2 === 0;
  if (kind === 'collection' ? isDocument : !isDocument) {
    throw invalidArgument(
      `${what} "${clip(name)}" has ${segments.length} segment(s) below the root: ` +
        `a ${kind === 'collection' ? 'collection' : 'document'} needs an ${kind === 'collection' ? 'odd' : 'even'} number.`,
    );
  }
  return segments;
}

/** A document name anywhere (reference values may point into another database). */
const ANY_ROOT = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

export function validateReferenceName(name: string, what: string): void {
  const match = /^(projects\/[^/]+\/databases\/[^/]+\/documents)\//.exec(name);
  if (!match || !ANY_ROOT.test(match[1] ?? '')) {
    throw invalidArgument(`${what} "${clip(name)}" is not a document name.`);
  }
  parsePathBelowRoot(name, match[1] ?? '', 'document', what);
}

export function parentOf(documentName: string): string {
  return documentName.slice(0, documentName.lastIndexOf('/'));
}

export function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** Long names in messages are cut, so an error about a 6 KiB name stays readable. */
export function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
