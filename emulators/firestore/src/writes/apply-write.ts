// What a write does to a document: the fields after the update (mask or full replacement) and the
// transforms, computed without touching the stored document.
import { compareValues, valuesEqual } from '../model/compare-values.js';
import { getField, withField } from '../model/field-paths.js';
import {
  emptyFields,
  encodeDouble,
  NULL_VALUE,
  numericValue,
  type Fields,
  type Value,
} from '../model/value.js';
import type { DecodedWrite, FieldTransform } from './decode-write.js';

export interface WriteOutcome {
  /** The document's fields after the write; null when the write deletes it. */
  fields: Fields | null;
  transformResults: Value[];
}

export function applyWrite(
  current: Fields | undefined,
  write: DecodedWrite,
  commitTime: string,
): WriteOutcome {
  if (!write.update) return { fields: null, transformResults: [] };
  let fields: Fields;
  const { mask } = write.update;
  if (mask === undefined) {
    fields = write.update.fields;
  } else {
    fields = current ?? emptyFields();
    for (const path of mask) fields = withField(fields, path, getField(write.update.fields, path));
  }
  const transformResults: Value[] = [];
  for (const transform of write.transforms) {
    const result = applyTransform(getField(fields, transform.field), transform, commitTime);
    fields = withField(fields, transform.field, result.value);
    transformResults.push(result.reported);
  }
  return { fields, transformResults };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function applyTransform(
  current: Value | undefined,
  transform: FieldTransform,
  commitTime: string,
): { value: Value; reported: Value } {
  switch (transform.kind) {
    case 'serverTime': {
      const value = { timestampValue: commitTime };
      return { value, reported: value };
    }
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const value = numericTransform(current, transform.kind, transform.operand);
      return { value, reported: value };
    }
    case 'appendMissingElements': {
      const values = current && 'arrayValue' in current ? [...current.arrayValue.values] : [];
      for (const element of transform.elements) {
        if (!values.some((v) => valuesEqual(v, element))) values.push(element);
      }
      return { value: { arrayValue: { values } }, reported: NULL_VALUE };
    }
    case 'removeAllFromArray': {
      const values = current && 'arrayValue' in current ? current.arrayValue.values : [];
      const kept = values.filter((v) => !transform.elements.some((e) => valuesEqual(v, e)));
      return { value: { arrayValue: { values: kept } }, reported: NULL_VALUE };
    }
  }
}

/**
 * increment: integer + integer stays an integer, saturating at the 64-bit bounds; a double on either side
 * makes a double. maximum/minimum keep the stored value when equal, and NaN wins. A field that is not a
 * number (or is missing) is set to the operand.
 */
function numericTransform(
  current: Value | undefined,
  kind: 'increment' | 'maximum' | 'minimum',
  operand: Value,
): Value {
  if (!current || !('integerValue' in current || 'doubleValue' in current)) return operand;
  if (kind === 'increment') {
    if ('integerValue' in current && 'integerValue' in operand) {
      const sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
      const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
      return { integerValue: clamped.toString() };
    }
    return encodeDouble(numericValue(current) + numericValue(operand));
  }
  if (Number.isNaN(numericValue(current))) return current;
  if (Number.isNaN(numericValue(operand))) return operand;
  const c = compareValues(operand, current);
  if (c === 0) return current;
  return (kind === 'maximum' ? c > 0 : c < 0) ? operand : current;
}
