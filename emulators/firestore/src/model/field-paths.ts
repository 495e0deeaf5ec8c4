// Field paths (`a.b`, `` `odd.name`.c ``): parsing, and reading/writing nested fields without mutating
// stored documents (updates copy the maps along the path and share the rest).
import { invalidArgument } from '../errors.js';
import { MAX_FIELD_NAME_BYTES, validateFieldName } from './decode-value.js';
import { utf8Length } from './names.js';
import { emptyFields, type Fields, type Value } from './value.js';

export type FieldPath = readonly string[];

/** The pseudo-field queries use for the document name. */
export const DOCUMENT_NAME_FIELD = '__name__';

export function parseFieldPath(text: unknown, where: string): FieldPath {
  if (typeof text !== 'string' || text === '') {
    throw invalidArgument(`Invalid field path at '${where}': must be a non-empty string.`);
  }
  if (text === DOCUMENT_NAME_FIELD) return [DOCUMENT_NAME_FIELD];
  if (utf8Length(text) > MAX_FIELD_NAME_BYTES) {
    throw invalidArgument(
      `Invalid field path at '${where}': longer than ${MAX_FIELD_NAME_BYTES} bytes (the maximum size of a field path).`,
    );
  }
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      let closed = false;
      while (i < text.length) {
        const c = text[i] as string;
        if (c === '\\' && i + 1 < text.length) {
          segment += text[i + 1];
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += c;
          i++;
        }
      }
      if (!closed)
        throw invalidArgument(`Invalid field path "${text}" at '${where}': unterminated backtick.`);
    } else {
      while (i < text.length && text[i] !== '.' && text[i] !== '`') segment += text[i++];
    }
    if (segment === '')
      throw invalidArgument(`Invalid field path "${text}" at '${where}': empty segment.`);
    validateFieldName(segment, `${where} ("${text}")`);
    segments.push(segment);
    if (i === text.length) break;
    if (text[i] !== '.')
      throw invalidArgument(
        `Invalid field path "${text}" at '${where}': expected "." after a segment.`,
      );
    i++;
    if (i === text.length)
      throw invalidArgument(`Invalid field path "${text}" at '${where}': ends with ".".`);
  }
  return segments;
}

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/** The canonical text form, quoting segments that are not simple identifiers. */
export function formatFieldPath(path: FieldPath): string {
  return path
    .map((s) =>
      SIMPLE_SEGMENT.test(s) ? s : `\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``,
    )
    .join('.');
}

export function getField(fields: Fields, path: FieldPath): Value | undefined {
  let current: Fields = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const next = Object.hasOwn(current, path[i] as string) ? current[path[i] as string] : undefined;
    if (next === undefined || !('mapValue' in next)) return undefined;
    current = next.mapValue.fields;
  }
  const last = path[path.length - 1] as string;
  return Object.hasOwn(current, last) ? current[last] : undefined;
}

/** A copy of `fields` with `path` set to `value`, or removed when `value` is undefined. */
export function withField(fields: Fields, path: FieldPath, value: Value | undefined): Fields {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = copyFields(fields);
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const existing = Object.hasOwn(fields, head) ? fields[head] : undefined;
  const inner =
    existing !== undefined && 'mapValue' in existing ? existing.mapValue.fields : undefined;
  if (inner === undefined && value === undefined) return copy; // nothing to delete below a non-map
  copy[head] = { mapValue: { fields: withField(inner ?? emptyFields(), rest, value) } };
  return copy;
}

export function copyFields(fields: Fields): Fields {
  return Object.assign(emptyFields(), fields);
}

/** Keeps only the fields named by `mask` (field masks on reads and query projections). */
export function projectFields(fields: Fields, mask: readonly FieldPath[]): Fields {
  let result = emptyFields();
  for (const path of mask) {
    const value = getField(fields, path);
    if (value !== undefined) result = withField(result, path, value);
  }
  return result;
}
