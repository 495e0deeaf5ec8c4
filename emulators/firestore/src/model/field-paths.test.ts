import { describe, expect, it } from 'vitest';
import { decodeFields } from './decode-value.js';
import { formatFieldPath, getField, parseFieldPath, withField } from './field-paths.js';

describe('field paths', () => {
  it.each([
    ['a', ['a']],
    ['a.b.c', ['a', 'b', 'c']],
    ['`a.b`.c', ['a.b', 'c']],
    ['`we\\`ird`', ['we`ird']],
    ['__name__', ['__name__']],
  ])('parses %s', (text, segments) => {
    expect(parseFieldPath(text, 'p')).toEqual(segments);
  });

  it.each(['', 'a..b', 'a.', '`open', '`a`b'])('refuses %j', (text) => {
    expect(() => parseFieldPath(text, 'p')).toThrow(/Invalid field path/);
  });

  it('formats non-identifier segments quoted', () => {
    expect(formatFieldPath(['a', 'b-c', 'd`e'])).toBe('a.`b-c`.`d\\`e`');
  });

  it('reads and writes nested fields without changing the original', () => {
    const original = decodeFields(
      { m: { mapValue: { fields: { x: { integerValue: '1' } } } }, s: { stringValue: 'v' } },
      'f',
    );
    const updated = withField(original, ['m', 'y'], { booleanValue: true });
    expect(getField(updated, ['m', 'y'])).toEqual({ booleanValue: true });
    expect(getField(updated, ['m', 'x'])).toEqual({ integerValue: '1' });
    expect(getField(original, ['m', 'y'])).toBeUndefined();
    const removed = withField(updated, ['s'], undefined);
    expect(getField(removed, ['s'])).toBeUndefined();
    expect(getField(updated, ['s'])).toEqual({ stringValue: 'v' });
    expect(
      getField(withField(original, ['s', 'deep'], { nullValue: null }), ['s', 'deep']),
    ).toEqual({ nullValue: null });
  });
});
