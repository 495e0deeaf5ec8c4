import { describe, expect, it } from 'vitest';
import { compareResourceNames, compareUtf8, compareValues } from './compare-values.js';
import { decodeValue } from './decode-value.js';
import type { Value } from './value.js';

const v = (json: unknown): Value => decodeValue(json, 'test');

// Firestore's documented cross-type order, smallest first; values within a row are equal.
const ORDERED: Value[][] = [
  [v({ nullValue: null })],
  [v({ booleanValue: false })],
  [v({ booleanValue: true })],
  [v({ doubleValue: 'NaN' })],
  [v({ doubleValue: '-Infinity' })],
  [v({ integerValue: '-9223372036854775808' })],
  [v({ doubleValue: -1.5 })],
  [v({ integerValue: '0' }), v({ doubleValue: 0 }), v({ doubleValue: -0 })],
  [v({ doubleValue: 0.5 })],
  [v({ integerValue: '1' }), v({ doubleValue: 1 })],
  [v({ integerValue: '9007199254740993' })], // beyond 2^53: compared exactly, not as a double
  [v({ doubleValue: 1e300 })],
  [v({ doubleValue: 'Infinity' })],
  [v({ timestampValue: '1969-12-31T23:59:59Z' })],
  [
    v({ timestampValue: '2024-01-01T00:00:00.000001Z' }),
    v({ timestampValue: '2024-01-01T01:00:00.000001+01:00' }),
  ],
  [v({ stringValue: '' })],
  [v({ stringValue: 'A' })],
  [v({ stringValue: 'a' })],
  [v({ stringValue: '\uFFFF' })],
  [v({ stringValue: '😀' })], // U+1F600: after U+FFFF in UTF-8 order, before it in UTF-16 order
  [v({ bytesValue: '' })],
  [v({ bytesValue: 'AA==' })],
  [v({ bytesValue: '/w==' })],
  [v({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })],
  [v({ referenceValue: 'projects/p/databases/(default)/documents/a/b/c/d' })],
  [v({ referenceValue: 'projects/p/databases/(default)/documents/a-b/c' })],
  [v({ geoPointValue: { latitude: -10, longitude: 50 } })],
  [v({ geoPointValue: { latitude: 10, longitude: -50 } })],
  [v({ arrayValue: {} })],
  [v({ arrayValue: { values: [{ integerValue: '1' }] } })],
  [v({ arrayValue: { values: [{ integerValue: '1' }, { integerValue: '1' }] } })],
  [v({ arrayValue: { values: [{ integerValue: '2' }] } })],
  [v({ mapValue: {} })],
  [v({ mapValue: { fields: { a: { integerValue: '1' } } } })],
  [v({ mapValue: { fields: { a: { integerValue: '2' } } } })],
  [v({ mapValue: { fields: { b: { integerValue: '0' } } } })],
];

describe('compareValues', () => {
  it('orders values as Firestore does, across and within types', () => {
    ORDERED.forEach((row, i) => {
      for (const left of row) {
        for (const same of row)
          expect(compareValues(left, same), JSON.stringify([left, same])).toBe(0);
        for (const later of ORDERED.slice(i + 1).flat()) {
          expect(compareValues(left, later), JSON.stringify([left, later])).toBe(-1);
          expect(compareValues(later, left), JSON.stringify([later, left])).toBe(1);
        }
      }
    });
  });

  it('compares strings by UTF-8 bytes and names segment by segment', () => {
    expect(compareUtf8('\uFFFF', '😀')).toBe(-1);
    expect('\uFFFF' < '😀').toBe(false); // what plain JS comparison would get wrong
    expect(compareResourceNames('a/b', 'a-b')).toBe(-1);
    expect('a/b' < 'a-b').toBe(false);
  });
});
