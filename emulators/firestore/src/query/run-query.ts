// Runs a decoded query over the store: collect the collection's documents, filter, order, apply the
// cursors, offset and limit (the projection comes later, see projectResults). Filter semantics follow Firestore's (as the client SDKs mirror them).
import {
  compareResourceNames,
  compareValues,
  typeOrder,
  valuesEqual,
} from '../model/compare-values.js';
import {
  DOCUMENT_NAME_FIELD,
  getField,
  projectFields,
  type FieldPath,
} from '../model/field-paths.js';
import { doubleOf, type StoredDocument, type Value } from '../model/value.js';
import type { DocumentReader } from '../store/version-history.js';
import type { Cursor, Filter, Order, Query } from './structured-query.js';

export function runQuery(store: DocumentReader, query: Query): StoredDocument[] {
  const candidates = query.allDescendants
    ? query.collectionId === ''
      ? allBelow(store, query.parentName)
      : store.collectionGroup(query.parentName, query.collectionId)
    : store.collection(`${query.parentName}/${query.collectionId}`);

  const matching: StoredDocument[] = [];
  for (const document of candidates) {
    if (
      hasOrderFields(document, query.orderBy) &&
      (!query.filter || matchesFilter(document, query.filter))
    ) {
      matching.push(document);
    }
  }
  matching.sort((a, b) => compareDocuments(a, b, query.orderBy));

  const results = matching.filter(
    (document) =>
      (!query.startAt || afterStart(document, query.startAt, query.orderBy)) &&
      (!query.endAt || beforeEnd(document, query.endAt, query.orderBy)),
  );
  return results.slice(
    query.offset,
    query.limit === undefined ? undefined : query.offset + query.limit,
  );
}

/** The query's `select`, applied after the rules have seen the whole documents. */
export function projectResults(documents: StoredDocument[], query: Query): StoredDocument[] {
  const mask = query.projection;
  if (!mask) return documents;
  return documents.map((document) => ({
    ...document,
    fields: projectFields(document.fields, mask),
  }));
}

function* allBelow(store: DocumentReader, parentName: string): Iterable<StoredDocument> {
  const prefix = `${parentName}/`;
  for (const document of store.all()) if (document.name.startsWith(prefix)) yield document;
}

export function fieldValue(document: StoredDocument, field: FieldPath): Value | undefined {
  if (field.length === 1 && field[0] === DOCUMENT_NAME_FIELD)
    return { referenceValue: document.name };
  return getField(document.fields, field);
}

/** Firestore only returns documents that have every field the query orders by. */
function hasOrderFields(document: StoredDocument, orderBy: Order[]): boolean {
  return orderBy.every((order) => fieldValue(document, order.field) !== undefined);
}

function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(doubleOf(value));
}

export function matchesFilter(document: StoredDocument, filter: Filter): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND'
      ? filter.filters.every((f) => matchesFilter(document, f))
      : filter.filters.some((f) => matchesFilter(document, f));
  }
  const value = fieldValue(document, filter.field);
  if (filter.kind === 'unary') {
    if (value === undefined) return false;
    switch (filter.op) {
      case 'IS_NAN':
        return isNaNValue(value);
      case 'IS_NULL':
        return 'nullValue' in value;
      case 'IS_NOT_NAN':
        // `!= NaN`: like every `!=`, it never matches null.
        return !isNaNValue(value) && !('nullValue' in value);
      case 'IS_NOT_NULL':
        return !('nullValue' in value);
    }
  }
  const operand = filter.value;
  const list = 'arrayValue' in operand ? operand.arrayValue.values : [];
  switch (filter.op) {
    case 'NOT_EQUAL':
      return value !== undefined && !('nullValue' in value) && !valuesEqual(value, operand);
    case 'NOT_IN':
      if (list.some((v) => 'nullValue' in v)) return false;
      return (
        value !== undefined && !('nullValue' in value) && !list.some((v) => valuesEqual(v, value))
      );
    case 'IN':
      return value !== undefined && list.some((v) => valuesEqual(v, value));
    case 'ARRAY_CONTAINS':
      return (
        value !== undefined &&
        'arrayValue' in value &&
        value.arrayValue.values.some((v) => valuesEqual(v, operand))
      );
    case 'ARRAY_CONTAINS_ANY':
      return (
        value !== undefined &&
        'arrayValue' in value &&
        value.arrayValue.values.some((element) => list.some((v) => valuesEqual(v, element)))
      );
  }
  // Comparisons only match values of the same type class (numbers with numbers, strings with strings ...).
  if (value === undefined || typeOrder(value) !== typeOrder(operand)) return false;
  const c = compareValues(value, operand);
  switch (filter.op) {
    case 'EQUAL':
      return c === 0;
    case 'LESS_THAN':
      return c < 0 && !isNaNValue(value) && !isNaNValue(operand);
    case 'LESS_THAN_OR_EQUAL':
      return c <= 0 && !isNaNValue(value) && !isNaNValue(operand);
    case 'GREATER_THAN':
      return c > 0 && !isNaNValue(value) && !isNaNValue(operand);
    case 'GREATER_THAN_OR_EQUAL':
      return c >= 0 && !isNaNValue(value) && !isNaNValue(operand);
  }
}

function compareDocuments(a: StoredDocument, b: StoredDocument, orderBy: Order[]): number {
  for (const order of orderBy) {
    const c =
      order.field.length === 1 && order.field[0] === DOCUMENT_NAME_FIELD
        ? compareResourceNames(a.name, b.name)
        : compareValues(fieldValue(a, order.field) as Value, fieldValue(b, order.field) as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** The document's position relative to the cursor, over the cursor's prefix of the ordering. */
function compareToCursor(document: StoredDocument, cursor: Cursor, orderBy: Order[]): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orderBy[i] as Order;
    const c = compareValues(fieldValue(document, order.field) as Value, cursor.values[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** startAt (before: true) includes the cursor position; startAfter (before: false) excludes it. */
function afterStart(document: StoredDocument, cursor: Cursor, orderBy: Order[]): boolean {
  const c = compareToCursor(document, cursor, orderBy);
  return cursor.before ? c >= 0 : c > 0;
}

/** endBefore (before: true) excludes the cursor position; endAt (before: false) includes it. */
function beforeEnd(document: StoredDocument, cursor: Cursor, orderBy: Order[]): boolean {
  const c = compareToCursor(document, cursor, orderBy);
  return cursor.before ? c < 0 : c <= 0;
}
