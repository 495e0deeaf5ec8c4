import { describe, expect, it } from 'vitest';
import { decodeFields, decodeValue } from './decode-value.js';

describe('decodeValue', () => {
  const normalized: [unknown, unknown][] = [
    [{ nullValue: 'NULL_VALUE' }, { nullValue: null }],
    [{ nullValue: 0 }, { nullValue: null }],
    [{ integerValue: 42 }, { integerValue: '42' }],
    [{ integerValue: '-007' }, { integerValue: '-7' }],
    [{ doubleValue: '2.5' }, { doubleValue: 2.5 }],
    [{ doubleValue: 'NaN' }, { doubleValue: 'NaN' }],
    [
      { timestampValue: '2024-05-01T12:00:00.123456789+02:00' },
      { timestampValue: '2024-05-01T10:00:00.123456Z' },
    ],
    [{ bytesValue: '-_8' }, { bytesValue: '+/8=' }],
    [{ arrayValue: {} }, { arrayValue: { values: [] } }],
    [{ mapValue: {} }, { mapValue: { fields: {} } }],
    [{ geoPointValue: { latitude: 1 } }, { geoPointValue: { latitude: 1, longitude: 0 } }],
  ];

  it.each(normalized)('normalizes %j', (input, output) => {
    expect(JSON.parse(JSON.stringify(decodeValue(input, 'v')))).toEqual(output);
  });

  const invalid: [string, unknown, RegExp][] = [
    ['no value type', {}, /exactly one of nullValue/],
    ['two value types', { stringValue: 'a', integerValue: '1' }, /exactly one/],
    ['an unknown value type', { fooValue: 1 }, /Unknown name "fooValue"/],
    ['a non-object', 'text', /expected a Value object/],
    ['an integer out of range', { integerValue: '9223372036854775808' }, /not a 64-bit integer/],
    ['a fractional integer', { integerValue: 1.5 }, /not a 64-bit integer/],
    ['a non-numeric double', { doubleValue: 'abc' }, /not a number/],
    ['a malformed timestamp', { timestampValue: '2024-13-01T00:00:00Z' }, /RFC 3339/],
    ['a timestamp before year 1', { timestampValue: '0000-12-31T23:59:59Z' }, /RFC 3339/],
    ['invalid base64', { bytesValue: 'a' }, /not base64/],
    [
      'a reference that is not a document',
      { referenceValue: 'projects/p/databases/d/documents/col' },
      /odd|even/,
    ],
    ['a latitude out of range', { geoPointValue: { latitude: 91, longitude: 0 } }, /\[-90, 90\]/],
    [
      'an array in an array',
      { arrayValue: { values: [{ arrayValue: {} }] } },
      /cannot directly contain another array/,
    ],
    ['a reserved field name', { mapValue: { fields: { __x__: { nullValue: null } } } }, /reserved/],
    ['an empty field name', { mapValue: { fields: { '': { nullValue: null } } } }, /empty/],
    ['a lone surrogate', { stringValue: '\uD800' }, /not valid UTF-8/],
    ['an unknown key in a map value', { mapValue: { fieldz: {} } }, /Unknown name "fieldz"/],
  ];

  it.each(invalid)('refuses %s', (_name, input, message) => {
    expect(() => decodeValue(input, 'fields.x')).toThrow(message);
  });

  it('refuses maps nested deeper than 20 levels', () => {
    let deep: unknown = { nullValue: null };
    for (let i = 0; i < 21; i++) deep = { mapValue: { fields: { a: deep } } };
    expect(() => decodeValue(deep, 'v')).toThrow(/deeper than 20/);
  });

  it('keeps field names such as __proto__-like keys as plain data', () => {
    const fields = decodeFields(
      { constructor: { stringValue: 'x' }, toString: { integerValue: '1' } },
      'f',
    );
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(Object.keys(fields)).toEqual(['constructor', 'toString']);
  });
});
