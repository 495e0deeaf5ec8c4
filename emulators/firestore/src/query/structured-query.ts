// Decodes a StructuredQuery (REST JSON) into a validated query, with the ordering Firestore implies:
// inequality fields not already ordered are added in field-path order, then __name__ last (and
// nothing may follow __name__).
import { invalidArgument } from '../errors.js';
import { decodeValue } from '../model/decode-value.js';
import {
  DOCUMENT_NAME_FIELD,
  formatFieldPath,
  parseFieldPath,
  type FieldPath,
} from '../model/field-paths.js';
import { compareUtf8 } from '../model/compare-values.js';
import { parsePathBelowRoot, validateId } from '../model/names.js';
import {
  expectArray,
  expectBoolean,
  expectEnum,
  expectInt32,
  expectObject,
  expectString,
} from '../model/request-shape.js';
import type { Value } from '../model/value.js';
import { checkNameOrdersLast, checkQueryLimits, INEQUALITY_OPERATORS } from './query-limits.js';

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';
export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

// Indexed by the proto enum numbers (firebase-admin sends numbers); 0 is "unspecified" and refused.
const FIELD_OPERATORS = [
  undefined,
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;
const UNARY_OPERATORS = [
  undefined,
  undefined,
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
] as const;
const COMPOSITE_OPERATORS = [undefined, 'AND', 'OR'] as const;
const DIRECTIONS = [undefined, 'ASCENDING', 'DESCENDING'] as const;

/** Firestore allows at most 30 values in `in` and `array-contains-any`, and 10 in `not-in`. */
export const MAX_DISJUNCTION_VALUES = 30;
export const MAX_NOT_IN_VALUES = 10;

export type Filter =
  | { kind: 'field'; field: FieldPath; op: FieldOperator; value: Value }
  | { kind: 'unary'; field: FieldPath; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export interface Order {
  field: FieldPath;
  descending: boolean;
}

export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface Query {
  /** The root (`.../documents`) or a document name: the collection(s) queried sit below it. */
  parentName: string;
  /** Empty only for a kindless all-descendants query. */
  collectionId: string;
  allDescendants: boolean;
  filter: Filter | undefined;
  /** Explicit orders, then the implied ones, ending with __name__. */
  orderBy: Order[];
  startAt: Cursor | undefined;
  endAt: Cursor | undefined;
  offset: number;
  limit: number | undefined;
  /** Field mask of the results; undefined returns whole documents. */
  projection: FieldPath[] | undefined;
}

const QUERY_KEYS = [
  'select',
  'from',
  'where',
  'orderBy',
  'startAt',
  'endAt',
  'offset',
  'limit',
  'findNearest',
];

export function decodeStructuredQuery(
  json: unknown,
  parentName: string,
  root: string,
  where: string,
): Query {
  const q = expectObject(json, where, QUERY_KEYS);
  if (q['findNearest'] !== undefined) {
    throw invalidArgument(
      `'${where}.findNearest' (vector search) is not supported by this emulator.`,
    );
  }
  parsePathBelowRoot(parentName, root, 'parent', 'The query parent');

  const from = expectArray(q['from'], `${where}.from`);
  if (from.length !== 1) throw invalidArgument(`'${where}.from' must name exactly one collection.`);
  const selector = expectObject(from[0], `${where}.from[0]`, ['collectionId', 'allDescendants']);
  const allDescendants =
    selector['allDescendants'] === undefined
      ? false
      : expectBoolean(selector['allDescendants'], `${where}.from[0].allDescendants`);
  const collectionId =
    selector['collectionId'] === undefined
      ? ''
      : expectString(selector['collectionId'], `${where}.from[0].collectionId`);
  if (collectionId === '' && !allDescendants) {
    throw invalidArgument(
      `'${where}.from[0].collectionId' is required unless allDescendants is true.`,
    );
  }
  if (collectionId !== '')
    validateId(collectionId, `'${where}.from[0].collectionId'`, 'collection');

  const filter = q['where'] === undefined ? undefined : decodeFilter(q['where'], `${where}.where`);
  const explicitOrders =
    q['orderBy'] === undefined
      ? []
      : expectArray(q['orderBy'], `${where}.orderBy`).map((o, i) =>
          decodeOrder(o, `${where}.orderBy[${i}]`),
        );
  const orderBy = withImplicitOrders(explicitOrders, filter);
  checkQueryLimits(filter, explicitOrders, parentName, root, where);
  checkNameOrdersLast(orderBy);

  const startAt =
    q['startAt'] === undefined
      ? undefined
      : decodeCursor(q['startAt'], `${where}.startAt`, orderBy);
  const endAt =
    q['endAt'] === undefined ? undefined : decodeCursor(q['endAt'], `${where}.endAt`, orderBy);
  const offset = q['offset'] === undefined ? 0 : expectInt32(q['offset'], `${where}.offset`, 0);
  const limit =
    q['limit'] === undefined || q['limit'] === null
      ? undefined
      : expectInt32(q['limit'], `${where}.limit`, 0);

  let projection: FieldPath[] | undefined;
  if (q['select'] !== undefined) {
    const select = expectObject(q['select'], `${where}.select`, ['fields']);
    const fields =
      select['fields'] === undefined ? [] : expectArray(select['fields'], `${where}.select.fields`);
    projection = fields
      .map((f, i) => decodeFieldReference(f, `${where}.select.fields[${i}]`))
      .filter((path) => !(path.length === 1 && path[0] === DOCUMENT_NAME_FIELD));
  }
  return {
    parentName,
    collectionId,
    allDescendants,
    filter,
    orderBy,
    startAt,
    endAt,
    offset,
    limit,
    projection,
  };
}

function decodeFieldReference(json: unknown, where: string): FieldPath {
  const ref = expectObject(json, where, ['fieldPath']);
  return parseFieldPath(ref['fieldPath'], `${where}.fieldPath`);
}

function decodeFilter(json: unknown, where: string): Filter {
  const f = expectObject(json, where, ['compositeFilter', 'fieldFilter', 'unaryFilter']);
  const kinds = Object.keys(f);
  if (kinds.length !== 1) {
    throw invalidArgument(
      `'${where}' must have exactly one of compositeFilter, fieldFilter, unaryFilter.`,
    );
  }
  if (f['compositeFilter'] !== undefined) {
    const c = expectObject(f['compositeFilter'], `${where}.compositeFilter`, ['op', 'filters']);
    const op = expectEnum(c['op'], `${where}.compositeFilter.op`, COMPOSITE_OPERATORS);
    const filters = expectArray(c['filters'], `${where}.compositeFilter.filters`).map((child, i) =>
      decodeFilter(child, `${where}.compositeFilter.filters[${i}]`),
    );
    if (filters.length === 0)
      throw invalidArgument(`'${where}.compositeFilter.filters' must not be empty.`);
    return { kind: 'composite', op, filters };
  }
  if (f['unaryFilter'] !== undefined) {
    const u = expectObject(f['unaryFilter'], `${where}.unaryFilter`, ['op', 'field']);
    const op = expectEnum(u['op'], `${where}.unaryFilter.op`, UNARY_OPERATORS);
    return {
      kind: 'unary',
      op,
      field: decodeFieldReference(u['field'], `${where}.unaryFilter.field`),
    };
  }
  const ff = expectObject(f['fieldFilter'], `${where}.fieldFilter`, ['field', 'op', 'value']);
  const op = expectEnum(ff['op'], `${where}.fieldFilter.op`, FIELD_OPERATORS);
  const field = decodeFieldReference(ff['field'], `${where}.fieldFilter.field`);
  const value = decodeValue(ff['value'], `${where}.fieldFilter.value`);
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    if (!('arrayValue' in value) || value.arrayValue.values.length === 0) {
      throw invalidArgument(`'${where}.fieldFilter.value' must be a non-empty array for ${op}.`);
    }
    const max = op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_DISJUNCTION_VALUES;
    if (value.arrayValue.values.length > max) {
      throw invalidArgument(
        `'${where}.fieldFilter.value' has ${value.arrayValue.values.length} values; ${op} allows at most ${max}.`,
      );
    }
  }
  if (field.length === 1 && field[0] === DOCUMENT_NAME_FIELD) {
    const values =
      op === 'IN' || op === 'NOT_IN'
        ? (value as { arrayValue: { values: Value[] } }).arrayValue.values
        : [value];
    if (
      op === 'ARRAY_CONTAINS' ||
      op === 'ARRAY_CONTAINS_ANY' ||
      values.some((v) => !('referenceValue' in v))
    ) {
      throw invalidArgument(
        `'${where}': filters on __name__ need reference values and a comparison, in or not-in.`,
      );
    }
  }
  return { kind: 'field', field, op, value };
}

function decodeOrder(json: unknown, where: string): Order {
  const o = expectObject(json, where, ['field', 'direction']);
  const direction =
    o['direction'] === undefined
      ? 'ASCENDING'
      : expectEnum(o['direction'], `${where}.direction`, DIRECTIONS);
  return {
    field: decodeFieldReference(o['field'], `${where}.field`),
    descending: direction === 'DESCENDING',
  };
}

function decodeCursor(json: unknown, where: string, orderBy: Order[]): Cursor {
  const c = expectObject(json, where, ['values', 'before']);
  const values = expectArray(c['values'] ?? [], `${where}.values`).map((v, i) =>
    decodeValue(v, `${where}.values[${i}]`),
  );
  if (values.length > orderBy.length) {
    throw invalidArgument(
      `'${where}' has ${values.length} values but the query orders by only ${orderBy.length} fields.`,
    );
  }
  values.forEach((value, i) => {
    const order = orderBy[i] as Order;
    if (
      order.field[0] === DOCUMENT_NAME_FIELD &&
      order.field.length === 1 &&
      !('referenceValue' in value)
    ) {
      throw invalidArgument(
        `'${where}.values[${i}]' must be a reference value (the cursor position for __name__).`,
      );
    }
  });
  const before = c['before'] === undefined ? false : expectBoolean(c['before'], `${where}.before`);
  return { values, before };
}

/**
 * Production orders implicitly by every inequality field not already ordered, in field-path order,
 * then by the document name last, whatever the order of the filters.
 */
function withImplicitOrders(explicit: Order[], filter: Filter | undefined): Order[] {
  const ordered = new Set(explicit.map((o) => formatFieldPath(o.field)));
  const orders = [...explicit];
  const inequalityFields = new Map<string, FieldPath>();
  collectInequalityFields(filter, inequalityFields);
  inequalityFields.delete(DOCUMENT_NAME_FIELD);
  const lastDescending = explicit[explicit.length - 1]?.descending ?? false;
  const implied = [...inequalityFields.entries()]
    .filter(([key]) => !ordered.has(key))
    .sort(([, a], [, b]) => compareFieldPaths(a, b));
  for (const [key, field] of implied) {
    orders.push({ field, descending: lastDescending });
    ordered.add(key);
  }
  if (!ordered.has(DOCUMENT_NAME_FIELD)) {
    orders.push({
      field: [DOCUMENT_NAME_FIELD],
      descending: orders[orders.length - 1]?.descending ?? false,
    });
  }
  return orders;
}

/** Field paths order segment by segment, each segment by its UTF-8 bytes. */
function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareUtf8(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

function collectInequalityFields(filter: Filter | undefined, into: Map<string, FieldPath>): void {
  if (!filter) return;
  if (filter.kind === 'composite') {
    for (const child of filter.filters) collectInequalityFields(child, into);
  } else if (INEQUALITY_OPERATORS.has(filter.op)) {
    into.set(formatFieldPath(filter.field), filter.field);
  }
}
