// Checks on the JSON shape of request bodies: unknown fields and wrong types are INVALID_ARGUMENT,
// named by where they sit (e.g. `writes[0].updateMask`), as the Google APIs report them.
import { invalidArgument } from '../errors.js';

export type JsonObject = Record<string, unknown>;

/** proto3 JSON accepts the original snake_case names too; everything is looked up in lowerCamelCase. */
function toCamel(key: string): string {
  return key.includes('_') ? key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) : key;
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with only the `allowed` keys (camelCased, on a prototype-free copy). */
export function expectObject(
  value: unknown,
  where: string,
  allowed: readonly string[],
): JsonObject {
  if (!isPlainObject(value)) {
    throw invalidArgument(
      `Invalid value at '${where}': expected an object, got ${describe(value)}.`,
    );
  }
  const result = Object.create(null) as JsonObject;
  for (const [rawKey, field] of Object.entries(value)) {
    const key = toCamel(rawKey);
    if (!allowed.includes(key)) {
      throw invalidArgument(
        `Invalid JSON payload received. Unknown name "${rawKey}" at '${where}': Cannot find field.`,
      );
    }
    result[key] = field;
  }
  return result;
}

export function expectString(value: unknown, where: string): string {
  if (typeof value !== 'string') {
    throw invalidArgument(
      `Invalid value at '${where}': expected a string, got ${describe(value)}.`,
    );
  }
  return value;
}

export function expectBoolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') {
    throw invalidArgument(
      `Invalid value at '${where}': expected true or false, got ${describe(value)}.`,
    );
  }
  return value;
}

export function expectArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) {
    throw invalidArgument(`Invalid value at '${where}': expected a list, got ${describe(value)}.`);
  }
  return value;
}

/** int32 in proto3 JSON: a number or a decimal string. Also unwraps `{ "value": n }` (Int32Value). */
export function expectInt32(value: unknown, where: string, min = 0): number {
  const raw = isPlainObject(value) && 'value' in value ? value['value'] : value;
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > 2 ** 31 - 1) {
    throw invalidArgument(
      `Invalid value at '${where}': expected an integer >= ${min}, got ${describe(raw)}.`,
    );
  }
  return n;
}

/** An enum as its name or, with `enum-encoding=int` (firebase-admin), its number. */
export function expectEnum<const T extends string>(
  value: unknown,
  where: string,
  names: readonly (T | undefined)[],
): T {
  const byNumber = typeof value === 'number' ? names[value] : undefined;
  const byName =
    typeof value === 'string' && (names as readonly unknown[]).includes(value)
      ? (value as T)
      : undefined;
  const found = byNumber ?? byName;
  if (found === undefined) {
    const known = names.filter((n): n is T => n !== undefined).join(', ');
    throw invalidArgument(
      `Invalid value at '${where}': ${describe(value)} is not one of ${known}.`,
    );
  }
  return found;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}
