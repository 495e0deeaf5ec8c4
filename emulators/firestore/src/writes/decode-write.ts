// Decodes the Write messages of commit and batchWrite: update (with mask and transforms), delete, and
// the older standalone transform; each with an optional precondition.
import { invalidArgument } from '../errors.js';
import { decodeFields, decodeValue } from '../model/decode-value.js';
import { formatFieldPath, parseFieldPath, type FieldPath } from '../model/field-paths.js';
import { parsePathBelowRoot } from '../model/names.js';
import {
  expectArray,
  expectBoolean,
  expectEnum,
  expectObject,
  expectString,
} from '../model/request-shape.js';
import { parseTimestamp, formatTimestamp } from '../model/timestamps.js';
import type { Fields, Value } from '../model/value.js';

export type Precondition = { exists: boolean } | { updateTime: string };

export type FieldTransform =
  | { field: FieldPath; kind: 'serverTime' }
  | { field: FieldPath; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { field: FieldPath; kind: 'appendMissingElements' | 'removeAllFromArray'; elements: Value[] };

export interface DecodedWrite {
  name: string;
  /** Below the database root, e.g. `profiles/alice`. */
  path: string;
  /** undefined for a delete. */
  update:
    | {
        fields: Fields;
        /** undefined replaces the whole document; otherwise only these fields change. */
        mask: FieldPath[] | undefined;
      }
    | undefined;
  transforms: FieldTransform[];
  precondition: Precondition | undefined;
}

const WRITE_KEYS = [
  'update',
  'delete',
  'transform',
  'updateMask',
  'updateTransforms',
  'currentDocument',
];
const SERVER_VALUES = [undefined, 'REQUEST_TIME'] as const;

export function decodeWrite(json: unknown, root: string, where: string): DecodedWrite {
  const w = expectObject(json, where, WRITE_KEYS);
  const operations = ['update', 'delete', 'transform'].filter((k) => w[k] !== undefined);
  if (operations.length !== 1) {
    throw invalidArgument(`'${where}' must have exactly one of update, delete or transform.`);
  }
  const precondition =
    w['currentDocument'] === undefined
      ? undefined
      : decodePrecondition(w['currentDocument'], `${where}.currentDocument`);

  if (w['delete'] !== undefined) {
    if (w['updateMask'] !== undefined || w['updateTransforms'] !== undefined) {
      throw invalidArgument(`'${where}': a delete cannot have updateMask or updateTransforms.`);
    }
    const name = expectString(w['delete'], `${where}.delete`);
    return {
      name,
      path: documentPath(name, root, `${where}.delete`),
      update: undefined,
      transforms: [],
      precondition,
    };
  }

  if (w['transform'] !== undefined) {
    if (w['updateMask'] !== undefined || w['updateTransforms'] !== undefined) {
      throw invalidArgument(
        `'${where}': a transform write cannot have updateMask or updateTransforms.`,
      );
    }
    const t = expectObject(w['transform'], `${where}.transform`, ['document', 'fieldTransforms']);
    const name = expectString(t['document'], `${where}.transform.document`);
    const transforms = decodeTransforms(t['fieldTransforms'], `${where}.transform.fieldTransforms`);
    // A standalone transform changes only the transformed fields: an update with an empty mask.
    return {
      name,
      path: documentPath(name, root, `${where}.transform.document`),
      update: { fields: Object.create(null) as Fields, mask: [] },
      transforms,
      precondition,
    };
  }

  const document = expectObject(w['update'], `${where}.update`, [
    'name',
    'fields',
    'createTime',
    'updateTime',
  ]);
  const name = expectString(document['name'], `${where}.update.name`);
  const path = documentPath(name, root, `${where}.update.name`);
  const fields = decodeFields(document['fields'], `${where}.update.fields`);
  let mask: FieldPath[] | undefined;
  if (w['updateMask'] !== undefined) {
    const m = expectObject(w['updateMask'], `${where}.updateMask`, ['fieldPaths']);
    mask = expectArray(m['fieldPaths'] ?? [], `${where}.updateMask.fieldPaths`).map((p, i) =>
      parseFieldPath(p, `${where}.updateMask.fieldPaths[${i}]`),
    );
  }
  const transforms =
    w['updateTransforms'] === undefined
      ? []
      : decodeTransforms(w['updateTransforms'], `${where}.updateTransforms`);
  return { name, path, update: { fields, mask }, transforms, precondition };
}

function documentPath(name: string, root: string, where: string): string {
  return parsePathBelowRoot(name, root, 'document', `'${where}'`).join('/');
}

function decodePrecondition(json: unknown, where: string): Precondition {
  const p = expectObject(json, where, ['exists', 'updateTime']);
  if ((p['exists'] === undefined) === (p['updateTime'] === undefined)) {
    throw invalidArgument(`'${where}' must have exactly one of exists or updateTime.`);
  }
  if (p['exists'] !== undefined) return { exists: expectBoolean(p['exists'], `${where}.exists`) };
  const text = expectString(p['updateTime'], `${where}.updateTime`);
  const timestamp = parseTimestamp(text);
  if (!timestamp) throw invalidArgument(`'${where}.updateTime' is not an RFC 3339 timestamp.`);
  return { updateTime: formatTimestamp(timestamp) };
}

const TRANSFORM_KINDS = [
  'setToServerValue',
  'increment',
  'maximum',
  'minimum',
  'appendMissingElements',
  'removeAllFromArray',
] as const;

function decodeTransforms(json: unknown, where: string): FieldTransform[] {
  const seen = new Set<string>();
  return expectArray(json ?? [], where).map((item, i) => {
    const at = `${where}[${i}]`;
    const t = expectObject(item, at, ['fieldPath', ...TRANSFORM_KINDS]);
    const field = parseFieldPath(t['fieldPath'], `${at}.fieldPath`);
    const key = formatFieldPath(field);
    if (seen.has(key)) throw invalidArgument(`'${at}': the field ${key} is transformed twice.`);
    seen.add(key);
    const kinds = TRANSFORM_KINDS.filter((k) => t[k] !== undefined);
    if (kinds.length !== 1)
      throw invalidArgument(`'${at}' must have exactly one of ${TRANSFORM_KINDS.join(', ')}.`);
    const kind = kinds[0] as (typeof TRANSFORM_KINDS)[number];
    switch (kind) {
      case 'setToServerValue':
        expectEnum(t[kind], `${at}.setToServerValue`, SERVER_VALUES);
        return { field, kind: 'serverTime' };
      case 'increment':
      case 'maximum':
      case 'minimum': {
        const operand = decodeValue(t[kind], `${at}.${kind}`);
        if (!('integerValue' in operand) && !('doubleValue' in operand)) {
          throw invalidArgument(`'${at}.${kind}' must be an integer or double value.`);
        }
        return { field, kind, operand };
      }
      case 'appendMissingElements':
      case 'removeAllFromArray': {
        const array = decodeValue({ arrayValue: t[kind] }, `${at}.${kind}`) as {
          arrayValue: { values: Value[] };
        };
        return { field, kind, elements: array.arrayValue.values };
      }
    }
  });
}
