// Firestore values in their REST JSON encoding, as stored and as sent back (already normalized on input).

export type Fields = Record<string, Value>;

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Fields } };

export interface StoredDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** Maps keyed by user data: no prototype, so a key like "constructor" is only ever user data. */
export function emptyFields(): Fields {
  return Object.create(null) as Fields;
}

export const NULL_VALUE: Value = Object.freeze({ nullValue: null });

export type ValueKind =
  | 'null'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geoPoint'
  | 'array'
  | 'map';

export function kindOf(value: Value): ValueKind {
  if ('stringValue' in value) return 'string';
  if ('integerValue' in value) return 'integer';
  if ('mapValue' in value) return 'map';
  if ('booleanValue' in value) return 'boolean';
  if ('doubleValue' in value) return 'double';
  if ('timestampValue' in value) return 'timestamp';
  if ('arrayValue' in value) return 'array';
  if ('nullValue' in value) return 'null';
  if ('referenceValue' in value) return 'reference';
  if ('bytesValue' in value) return 'bytes';
  return 'geoPoint';
}

/** The double as a JS number (the special values travel as strings in JSON). */
export function doubleOf(value: { doubleValue: number | string }): number {
  const raw = value.doubleValue;
  return typeof raw === 'number' ? raw : Number(raw);
}

export function encodeDouble(n: number): Value {
  if (Number.isNaN(n)) return { doubleValue: 'NaN' };
  if (n === Infinity) return { doubleValue: 'Infinity' };
  if (n === -Infinity) return { doubleValue: '-Infinity' };
  return { doubleValue: n };
}

/** A numeric value as a JS number (integers beyond 2^53 lose precision, as doubles do). */
export function numericValue(value: Value): number {
  return 'integerValue' in value
    ? Number(value.integerValue)
    : doubleOf(value as { doubleValue: number });
}

/** Vector embeddings travel as `{__type__: "__vector__", value: [numbers]}` maps. */
export const VECTOR_TYPE = '__vector__';
export const TYPE_FIELD = '__type__';

export function isVector(value: Value): boolean {
  if (!('mapValue' in value)) return false;
  const type = value.mapValue.fields[TYPE_FIELD];
  return type !== undefined && 'stringValue' in type && type.stringValue === VECTOR_TYPE;
}
