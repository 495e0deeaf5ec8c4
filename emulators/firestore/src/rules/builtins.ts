// Global functions and namespaced functions (`math.abs`, `timestamp.date`, `duration.value` ...).
// Document access (get, exists, getAfter, existsAfter) lives in the evaluator, which owns the request.
import { createHash } from 'node:crypto';
import { checkedInt } from './operators.js';
import type { RulesNamespace, RulesValue } from './values.js';
import {
  expectArity,
  fail,
  known,
  RulesBytes,
  RulesDuration,
  RulesLatLng,
  RulesPath,
  RulesTimestamp,
  typeName,
} from './values.js';

type Builtin = (args: RulesValue[]) => RulesValue;

function numberArg(name: string, value: RulesValue): bigint | number {
  if (typeof value !== 'bigint' && typeof value !== 'number')
    fail(`${name}() needs a number, got ${typeName(value)}.`);
  return value;
}

function intArg(name: string, value: RulesValue): bigint {
  if (typeof value !== 'bigint') fail(`${name}() needs an int, got ${typeName(value)}.`);
  return value;
}

function floatToInt(name: string, value: number): bigint {
  if (!Number.isFinite(value)) fail(`${name}() cannot convert ${value} to an int.`);
  return checkedInt(BigInt(value));
}

export const GLOBAL_FUNCTIONS: Record<string, Builtin> = {
  string: (a) => {
    expectArity('string', a, 1);
    const v = known(a[0] as RulesValue);
    if (v === null) return 'null';
    if (typeof v === 'string') return v;
    if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
    if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
    if (v instanceof RulesPath) return v.toString();
    return fail(`string() cannot convert ${typeName(v)}.`);
  },
  int: (a) => {
    expectArity('int', a, 1);
    const v = known(a[0] as RulesValue);
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number') return floatToInt('int', Math.trunc(v));
    if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkedInt(BigInt(v.trim()));
    return fail(
      `int() cannot convert ${typeName(v)} ${typeof v === 'string' ? JSON.stringify(v) : ''}.`,
    );
  },
  float: (a) => {
    expectArity('float', a, 1);
    const v = known(a[0] as RulesValue);
    if (typeof v === 'number') return v;
    if (typeof v === 'bigint') return Number(v);
    if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
    return fail(`float() cannot convert ${typeName(v)}.`);
  },
  path: (a) => {
    expectArity('path', a, 1);
    const v = known(a[0] as RulesValue);
    if (typeof v !== 'string') fail(`path() needs a string, got ${typeName(v)}.`);
    return new RulesPath(v.split('/').filter((s) => s !== ''));
  },
  debug: (a) => {
    expectArity('debug', a, 1);
    return a[0] as RulesValue;
  },
};

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * 86_400n * 1_000_000_000n,
  d: 86_400n * 1_000_000_000n,
  h: 3_600n * 1_000_000_000n,
  m: 60n * 1_000_000_000n,
  s: 1_000_000_000n,
  ms: 1_000_000n,
  ns: 1n,
};

const MATH: Record<string, Builtin> = {
  abs: (a) => {
    expectArity('math.abs', a, 1);
    const v = numberArg('math.abs', a[0] as RulesValue);
    return typeof v === 'bigint' ? checkedInt(v < 0n ? -v : v) : Math.abs(v);
  },
  ceil: (a) => (
    expectArity('math.ceil', a, 1),
    floatToInt('math.ceil', Math.ceil(Number(numberArg('math.ceil', a[0] as RulesValue))))
  ),
  floor: (a) => (
    expectArity('math.floor', a, 1),
    floatToInt('math.floor', Math.floor(Number(numberArg('math.floor', a[0] as RulesValue))))
  ),
  round: (a) => {
    expectArity('math.round', a, 1);
    const v = Number(numberArg('math.round', a[0] as RulesValue));
    // Half away from zero.
    return floatToInt('math.round', Math.sign(v) * Math.round(Math.abs(v)));
  },
  sqrt: (a) => (
    expectArity('math.sqrt', a, 1),
    Math.sqrt(Number(numberArg('math.sqrt', a[0] as RulesValue)))
  ),
  pow: (a) => {
    expectArity('math.pow', a, 2);
    return (
      Number(numberArg('math.pow', a[0] as RulesValue)) **
      Number(numberArg('math.pow', a[1] as RulesValue))
    );
  },
  isInfinite: (a) => {
    expectArity('math.isInfinite', a, 1);
    const v = numberArg('math.isInfinite', a[0] as RulesValue);
    return typeof v === 'number' && (v === Infinity || v === -Infinity);
  },
  isNaN: (a) => {
    expectArity('math.isNaN', a, 1);
    const v = numberArg('math.isNaN', a[0] as RulesValue);
    return typeof v === 'number' && Number.isNaN(v);
  },
};

const TIMESTAMP: Record<string, Builtin> = {
  date: (a) => {
    expectArity('timestamp.date', a, 3);
    const [year, month, day] = a.map((v) => Number(intArg('timestamp.date', v))) as [
      number,
      number,
      number,
    ];
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    if (
      date.getUTCFullYear() !== year ||
      date.getUTCMonth() !== month - 1 ||
      date.getUTCDate() !== day
    ) {
      fail(`timestamp.date(${year}, ${month}, ${day}) is not a valid date.`);
    }
    return new RulesTimestamp({ seconds: date.getTime() / 1000, nanos: 0 });
  },
  value: (a) => {
    expectArity('timestamp.value', a, 1);
    return RulesTimestamp.fromNanos(intArg('timestamp.value', a[0] as RulesValue) * 1_000_000n);
  },
};

const DURATION: Record<string, Builtin> = {
  value: (a) => {
    expectArity('duration.value', a, 2);
    const magnitude = intArg('duration.value', a[0] as RulesValue);
    const unit = known(a[1] as RulesValue);
    const factor =
      typeof unit === 'string' && Object.hasOwn(DURATION_UNITS, unit)
        ? DURATION_UNITS[unit]
        : undefined;
    if (factor === undefined) fail(`duration.value() unit must be one of w, d, h, m, s, ms, ns.`);
    return new RulesDuration(magnitude * factor);
  },
  time: (a) => {
    expectArity('duration.time', a, 4);
    const [hours, minutes, seconds, nanos] = a.map((v) => intArg('duration.time', v)) as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    return new RulesDuration(((hours * 60n + minutes) * 60n + seconds) * 1_000_000_000n + nanos);
  },
  abs: (a) => {
    expectArity('duration.abs', a, 1);
    const d = known(a[0] as RulesValue);
    if (!(d instanceof RulesDuration)) fail(`duration.abs() needs a duration, got ${typeName(d)}.`);
    return new RulesDuration(d.nanos < 0n ? -d.nanos : d.nanos);
  },
};

const LATLNG: Record<string, Builtin> = {
  value: (a) => {
    expectArity('latlng.value', a, 2);
    const latitude = Number(numberArg('latlng.value', a[0] as RulesValue));
    const longitude = Number(numberArg('latlng.value', a[1] as RulesValue));
    if (!(latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180)) {
      fail('latlng.value() is out of range.');
    }
    return new RulesLatLng(latitude, longitude);
  },
};

function hashWith(algorithm: 'md5' | 'sha256'): Builtin {
  return (a) => {
    expectArity(`hashing.${algorithm}`, a, 1);
    const v = known(a[0] as RulesValue);
    const input =
      typeof v === 'string'
        ? Buffer.from(v, 'utf8')
        : v instanceof RulesBytes
          ? v.bytes
          : undefined;
    if (!input) fail(`hashing.${algorithm}() needs a string or bytes, got ${typeName(v)}.`);
    return new RulesBytes(createHash(algorithm).update(input).digest());
  };
}

const HASHING: Record<string, Builtin> = { md5: hashWith('md5'), sha256: hashWith('sha256') };

export const NAMESPACES: Record<string, Record<string, Builtin>> = {
  math: MATH,
  timestamp: TIMESTAMP,
  duration: DURATION,
  latlng: LATLNG,
  hashing: HASHING,
};

export function callNamespaceFunction(
  namespace: RulesNamespace,
  name: string,
  args: RulesValue[],
): RulesValue {
  const functions = NAMESPACES[namespace.name];
  const fn = functions && Object.hasOwn(functions, name) ? functions[name] : undefined;
  if (!fn) return fail(`Function not found error: Name: [${namespace.name}.${name}].`);
  return fn(args);
}
