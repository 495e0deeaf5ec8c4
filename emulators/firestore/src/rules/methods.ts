// Methods of the rules types (`s.size()`, `m.keys()`, `d.affectedKeys()` ...). Anything not here is
// refused when the rules load (validate-rules.ts checks method names against this table).
import { contains } from './operators.js';
import { fullMatch, regexSplit, regexReplace } from './regex.js';
import {
  expectArity,
  fail,
  known,
  RulesBytes,
  RulesDuration,
  RulesLatLng,
  RulesMap,
  RulesMapDiff,
  RulesSet,
  RulesTimestamp,
  rulesEqual,
  setHas,
  toSet,
  typeName,
  type RulesValue,
} from './values.js';

type Method = (target: never, args: RulesValue[]) => RulesValue;

function expectString(value: RulesValue, what: string): string {
  if (typeof value !== 'string') fail(`${what} needs a string, got ${typeName(value)}.`);
  return value;
}

/** hasAll/hasAny/hasOnly and the set operations accept a list or a set. */
function itemsOf(value: RulesValue, what: string): RulesValue[] {
  if (Array.isArray(value)) return value;
  if (value instanceof RulesSet) return value.items;
  return fail(`${what} needs a list or set, got ${typeName(value)}.`);
}

const collectionMethods = (
  itemsOfTarget: (target: never) => RulesValue[],
): Record<string, Method> => ({
  size: (t, a) => (expectArity('size', a, 0), BigInt(itemsOfTarget(t).length)),
  hasAll: (t, a) => (
    expectArity('hasAll', a, 1),
    itemsOf(a[0] as RulesValue, 'hasAll').every((x) => contains(itemsOfTarget(t), x))
  ),
  hasAny: (t, a) => (
    expectArity('hasAny', a, 1),
    itemsOf(a[0] as RulesValue, 'hasAny').some((x) => contains(itemsOfTarget(t), x))
  ),
  hasOnly: (t, a) => {
    expectArity('hasOnly', a, 1);
    const allowed = itemsOf(a[0] as RulesValue, 'hasOnly');
    return itemsOfTarget(t).every((x) => allowed.some((y) => rulesEqual(x, y)));
  },
});

const LIST_METHODS: Record<string, Method> = {
  ...collectionMethods((t: RulesValue[]) => t),
  join: (t: RulesValue[], a) => {
    expectArity('join', a, 0, 1);
    const separator = a.length ? expectString(a[0] as RulesValue, 'join') : '';
    return t.map((x) => expectString(x, 'join')).join(separator);
  },
  toSet: (t: RulesValue[], a) => (expectArity('toSet', a, 0), toSet(t)),
  concat: (t: RulesValue[], a) => (
    expectArity('concat', a, 1),
    [...t, ...itemsOf(a[0] as RulesValue, 'concat')]
  ),
  removeAll: (t: RulesValue[], a) => {
    expectArity('removeAll', a, 1);
    const removed = itemsOf(a[0] as RulesValue, 'removeAll');
    return t.filter((x) => !removed.some((y) => rulesEqual(x, y)));
  },
};

const SET_METHODS: Record<string, Method> = {
  ...collectionMethods((t: RulesSet) => t.items),
  union: (t: RulesSet, a) => (
    expectArity('union', a, 1),
    toSet([...t.items, ...itemsOf(a[0] as RulesValue, 'union')])
  ),
  intersection: (t: RulesSet, a) => {
    expectArity('intersection', a, 1);
    const other = toSet(itemsOf(a[0] as RulesValue, 'intersection'));
    return toSet(t.items.filter((x) => setHas(other, x)));
  },
  difference: (t: RulesSet, a) => {
    expectArity('difference', a, 1);
    const other = toSet(itemsOf(a[0] as RulesValue, 'difference'));
    return toSet(t.items.filter((x) => !setHas(other, x)));
  },
};

const MAP_METHODS: Record<string, Method> = {
  size: (t: RulesMap, a) => (expectArity('size', a, 0), BigInt(t.complete('size()').size)),
  keys: (t: RulesMap, a) => (expectArity('keys', a, 0), [...t.complete('keys()').keys()]),
  values: (t: RulesMap, a) => (expectArity('values', a, 0), [...t.complete('values()').values()]),
  get: (t: RulesMap, a) => {
    expectArity('get', a, 2);
    const key = known(a[0] as RulesValue);
    const path = Array.isArray(key)
      ? key.map((k) => expectString(k, 'get'))
      : [expectString(key, 'get')];
    let current: RulesValue = t;
    for (const segment of path) {
      if (!(current instanceof RulesMap)) return a[1] as RulesValue;
      const next: RulesValue | undefined = current.get(segment);
      if (next === undefined) return a[1] as RulesValue;
      current = next;
    }
    return current;
  },
  diff: (t: RulesMap, a) => {
    expectArity('diff', a, 1);
    const other = known(a[0] as RulesValue);
    if (!(other instanceof RulesMap)) fail(`diff() needs a map, got ${typeName(other)}.`);
    return new RulesMapDiff(t.complete('diff()'), other.complete('diff()'));
  },
};

function diffKeys(
  d: RulesMapDiff,
  keep: (inLeft: boolean, inRight: boolean, same: boolean) => boolean,
): RulesSet {
  const keys = new Set([...d.left.keys(), ...d.right.keys()]);
  const result: string[] = [];
  for (const key of keys) {
    const left = d.left.get(key);
    const right = d.right.get(key);
    const same = left !== undefined && right !== undefined && rulesEqual(left, right);
    if (keep(left !== undefined, right !== undefined, same)) result.push(key);
  }
  return new RulesSet(result);
}

const MAP_DIFF_METHODS: Record<string, Method> = {
  // `a.diff(b)`: added = only in b, removed = only in a, changed = in both with different values.
  addedKeys: (t: RulesMapDiff, a) => (
    expectArity('addedKeys', a, 0),
    diffKeys(t, (l, r) => !l && r)
  ),
  removedKeys: (t: RulesMapDiff, a) => (
    expectArity('removedKeys', a, 0),
    diffKeys(t, (l, r) => l && !r)
  ),
  changedKeys: (t: RulesMapDiff, a) => (
    expectArity('changedKeys', a, 0),
    diffKeys(t, (l, r, same) => l && r && !same)
  ),
  unchangedKeys: (t: RulesMapDiff, a) => (
    expectArity('unchangedKeys', a, 0),
    diffKeys(t, (_l, _r, same) => same)
  ),
  affectedKeys: (t: RulesMapDiff, a) => (
    expectArity('affectedKeys', a, 0),
    diffKeys(t, (_l, _r, same) => !same)
  ),
};

const STRING_METHODS: Record<string, Method> = {
  // Characters are Unicode code points.
  size: (t: string, a) => (expectArity('size', a, 0), BigInt([...t].length)),
  lower: (t: string, a) => (expectArity('lower', a, 0), t.toLowerCase()),
  upper: (t: string, a) => (expectArity('upper', a, 0), t.toUpperCase()),
  trim: (t: string, a) => (expectArity('trim', a, 0), t.trim()),
  matches: (t: string, a) => (
    expectArity('matches', a, 1),
    fullMatch(t, expectString(a[0] as RulesValue, 'matches'))
  ),
  split: (t: string, a) => (
    expectArity('split', a, 1),
    regexSplit(t, expectString(a[0] as RulesValue, 'split'))
  ),
  replace: (t: string, a) => {
    expectArity('replace', a, 2);
    return regexReplace(
      t,
      expectString(a[0] as RulesValue, 'replace'),
      expectString(a[1] as RulesValue, 'replace'),
    );
  },
  toUtf8: (t: string, a) => (expectArity('toUtf8', a, 0), new RulesBytes(Buffer.from(t, 'utf8'))),
};

const BYTES_METHODS: Record<string, Method> = {
  size: (t: RulesBytes, a) => (expectArity('size', a, 0), BigInt(t.bytes.length)),
  toBase64: (t: RulesBytes, a) => (expectArity('toBase64', a, 0), t.bytes.toString('base64')),
  toHexString: (t: RulesBytes, a) => (
    expectArity('toHexString', a, 0),
    t.bytes.toString('hex').toUpperCase()
  ),
};

function utcDate(t: RulesTimestamp): Date {
  return new Date(t.value.seconds * 1000);
}

const TIMESTAMP_METHODS: Record<string, Method> = {
  year: (t: RulesTimestamp, a) => (expectArity('year', a, 0), BigInt(utcDate(t).getUTCFullYear())),
  month: (t: RulesTimestamp, a) => (
    expectArity('month', a, 0),
    BigInt(utcDate(t).getUTCMonth() + 1)
  ),
  day: (t: RulesTimestamp, a) => (expectArity('day', a, 0), BigInt(utcDate(t).getUTCDate())),
  hours: (t: RulesTimestamp, a) => (expectArity('hours', a, 0), BigInt(utcDate(t).getUTCHours())),
  minutes: (t: RulesTimestamp, a) => (
    expectArity('minutes', a, 0),
    BigInt(utcDate(t).getUTCMinutes())
  ),
  seconds: (t: RulesTimestamp, a) => (
    expectArity('seconds', a, 0),
    BigInt(utcDate(t).getUTCSeconds())
  ),
  nanos: (t: RulesTimestamp, a) => (expectArity('nanos', a, 0), BigInt(t.value.nanos)),
  // 1 = Monday … 7 = Sunday.
  dayOfWeek: (t: RulesTimestamp, a) => (
    expectArity('dayOfWeek', a, 0),
    BigInt(((utcDate(t).getUTCDay() + 6) % 7) + 1)
  ),
  dayOfYear: (t: RulesTimestamp, a) => {
    expectArity('dayOfYear', a, 0);
    const date = utcDate(t);
    const startOfYear = new Date(0);
    startOfYear.setUTCFullYear(date.getUTCFullYear(), 0, 1);
    return BigInt(Math.floor((date.getTime() - startOfYear.getTime()) / 86_400_000) + 1);
  },
  toMillis: (t: RulesTimestamp, a) => (expectArity('toMillis', a, 0), t.totalNanos / 1_000_000n),
  date: (t: RulesTimestamp, a) => {
    expectArity('date', a, 0);
    const nanosPerDay = 86_400n * 1_000_000_000n;
    const total = t.totalNanos;
    const remainder = ((total % nanosPerDay) + nanosPerDay) % nanosPerDay;
    return RulesTimestamp.fromNanos(total - remainder);
  },
  time: (t: RulesTimestamp, a) => {
    expectArity('time', a, 0);
    const nanosPerDay = 86_400n * 1_000_000_000n;
    return new RulesDuration(((t.totalNanos % nanosPerDay) + nanosPerDay) % nanosPerDay);
  },
};

const DURATION_METHODS: Record<string, Method> = {
  seconds: (t: RulesDuration, a) => (expectArity('seconds', a, 0), t.nanos / 1_000_000_000n),
  nanos: (t: RulesDuration, a) => (expectArity('nanos', a, 0), t.nanos % 1_000_000_000n),
};

const LATLNG_METHODS: Record<string, Method> = {
  latitude: (t: RulesLatLng, a) => (expectArity('latitude', a, 0), t.latitude),
  longitude: (t: RulesLatLng, a) => (expectArity('longitude', a, 0), t.longitude),
  distance: (t: RulesLatLng, a) => {
    expectArity('distance', a, 1);
    const other = known(a[0] as RulesValue);
    if (!(other instanceof RulesLatLng)) fail(`distance() needs a latlng, got ${typeName(other)}.`);
    return haversineMeters(t, other);
  },
};

function haversineMeters(a: RulesLatLng, b: RulesLatLng): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLng = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

const METHODS_BY_TYPE: Record<string, Record<string, Method>> = {
  list: LIST_METHODS,
  set: SET_METHODS,
  map: MAP_METHODS,
  map_diff: MAP_DIFF_METHODS,
  string: STRING_METHODS,
  bytes: BYTES_METHODS,
  timestamp: TIMESTAMP_METHODS,
  duration: DURATION_METHODS,
  latlng: LATLNG_METHODS,
};

export const KNOWN_METHOD_NAMES: ReadonlySet<string> = new Set(
  Object.values(METHODS_BY_TYPE).flatMap((methods) => Object.keys(methods)),
);

export function callMethod(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const receiver = known(target);
  const type = typeName(receiver);
  const method = Object.hasOwn(METHODS_BY_TYPE, type) ? METHODS_BY_TYPE[type]?.[name] : undefined;
  if (!method || !Object.hasOwn(METHODS_BY_TYPE[type] as object, name)) {
    return fail(`Function not found error: Name: [${name}] on ${type}.`);
  }
  return method(receiver as never, args);
}
