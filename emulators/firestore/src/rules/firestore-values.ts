// Firestore document values as the rules language sees them.
import { parseTimestamp } from '../model/timestamps.js';
import { doubleOf, type Fields, type StoredDocument, type Value } from '../model/value.js';
import {
  RulesBytes,
  RulesLatLng,
  RulesMap,
  RulesPath,
  RulesTimestamp,
  type RulesValue,
} from './values.js';

export function toRulesValue(value: Value): RulesValue {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return BigInt(value.integerValue);
  if ('doubleValue' in value) return doubleOf(value);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('mapValue' in value) return fieldsToRulesMap(value.mapValue.fields);
  if ('arrayValue' in value) return value.arrayValue.values.map(toRulesValue);
  if ('timestampValue' in value) {
    return new RulesTimestamp(parseTimestamp(value.timestampValue) ?? { seconds: 0, nanos: 0 });
  }
  if ('referenceValue' in value) return resourceNameToPath(value.referenceValue);
  if ('bytesValue' in value) return new RulesBytes(Buffer.from(value.bytesValue, 'base64'));
  return new RulesLatLng(value.geoPointValue.latitude, value.geoPointValue.longitude);
}

export function fieldsToRulesMap(fields: Fields): RulesMap {
  const entries = new Map<string, RulesValue>();
  for (const name in fields) entries.set(name, toRulesValue(fields[name] as Value));
  return new RulesMap(entries);
}

/** `projects/p/databases/d/documents/a/b` → the rules path `/databases/d/documents/a/b`. */
export function resourceNameToPath(name: string): RulesPath {
  return new RulesPath(name.split('/').slice(2));
}

/** `resource` / `request.resource`: the document's data, ID and full path. */
export function resourceValue(name: string, fields: Fields): RulesMap {
  const path = resourceNameToPath(name);
  return RulesMap.of({
    data: fieldsToRulesMap(fields),
    id: path.segments[path.segments.length - 1] ?? '',
    __name__: path,
  });
}

export function storedResource(document: StoredDocument | undefined): RulesMap | null {
  return document ? resourceValue(document.name, document.fields) : null;
}
