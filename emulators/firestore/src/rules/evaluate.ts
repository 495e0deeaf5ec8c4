// Evaluates rule expressions. Errors are exceptions (RulesEvaluationError); && and || absorb an error
// when the other side decides the result, as production does (error && false == false,
// error || true == true); anything else that errors makes the allow statement not allow.
import type { Expr, FunctionDecl, LetBinding } from './ast.js';
import { GLOBAL_FUNCTIONS, callNamespaceFunction } from './builtins.js';
import { callMethod } from './methods.js';
import { applyBinary, negate, not } from './operators.js';
import {
  fail,
  known,
  RulesBytes,
  RulesEvaluationError,
  RulesMap,
  RulesNamespace,
  RulesPath,
  typeName,
  type RulesValue,
} from './values.js';

/** Function calls nest at most 20 deep in production. */
const MAX_CALL_DEPTH = 20;

export interface DocumentReader {
  /** The document at a rules path, as a `resource` map, or null when it does not exist. */
  read(path: RulesPath, after: boolean): RulesMap | null;
}

export interface EvaluationContext {
  readonly documents: DocumentReader;
}

type Binding = { value: RulesValue } | { pending: LetBinding; env: Env } | { evaluating: true };

interface BoundFunction {
  decl: FunctionDecl;
  env: Env;
}

/** A lexical scope: variables (wildcards, parameters, lets) and the functions declared at that level. */
export class Env {
  private readonly bindings = new Map<string, Binding>();
  private readonly functions = new Map<string, BoundFunction>();

  constructor(
    readonly parent: Env | undefined,
    readonly context: EvaluationContext,
    readonly depth = 0,
  ) {}

  define(name: string, value: RulesValue): this {
    this.bindings.set(name, { value });
    return this;
  }

  declareFunctions(functions: readonly FunctionDecl[]): this {
    for (const decl of functions) this.functions.set(decl.name, { decl, env: this });
    return this;
  }

  deferLet(binding: LetBinding, env: Env): void {
    this.bindings.set(binding.name, { pending: binding, env });
  }

  lookup(name: string): RulesValue {
    const binding = this.bindings.get(name);
    if (!binding)
      return this.parent ? this.parent.lookup(name) : fail(`Unknown variable "${name}".`);
    if ('value' in binding) return binding.value;
    if ('evaluating' in binding) return fail(`let ${name} refers to itself.`);
    // `let` is evaluated on first use, so an unused binding that would error does not deny.
    this.bindings.set(name, { evaluating: true });
    try {
      const value = evaluate(binding.pending.value, binding.env);
      this.bindings.set(name, { value });
      return value;
    } catch (error) {
      this.bindings.set(name, binding);
      throw error;
    }
  }

  findFunction(name: string): BoundFunction | undefined {
    return this.functions.get(name) ?? this.parent?.findFunction(name);
  }
}

export function evaluate(expr: Expr, env: Env): RulesValue {
  try {
    return evaluateNode(expr, env);
  } catch (error) {
    if (error instanceof RulesEvaluationError && error.line === undefined) {
      throw new RulesEvaluationError(error.message, expr.line, expr.column);
    }
    if (error instanceof RangeError)
      throw new RulesEvaluationError('Evaluation too deep.', expr.line, expr.column);
    throw error;
  }
}

export function evaluateCondition(expr: Expr, env: Env): boolean {
  return asBool(evaluate(expr, env), expr);
}

function asBool(value: RulesValue, expr: Expr): boolean {
  const v = known(value);
  if (typeof v !== 'boolean') {
    throw new RulesEvaluationError(`Expected a bool, got ${typeName(v)}.`, expr.line, expr.column);
  }
  return v;
}

function evaluateNode(expr: Expr, env: Env): RulesValue {
  switch (expr.kind) {
    case 'literal': {
      const value = expr.value;
      if (value !== null && typeof value === 'object')
        return new RulesBytes(Buffer.from(value.bytes, 'latin1'));
      return value;
    }
    case 'identifier':
      return env.lookup(expr.name);
    case 'member':
      return member(evaluate(expr.object, env), expr.name);
    case 'index':
      return index(evaluate(expr.object, env), evaluate(expr.index, env));
    case 'slice':
      return slice(
        evaluate(expr.object, env),
        expr.start ? evaluate(expr.start, env) : null,
        expr.end ? evaluate(expr.end, env) : null,
      );
    case 'call':
      return call(expr.name, expr.args, env);
    case 'method': {
      const target = evaluate(expr.object, env);
      const args = expr.args.map((a) => evaluate(a, env));
      if (target instanceof RulesNamespace) return callNamespaceFunction(target, expr.name, args);
      return callMethod(target, expr.name, args);
    }
    case 'unary':
      return expr.op === '!'
        ? not(evaluate(expr.operand, env))
        : negate(evaluate(expr.operand, env));
    case 'binary':
      return applyBinary(expr.op, evaluate(expr.left, env), evaluate(expr.right, env));
    case 'logical':
      return logical(expr.op, expr.left, expr.right, env);
    case 'is':
      return isType(evaluate(expr.operand, env), expr.typeName);
    case 'ternary':
      return evaluateCondition(expr.condition, env)
        ? evaluate(expr.whenTrue, env)
        : evaluate(expr.whenFalse, env);
    case 'list':
      return expr.items.map((item) => evaluate(item, env));
    case 'map': {
      const entries = new Map<string, RulesValue>();
      for (const entry of expr.entries) {
        const key = known(evaluate(entry.key, env));
        if (typeof key !== 'string') fail(`Map keys must be strings, got ${typeName(key)}.`);
        entries.set(key, evaluate(entry.value, env));
      }
      return new RulesMap(entries);
    }
    case 'path': {
      const segments: string[] = [];
      for (const segment of expr.segments) {
        if (segment.kind === 'text') segments.push(segment.value);
        else segments.push(...interpolate(evaluate(segment.expr, env)));
      }
      return new RulesPath(segments);
    }
  }
}

function logical(op: '&&' | '||', left: Expr, right: Expr, env: Env): boolean {
  const decisive = op === '||'; // the value of one side that decides the result alone
  let leftError: RulesEvaluationError | undefined;
  try {
    if (evaluateCondition(left, env) === decisive) return decisive;
  } catch (error) {
    if (!(error instanceof RulesEvaluationError)) throw error;
    leftError = error;
  }
  if (!leftError) return evaluateCondition(right, env);
  let rightValue: boolean;
  try {
    rightValue = evaluateCondition(right, env);
  } catch (error) {
    if (error instanceof RulesEvaluationError) throw leftError;
    throw error;
  }
  if (rightValue === decisive) return decisive;
  throw leftError;
}

function member(objectValue: RulesValue, name: string): RulesValue {
  const object = known(objectValue);
  if (object === null) return fail(`Null value error: cannot read "${name}" of null.`);
  if (object instanceof RulesMap) {
    const value = object.get(name);
    if (value === undefined) return fail(`Property ${name} is undefined on object.`);
    return value;
  }
  return fail(`Cannot read property "${name}" of ${typeName(object)}.`);
}

function toIndex(value: RulesValue, length: number, allowEnd = false): number {
  const i = known(value);
  if (typeof i !== 'bigint') fail(`Index must be an int, got ${typeName(i)}.`);
  if (i < 0n || i > BigInt(allowEnd ? length : length - 1)) fail(`Index ${i} out of range.`);
  return Number(i);
}

function index(objectValue: RulesValue, indexValue: RulesValue): RulesValue {
  const object = known(objectValue);
  if (Array.isArray(object)) return object[toIndex(indexValue, object.length)] as RulesValue;
  if (object instanceof RulesPath)
    return object.segments[toIndex(indexValue, object.segments.length)] as string;
  if (object instanceof RulesMap) {
    const key = known(indexValue);
    if (typeof key !== 'string') fail(`Map keys are strings, got ${typeName(key)}.`);
    const value = object.get(key);
    if (value === undefined) return fail(`Property ${key} is undefined on object.`);
    return value;
  }
  if (object === null) return fail('Null value error: cannot index null.');
  return fail(`Cannot index ${typeName(object)}.`);
}

function slice(objectValue: RulesValue, start: RulesValue, end: RulesValue): RulesValue {
  const object = known(objectValue);
  if (!Array.isArray(object)) return fail(`Cannot slice ${typeName(object)}.`);
  const from = start === null ? 0 : toIndex(start, object.length, true);
  const to = end === null ? object.length : toIndex(end, object.length, true);
  if (from > to) fail(`Slice [${from}:${to}] is empty-reversed.`);
  return object.slice(from, to);
}

function interpolate(value: RulesValue): string[] {
  const v = known(value);
  if (typeof v === 'string') return [v];
  if (typeof v === 'bigint') return [v.toString()];
  if (v instanceof RulesPath) return [...v.segments];
  return fail(`Cannot use ${typeName(v)} in a path $(...).`);
}

const TYPE_CHECKS: Record<string, (v: RulesValue) => boolean> = {
  number: (v) => typeof v === 'bigint' || typeof v === 'number',
};

function isType(value: RulesValue, type: string): boolean {
  const v = known(value);
  const check = TYPE_CHECKS[type];
  return check ? check(v) : typeName(v) === type;
}

function call(name: string, argExprs: Expr[], env: Env): RulesValue {
  const fn = env.findFunction(name);
  if (fn) return callUserFunction(fn, argExprs, env);
  const args = argExprs.map((a) => evaluate(a, env));
  switch (name) {
    case 'get':
    case 'getAfter':
      return env.context.documents.read(documentPath(name, args), name === 'getAfter');
    case 'exists':
    case 'existsAfter':
      return env.context.documents.read(documentPath(name, args), name === 'existsAfter') !== null;
  }
  const builtin = Object.hasOwn(GLOBAL_FUNCTIONS, name) ? GLOBAL_FUNCTIONS[name] : undefined;
  if (!builtin) return fail(`Function not found error: Name: [${name}].`);
  return builtin(args);
}

function documentPath(name: string, args: RulesValue[]): RulesPath {
  if (args.length !== 1) fail(`${name}() takes 1 argument, got ${args.length}.`);
  const path = known(args[0] as RulesValue);
  if (!(path instanceof RulesPath)) return fail(`${name}() needs a path, got ${typeName(path)}.`);
  return path;
}

function callUserFunction(fn: BoundFunction, argExprs: Expr[], env: Env): RulesValue {
  if (env.depth >= MAX_CALL_DEPTH) fail(`Function calls nest deeper than ${MAX_CALL_DEPTH}.`);
  const { decl } = fn;
  if (decl.params.length !== argExprs.length) {
    fail(
      `Function ${decl.name}() takes ${decl.params.length} argument(s), called with ${argExprs.length}.`,
    );
  }
  const local = new Env(fn.env, env.context, env.depth + 1);
  decl.params.forEach((param, i) => local.define(param, evaluate(argExprs[i] as Expr, env)));
  for (const binding of decl.lets) local.deferLet(binding, local);
  return evaluate(decl.body, local);
}
