// Decodes and validates Firestore values from their JSON encoding into the normalized stored form.
import { invalidArgument } from '../errors.js';
import { isWellFormedUtf16, utf8Length, validateReferenceName } from './names.js';
import { describe, expectObject, isPlainObject } from './request-shape.js';
import { formatTimestamp, parseTimestamp } from './timestamps.js';
import {
  emptyFields,
  encodeDouble,
  TYPE_FIELD,
  VECTOR_TYPE,
  type Fields,
  type Value,
} from './value.js';

/** Firestore's largest vector embedding. */
export const MAX_VECTOR_DIMENSIONS = 2048;

/** Firestore: maps and arrays nest at most 20 levels deep. */
export const MAX_DEPTH = 20;
export const MAX_FIELD_NAME_BYTES = 1500;

const VALUE_KEYS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

export function decodeFields(json: unknown, where: string, depth = 0): Fields {
  if (json === undefined) return emptyFields();
  if (!isPlainObject(json)) {
    throw invalidArgument(
      `Invalid value at '${where}': expected a map of fields, got ${describe(json)}.`,
    );
  }
  const fields = emptyFields();
  for (const [name, value] of Object.entries(json)) {
    validateFieldName(name, where);
    fields[name] = decodeValue(value, `${where}.${name}`, depth);
  }
  return fields;
}

export function validateFieldName(name: string, where: string): void {
  if (name === '') throw invalidArgument(`Invalid value at '${where}': a field name is empty.`);
  if (/^__.*__$/s.test(name)) {
    throw invalidArgument(
      `Invalid value at '${where}': the field name "${name}" is reserved (__.*__).`,
    );
  }
  if (utf8Length(name) > MAX_FIELD_NAME_BYTES) {
    throw invalidArgument(
      `Invalid value at '${where}': a field name is longer than ${MAX_FIELD_NAME_BYTES} bytes.`,
    );
  }
  if (!isWellFormedUtf16(name))
    throw invalidArgument(`Invalid value at '${where}': a field name is not valid UTF-8.`);
}

export function decodeValue(json: unknown, where: string, depth = 0): Value {
  if (!isPlainObject(json)) {
    throw invalidArgument(
      `Invalid value at '${where}': expected a Value object, got ${describe(json)}.`,
    );
  }
  const keys = Object.keys(json);
  if (keys.length !== 1) {
    throw invalidArgument(
      `Invalid value at '${where}': a Value must have exactly one of ${VALUE_KEYS.join(', ')}; got ${keys.length === 0 ? 'none' : keys.join(', ')}.`,
    );
  }
  const key = keys[0] as string;
  const raw = json[key];
  switch (key) {
    case 'nullValue':
      if (raw === null || raw === 'NULL_VALUE' || raw === 0) return { nullValue: null };
      break;
    case 'booleanValue':
      if (typeof raw === 'boolean') return { booleanValue: raw };
      break;
    case 'integerValue':
      return { integerValue: decodeInteger(raw, where) };
    case 'doubleValue':
      return decodeDouble(raw, where);
    case 'timestampValue': {
      const ts = typeof raw === 'string' ? parseTimestamp(raw) : undefined;
      if (ts) return { timestampValue: formatTimestamp(ts) };
      throw invalidArgument(
        `Invalid value at '${where}.timestampValue': ${describe(raw)} is not an RFC 3339 timestamp between years 1 and 9999.`,
      );
    }
    case 'stringValue':
      if (typeof raw === 'string') {
        if (!isWellFormedUtf16(raw))
          throw invalidArgument(`Invalid value at '${where}.stringValue': not valid UTF-8.`);
        return { stringValue: raw };
      }
      break;
    case 'bytesValue':
      return { bytesValue: decodeBytes(raw, where) };
    case 'referenceValue':
      if (typeof raw === 'string') {
        validateReferenceName(raw, `Invalid value at '${where}.referenceValue':`);
        return { referenceValue: raw };
      }
      break;
    case 'geoPointValue':
      return { geoPointValue: decodeGeoPoint(raw, where) };
    case 'arrayValue':
      return { arrayValue: { values: decodeArray(raw, where, depth + 1) } };
    case 'mapValue': {
      checkDepth(depth + 1, where);
      const map = expectObject(raw, `${where}.mapValue`, ['fields']);
      if (isPlainObject(map['fields']) && Object.hasOwn(map['fields'], TYPE_FIELD)) {
        return decodeVector(map['fields'], `${where}.mapValue.fields`, depth + 1);
      }
      return {
        mapValue: { fields: decodeFields(map['fields'], `${where}.mapValue.fields`, depth + 1) },
      };
    }
    default:
      throw invalidArgument(
        `Invalid JSON payload received. Unknown name "${key}" at '${where}': Cannot find field.`,
      );
  }
  throw invalidArgument(
    `Invalid value at '${where}.${key}': ${describe(raw)} is not a valid ${key}.`,
  );
}

/** The one map that may hold a reserved name: a vector, `{__type__: "__vector__", value: [numbers]}`. */
function decodeVector(raw: Record<string, unknown>, where: string, depth: number): Value {
  const type = decodeValue(raw[TYPE_FIELD], `${where}.${TYPE_FIELD}`, depth);
  const keys = Object.keys(raw);
  if (
    !('stringValue' in type) ||
    type.stringValue !== VECTOR_TYPE ||
    keys.length !== 2 ||
    !Object.hasOwn(raw, 'value')
  ) {
    throw invalidArgument(
      `Invalid value at '${where}': the field name "${TYPE_FIELD}" is reserved (__.*__); only a vector, {${TYPE_FIELD}: "${VECTOR_TYPE}", value: [numbers]}, may use it.`,
    );
  }
  const elements = decodeValue(raw['value'], `${where}.value`, depth);
  if (
    !('arrayValue' in elements) ||
    elements.arrayValue.values.some((v) => !('doubleValue' in v) && !('integerValue' in v))
  ) {
    throw invalidArgument(`Invalid value at '${where}.value': a vector holds an array of numbers.`);
  }
  if (elements.arrayValue.values.length > MAX_VECTOR_DIMENSIONS) {
    throw invalidArgument(
      `Invalid value at '${where}.value': a vector has at most ${MAX_VECTOR_DIMENSIONS} dimensions; this one has ${elements.arrayValue.values.length}.`,
    );
  }
  const fields = emptyFields();
  fields[TYPE_FIELD] = type;
  fields['value'] = elements;
  return { mapValue: { fields } };
}

function checkDepth(depth: number, where: string): void {
  if (depth > MAX_DEPTH) {
    throw invalidArgument(
      `Invalid value at '${where}': maps and arrays nest deeper than ${MAX_DEPTH} levels.`,
    );
  }
}

function decodeArray(raw: unknown, where: string, depth: number): Value[] {
  checkDepth(depth, where);
  const array = expectObject(raw, `${where}.arrayValue`, ['values']);
  const values = array['values'];
  if (values === undefined) return [];
  if (!Array.isArray(values)) {
    throw invalidArgument(`Invalid value at '${where}.arrayValue.values': expected a list.`);
  }
  return values.map((item, i) => {
    const value = decodeValue(item, `${where}.arrayValue.values[${i}]`, depth);
    if ('arrayValue' in value) {
      throw invalidArgument(
        `Invalid value at '${where}.arrayValue.values[${i}]': an array cannot directly contain another array.`,
      );
    }
    return value;
  });
}

function decodeInteger(raw: unknown, where: string): string {
  let n: bigint | undefined;
  if (typeof raw === 'string' && /^-?\d{1,20}$/.test(raw)) n = BigInt(raw);
  else if (typeof raw === 'number' && Number.isSafeInteger(raw)) n = BigInt(raw);
  if (n === undefined || n < INT64_MIN || n > INT64_MAX) {
    throw invalidArgument(
      `Invalid value at '${where}.integerValue': ${describe(raw)} is not a 64-bit integer.`,
    );
  }
  return n.toString();
}

function decodeDouble(raw: unknown, where: string): Value {
  if (typeof raw === 'number') return encodeDouble(raw);
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return { doubleValue: raw };
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) {
    return encodeDouble(Number(raw));
  }
  throw invalidArgument(
    `Invalid value at '${where}.doubleValue': ${describe(raw)} is not a number.`,
  );
}

/** proto3 JSON bytes: standard or URL-safe base64, padding optional. Stored as padded standard base64. */
function decodeBytes(raw: unknown, where: string): string {
  const text = typeof raw === 'string' ? raw.replace(/-/g, '+').replace(/_/g, '/') : undefined;
  if (text === undefined || !BASE64.test(text)) {
    throw invalidArgument(
      `Invalid value at '${where}.bytesValue': ${describe(raw)} is not base64.`,
    );
  }
  return Buffer.from(text, 'base64').toString('base64');
}

function decodeGeoPoint(raw: unknown, where: string): { latitude: number; longitude: number } {
  const point = expectObject(raw, `${where}.geoPointValue`, ['latitude', 'longitude']);
  const latitude = point['latitude'] ?? 0;
  const longitude = point['longitude'] ?? 0;
  if (typeof latitude !== 'number' || !(latitude >= -90 && latitude <= 90)) {
    throw invalidArgument(
      `Invalid value at '${where}.geoPointValue.latitude': must be a number in [-90, 90].`,
    );
  }
  if (typeof longitude !== 'number' || !(longitude >= -180 && longitude <= 180)) {
    throw invalidArgument(
      `Invalid value at '${where}.geoPointValue.longitude': must be a number in [-180, 180].`,
    );
  }
  return { latitude, longitude };
}
