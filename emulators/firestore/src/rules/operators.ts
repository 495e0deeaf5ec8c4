// Arithmetic, comparison and membership operators of the rules language.
import type { BinaryOperator } from './ast.js';
import {
  fail,
  known,
  RulesBytes,
  RulesDuration,
  RulesMap,
  RulesSet,
  RulesTimestamp,
  rulesEqual,
  setHas,
  typeName,
  type RulesValue,
} from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function checkedInt(value: bigint): bigint {
  if (value < INT64_MIN || value > INT64_MAX) fail('Integer overflow.');
  return value;
}

function isNumber(value: RulesValue): value is bigint | number {
  return typeof value === 'bigint' || typeof value === 'number';
}

export function applyBinary(
  op: BinaryOperator,
  leftRaw: RulesValue,
  rightRaw: RulesValue,
): RulesValue {
  const left = known(leftRaw);
  const right = known(rightRaw);
  switch (op) {
    case '==':
      return rulesEqual(left, right);
    case '!=':
      return !rulesEqual(left, right);
    case '<':
      return compareOrdered(left, right, op) < 0;
    case '<=':
      return compareOrdered(left, right, op) <= 0;
    case '>':
      return compareOrdered(left, right, op) > 0;
    case '>=':
      return compareOrdered(left, right, op) >= 0;
    case 'in':
      return contains(right, left);
    case '+':
      return add(left, right);
    case '-':
      return subtract(left, right);
    case '*':
    case '/':
    case '%':
      return multiplicative(op, left, right);
  }
}

function operandError(op: string, left: RulesValue, right: RulesValue): never {
  return fail(`Operator ${op} is not defined for ${typeName(left)} and ${typeName(right)}.`);
}

/** Ordering for <, <=, >, >=: numbers (int and float mixed), strings, timestamps, durations, bytes. */
export function compareOrdered(left: RulesValue, right: RulesValue, op: string): number {
  if (isNumber(left) && isNumber(right)) {
    if (Number.isNaN(left) || Number.isNaN(right)) return NaN; // every comparison with NaN is false
    return left < right ? -1 : left > right ? 1 : 0;
  }
  if (typeof left === 'string' && typeof right === 'string')
    return left < right ? -1 : left > right ? 1 : 0;
  if (left instanceof RulesTimestamp && right instanceof RulesTimestamp)
    return sign(left.totalNanos - right.totalNanos);
  if (left instanceof RulesDuration && right instanceof RulesDuration)
    return sign(left.nanos - right.nanos);
  if (left instanceof RulesBytes && right instanceof RulesBytes)
    return Buffer.compare(left.bytes, right.bytes);
  return operandError(op, left, right);
}

function sign(value: bigint): number {
  return value < 0n ? -1 : value > 0n ? 1 : 0;
}

export function contains(container: RulesValue, item: RulesValue): boolean {
  if (Array.isArray(container)) return container.some((x) => rulesEqual(x, item));
  if (container instanceof RulesSet) return setHas(container, item);
  if (container instanceof RulesMap) {
    if (typeof item !== 'string') fail(`Map keys are strings; "in" got ${typeName(item)}.`);
    if (container.isPartial) return container.get(item) !== undefined;
    return container.entries.has(item);
  }
  return fail(`Operator in is not defined for ${typeName(container)}.`);
}

function add(left: RulesValue, right: RulesValue): RulesValue {
  if (typeof left === 'bigint' && typeof right === 'bigint') return checkedInt(left + right);
  if (isNumber(left) && isNumber(right)) return Number(left) + Number(right);
  if (typeof left === 'string' && typeof right === 'string') return left + right;
  if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
  if (left instanceof RulesDuration && right instanceof RulesDuration)
    return new RulesDuration(left.nanos + right.nanos);
  if (left instanceof RulesTimestamp && right instanceof RulesDuration) {
    return RulesTimestamp.fromNanos(left.totalNanos + right.nanos);
  }
  if (left instanceof RulesDuration && right instanceof RulesTimestamp) {
    return RulesTimestamp.fromNanos(right.totalNanos + left.nanos);
  }
  return operandError('+', left, right);
}

function subtract(left: RulesValue, right: RulesValue): RulesValue {
  if (typeof left === 'bigint' && typeof right === 'bigint') return checkedInt(left - right);
  if (isNumber(left) && isNumber(right)) return Number(left) - Number(right);
  if (left instanceof RulesTimestamp && right instanceof RulesTimestamp) {
    return new RulesDuration(left.totalNanos - right.totalNanos);
  }
  if (left instanceof RulesTimestamp && right instanceof RulesDuration) {
    return RulesTimestamp.fromNanos(left.totalNanos - right.nanos);
  }
  if (left instanceof RulesDuration && right instanceof RulesDuration)
    return new RulesDuration(left.nanos - right.nanos);
  return operandError('-', left, right);
}

function multiplicative(op: '*' | '/' | '%', left: RulesValue, right: RulesValue): RulesValue {
  if (typeof left === 'bigint' && typeof right === 'bigint') {
    if (op === '*') return checkedInt(left * right);
    if (right === 0n) fail(op === '/' ? 'Division by zero.' : 'Modulo by zero.');
    return checkedInt(op === '/' ? left / right : left % right);
  }
  if (isNumber(left) && isNumber(right) && op !== '%') {
    return op === '*' ? Number(left) * Number(right) : Number(left) / Number(right);
  }
  return operandError(op, left, right);
}

export function negate(value: RulesValue): RulesValue {
  const operand = known(value);
  if (typeof operand === 'bigint') return checkedInt(-operand);
  if (typeof operand === 'number') return -operand;
  if (operand instanceof RulesDuration) return new RulesDuration(-operand.nanos);
  return fail(`Operator - is not defined for ${typeName(operand)}.`);
}

export function not(value: RulesValue): boolean {
  const operand = known(value);
  if (typeof operand !== 'boolean') fail(`Operator ! needs a bool, got ${typeName(operand)}.`);
  return !operand;
}
