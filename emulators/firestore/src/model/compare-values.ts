// Firestore's total order over values, across types:
// null < booleans < numbers (NaN first, integers and doubles mixed) < timestamps < strings (UTF-8 bytes)
// < bytes < references < geo points < arrays < maps.
import { numericId } from './names.js';
import { doubleOf, isVector, kindOf, type Fields, type Value, type ValueKind } from './value.js';

const TYPE_ORDER: Record<ValueKind, number> = {
  null: 0,
  boolean: 1,
  integer: 2,
  double: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geoPoint: 7,
  array: 8,
  map: 10,
};
/** Vectors (maps with `__type__: "__vector__"`) sort between arrays and maps. */
const VECTOR_ORDER = 9;

export function typeOrder(value: Value): number {
  return isVector(value) ? VECTOR_ORDER : TYPE_ORDER[kindOf(value)];
}

export function compareValues(left: Value, right: Value): number {
  const byType = typeOrder(left) - typeOrder(right);
  if (byType !== 0) return Math.sign(byType);
  const leftKind = kindOf(left);
  if (isVector(left)) return compareVectors(left, right);
  switch (leftKind) {
    case 'null':
      return 0;
    case 'boolean':
      return (
        Number((left as { booleanValue: boolean }).booleanValue) -
        Number((right as { booleanValue: boolean }).booleanValue)
      );
    case 'integer':
    case 'double':
      return compareNumbers(left, right);
    case 'timestamp':
      return compareAscii(
        (left as { timestampValue: string }).timestampValue,
        (right as { timestampValue: string }).timestampValue,
      );
    case 'string':
      return compareUtf8(
        (left as { stringValue: string }).stringValue,
        (right as { stringValue: string }).stringValue,
      );
    case 'bytes':
      return Math.sign(
        Buffer.compare(
          Buffer.from((left as { bytesValue: string }).bytesValue, 'base64'),
          Buffer.from((right as { bytesValue: string }).bytesValue, 'base64'),
        ),
      );
    case 'reference':
      return compareResourceNames(
        (left as { referenceValue: string }).referenceValue,
        (right as { referenceValue: string }).referenceValue,
      );
    case 'geoPoint': {
      const a = (left as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const b = (right as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return Math.sign(a.latitude - b.latitude) || Math.sign(a.longitude - b.longitude);
    }
    case 'array':
      return compareArrays(
        (left as { arrayValue: { values: Value[] } }).arrayValue.values,
        (right as { arrayValue: { values: Value[] } }).arrayValue.values,
      );
    case 'map':
      return compareMaps(
        (left as { mapValue: { fields: Fields } }).mapValue.fields,
        (right as { mapValue: { fields: Fields } }).mapValue.fields,
      );
  }
}

/** Equality as queries and array transforms use it: 1 == 1.0, and NaN equals NaN. */
export function valuesEqual(left: Value, right: Value): boolean {
  return compareValues(left, right) === 0;
}

function compareNumbers(left: Value, right: Value): number {
  if ('integerValue' in left && 'integerValue' in right) {
    const a = BigInt(left.integerValue);
    const b = BigInt(right.integerValue);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if ('integerValue' in left)
    return (
      0 -
      compareDoubleToInteger(doubleOf(right as { doubleValue: number }), BigInt(left.integerValue))
    );
  if ('integerValue' in right)
    return compareDoubleToInteger(
      doubleOf(left as { doubleValue: number }),
      BigInt(right.integerValue),
    );
  return compareDoubles(
    doubleOf(left as { doubleValue: number }),
    doubleOf(right as { doubleValue: number }),
  );
}

/** NaN sorts before every other number and equals itself; -0 equals 0. */
export function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Exact comparison of a double with a 64-bit integer (no rounding of the integer to a double). */
function compareDoubleToInteger(d: number, i: bigint): number {
  if (Number.isNaN(d)) return -1;
  if (d === Infinity) return 1;
  if (d === -Infinity) return -1;
  const floor = BigInt(Math.floor(d));
  if (floor < i) return -1;
  if (floor > i) return 1;
  return Number.isInteger(d) ? 0 : 1;
}

function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UTF-8 byte order equals code point order; JS `<` compares UTF-16 units, which differs above U+FFFF. */
export function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const cx = a.codePointAt(i) ?? x;
      const cy = b.codePointAt(i) ?? y;
      return cx < cy ? -1 : 1;
    }
  }
  return Math.sign(a.length - b.length);
}

/**
 * Resource names compare segment by segment, so `a/b` sorts before `a/b/c` and `a-b`; numeric IDs
 * (`__id7__`) sort before every other ID, by their number.
 */
export function compareResourceNames(a: string, b: string): number {
  if (a === b) return 0;
  const left = a.split('/');
  const right = b.split('/');
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const c = compareIds(left[i] as string, right[i] as string);
    if (c !== 0) return c;
  }
  return Math.sign(left.length - right.length);
}

export function compareIds(a: string, b: string): number {
  const x = a.startsWith('__id') ? numericId(a) : undefined;
  const y = b.startsWith('__id') ? numericId(b) : undefined;
  if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
  if (x !== undefined) return -1;
  if (y !== undefined) return 1;
  return compareUtf8(a, b);
}

/** Vectors order by dimension first, then element by element. */
function compareVectors(left: Value, right: Value): number {
  const a = vectorElements(left);
  const b = vectorElements(right);
  return Math.sign(a.length - b.length) || compareArrays(a, b);
}

function vectorElements(value: Value): Value[] {
  const fields = (value as { mapValue: { fields: Fields } }).mapValue.fields;
  const elements = fields['value'];
  return elements && 'arrayValue' in elements ? elements.arrayValue.values : [];
}

function compareArrays(a: Value[], b: Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return Math.sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const leftKeys = Object.keys(a).sort(compareUtf8);
  const rightKeys = Object.keys(b).sort(compareUtf8);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < length; i++) {
    const leftKey = leftKeys[i] as string;
    const rightKey = rightKeys[i] as string;
    const byKey = compareUtf8(leftKey, rightKey);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(a[leftKey] as Value, b[rightKey] as Value);
    if (byValue !== 0) return byValue;
  }
  return Math.sign(leftKeys.length - rightKeys.length);
}
