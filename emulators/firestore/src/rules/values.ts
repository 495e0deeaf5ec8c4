// Values inside the rules language. Plain JS where it maps one to one (null, bool, string, list),
// bigint for int and number for float (so `1` and `1.0` stay distinct types), classes for the rest.
import type { Timestamp } from '../model/timestamps.js';

export type RulesValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | RulesValue[]
  | RulesMap
  | RulesSet
  | RulesMapDiff
  | RulesPath
  | RulesTimestamp
  | RulesDuration
  | RulesLatLng
  | RulesBytes
  | RulesNamespace
  | RulesUnknown;

/** An evaluation error: the rule that hits it does not allow, as in production. */
export class RulesEvaluationError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'RulesEvaluationError';
  }
}

export function fail(message: string): never {
  throw new RulesEvaluationError(message);
}

export function expectArity(
  name: string,
  args: readonly RulesValue[],
  min: number,
  max = min,
): void {
  if (args.length < min || args.length > max) {
    fail(
      `${name}() takes ${min === max ? min : `${min} to ${max}`} argument(s), got ${args.length}.`,
    );
  }
}

export class RulesMap {
  /**
   * `unknownKeysReason` marks a partial map: for a list (query) request the fields of `resource.data`
   * are only known where the query's filters fix them; reading any other key, or the map as a whole, is
   * an error (so a rule can never be proven from data the query does not constrain).
   */
  constructor(
    readonly entries: Map<string, RulesValue>,
    readonly unknownKeysReason?: string,
  ) {}

  get isPartial(): boolean {
    return this.unknownKeysReason !== undefined;
  }

  get(key: string): RulesValue | undefined {
    const value = this.entries.get(key);
    if (value === undefined && this.unknownKeysReason !== undefined) {
      fail(`${this.unknownKeysReason} (key "${key}")`);
    }
    return value;
  }

  /** The whole map: impossible for a partial map. */
  complete(operation: string): Map<string, RulesValue> {
    if (this.unknownKeysReason !== undefined)
      fail(`${this.unknownKeysReason} (${operation} needs every key)`);
    return this.entries;
  }

  static of(record: Record<string, RulesValue>): RulesMap {
    return new RulesMap(new Map(Object.entries(record)));
  }
}

/** Sets keep their distinct elements in insertion order; membership uses rules equality. */
export class RulesSet {
  constructor(readonly items: RulesValue[]) {}
}

export class RulesMapDiff {
  constructor(
    readonly left: Map<string, RulesValue>,
    readonly right: Map<string, RulesValue>,
  ) {}
}

/** A path such as `/databases/(default)/documents/profiles/alice`, kept as its segments. */
export class RulesPath {
  constructor(readonly segments: readonly string[]) {}

  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RulesTimestamp {
  constructor(readonly value: Timestamp) {}

  get totalNanos(): bigint {
    return BigInt(this.value.seconds) * 1_000_000_000n + BigInt(this.value.nanos);
  }

  static fromNanos(total: bigint): RulesTimestamp {
    let seconds = total / 1_000_000_000n;
    let nanos = total % 1_000_000_000n;
    if (nanos < 0n) {
      nanos += 1_000_000_000n;
      seconds -= 1n;
    }
    return new RulesTimestamp({ seconds: Number(seconds), nanos: Number(nanos) });
  }
}

export class RulesDuration {
  constructor(readonly nanos: bigint) {}
}

export class RulesLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export class RulesBytes {
  constructor(readonly bytes: Buffer) {}
}

/** `math`, `timestamp`, `duration`, `latlng`, `hashing`: namespaces of functions, not values. */
export class RulesNamespace {
  constructor(readonly name: string) {}
}

/** A value a list (query) request cannot know, e.g. the document ID wildcard; any use is an error. */
export class RulesUnknown {
  constructor(readonly reason: string) {}
}

export function typeName(value: RulesValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(value)) return 'list';
  if (value instanceof RulesMap) return 'map';
  if (value instanceof RulesSet) return 'set';
  if (value instanceof RulesMapDiff) return 'map_diff';
  if (value instanceof RulesPath) return 'path';
  if (value instanceof RulesTimestamp) return 'timestamp';
  if (value instanceof RulesDuration) return 'duration';
  if (value instanceof RulesLatLng) return 'latlng';
  if (value instanceof RulesBytes) return 'bytes';
  if (value instanceof RulesNamespace) return 'namespace';
  return 'unknown';
}

/** Reading an unknown value is where a list request's rule stops being provable: an error. */
export function known<T extends RulesValue>(value: T): Exclude<T, RulesUnknown> {
  if (value instanceof RulesUnknown) fail(value.reason);
  return value as Exclude<T, RulesUnknown>;
}

export function rulesEqual(a: RulesValue, b: RulesValue): boolean {
  known(a);
  known(b);
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (
    (typeof a === 'bigint' || typeof a === 'number') &&
    (typeof b === 'bigint' || typeof b === 'number')
  ) {
    // 1 == 1.0; bigint/number loose equality compares the exact mathematical values.
    return a == b;
  }
  if (typeof a !== typeof b) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a))
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => rulesEqual(x, b[i] as RulesValue))
    );
  if (a instanceof RulesMap) {
    if (!(b instanceof RulesMap)) return false;
    const left = a.complete('comparing maps');
    const right = b.complete('comparing maps');
    if (left.size !== right.size) return false;
    for (const [key, value] of left) {
      const other = right.get(key);
      if (other === undefined || !rulesEqual(value, other)) return false;
    }
    return true;
  }
  if (a instanceof RulesSet) {
    return (
      b instanceof RulesSet &&
      a.items.length === b.items.length &&
      a.items.every((x) => setHas(b, x))
    );
  }
  if (a instanceof RulesPath) {
    return (
      b instanceof RulesPath &&
      a.segments.length === b.segments.length &&
      a.segments.every((s, i) => s === b.segments[i])
    );
  }
  if (a instanceof RulesTimestamp)
    return b instanceof RulesTimestamp && a.totalNanos === b.totalNanos;
  if (a instanceof RulesDuration) return b instanceof RulesDuration && a.nanos === b.nanos;
  if (a instanceof RulesLatLng)
    return b instanceof RulesLatLng && a.latitude === b.latitude && a.longitude === b.longitude;
  if (a instanceof RulesBytes) return b instanceof RulesBytes && a.bytes.equals(b.bytes);
  return false;
}

export function setHas(set: RulesSet, value: RulesValue): boolean {
  return set.items.some((item) => rulesEqual(item, value));
}

export function toSet(items: readonly RulesValue[]): RulesSet {
  const unique: RulesValue[] = [];
  for (const item of items) if (!unique.some((u) => rulesEqual(u, item))) unique.push(item);
  return new RulesSet(unique);
}
