// Load-time checks: every name resolves, every function and method exists, types in `is` are known,
// `request.*` members are ones the evaluator provides, and no function recurses. The first problem found
// is reported with its position.
import type { Expr, FunctionDecl, MatchBlock, Position, RulesFile } from './ast.js';
import { GLOBAL_FUNCTIONS, NAMESPACES } from './builtins.js';
import { KNOWN_METHOD_NAMES } from './methods.js';

export interface RulesProblem extends Position {
  message: string;
}

export const RULE_METHODS: Record<string, readonly string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

export const DOCUMENT_ACCESS_FUNCTIONS = ['get', 'exists', 'getAfter', 'existsAfter'] as const;

export const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);

const REQUEST_MEMBERS = new Set(['auth', 'method', 'path', 'query', 'resource', 'time']);
const QUERY_MEMBERS = new Set(['limit', 'offset']);
const RESOURCE_MEMBERS = new Set(['data', 'id', '__name__']);
const GLOBAL_NAMES = ['request', 'resource', ...Object.keys(NAMESPACES)];
const MAX_INT = 2n ** 63n - 1n;

interface StaticScope {
  names: Set<string>;
  functions: Map<string, FunctionDecl>;
  parent: StaticScope | undefined;
}

class Refusal extends Error {
  constructor(
    message: string,
    readonly at: Position,
  ) {
    super(message);
  }
}

export function validateRules(file: RulesFile): RulesProblem | undefined {
  const validator = new Validator();
  try {
    const root = validator.scope(undefined, GLOBAL_NAMES, file.service.functions);
    validator.checkFunctions(file.service.functions, root);
    for (const block of file.service.matches) validator.checkMatch(block, root);
    validator.checkNoRecursion();
  } catch (error) {
    if (error instanceof Refusal)
      return { message: error.message, line: error.at.line, column: error.at.column };
    throw error;
  }
  return undefined;
}

class Validator {
  /** Which user functions each user function calls (resolved lexically), to find recursion. */
  private readonly calls = new Map<FunctionDecl, Set<FunctionDecl>>();

  scope(
    parent: StaticScope | undefined,
    names: Iterable<string>,
    functions: FunctionDecl[],
  ): StaticScope {
    const byName = new Map<string, FunctionDecl>();
    for (const fn of functions) {
      if (byName.has(fn.name))
        throw new Refusal(`Function ${fn.name}() is declared twice in the same scope.`, fn);
      byName.set(fn.name, fn);
    }
    return { names: new Set(names), functions: byName, parent };
  }

  checkFunctions(functions: FunctionDecl[], scope: StaticScope): void {
    for (const fn of functions) {
      this.calls.set(fn, new Set());
      const local: StaticScope = { names: new Set(fn.params), functions: new Map(), parent: scope };
      for (const binding of fn.lets) {
        this.checkExpr(binding.value, local, fn);
        local.names.add(binding.name);
      }
      this.checkExpr(fn.body, local, fn);
    }
  }

  checkMatch(block: MatchBlock, parent: StaticScope): void {
    const wildcards = block.path
      .filter((s) => s.kind !== 'literal')
      .map((s) => (s as { name: string }).name);
    const scope = this.scope(parent, wildcards, block.functions);
    this.checkFunctions(block.functions, scope);
    for (const allow of block.allows) {
      for (const method of allow.methods) {
        if (!Object.hasOwn(RULE_METHODS, method.name)) {
          throw new Refusal(
            `Unknown method "${method.name}" in allow: use read, write, get, list, create, update or delete.`,
            method,
          );
        }
      }
      if (allow.condition) this.checkExpr(allow.condition, scope, undefined);
    }
    for (const child of block.matches) this.checkMatch(child, scope);
  }

  checkNoRecursion(): void {
    const visiting = new Set<FunctionDecl>();
    const done = new Set<FunctionDecl>();
    const visit = (fn: FunctionDecl, trail: string[]): void => {
      if (done.has(fn)) return;
      if (visiting.has(fn)) {
        throw new Refusal(
          `Recursive function calls are not allowed: ${[...trail, fn.name].join(' → ')}.`,
          fn,
        );
      }
      visiting.add(fn);
      for (const callee of this.calls.get(fn) ?? []) visit(callee, [...trail, fn.name]);
      visiting.delete(fn);
      done.add(fn);
    };
    for (const fn of this.calls.keys()) visit(fn, []);
  }

  private resolveName(name: string, scope: StaticScope): boolean {
    for (let s: StaticScope | undefined = scope; s; s = s.parent)
      if (s.names.has(name)) return true;
    return false;
  }

  private resolveFunction(name: string, scope: StaticScope): FunctionDecl | undefined {
    for (let s: StaticScope | undefined = scope; s; s = s.parent) {
      const fn = s.functions.get(name);
      if (fn) return fn;
    }
    return undefined;
  }

  /** `request`, `resource` and the namespaces unless a wildcard, parameter or let shadows them. */
  private isGlobal(expr: Expr, name: string, scope: StaticScope): boolean {
    if (expr.kind !== 'identifier' || expr.name !== name) return false;
    for (let s: StaticScope | undefined = scope; s?.parent; s = s.parent)
      if (s.names.has(name)) return false;
    return true;
  }

  private checkExpr(expr: Expr, scope: StaticScope, inFunction: FunctionDecl | undefined): void {
    const check = (e: Expr): void => this.checkExpr(e, scope, inFunction);
    switch (expr.kind) {
      case 'literal':
        if (typeof expr.value === 'bigint' && expr.value > MAX_INT) {
          throw new Refusal(`Integer literal ${expr.value} does not fit in 64 bits.`, expr);
        }
        return;
      case 'identifier':
        if (!this.resolveName(expr.name, scope)) {
          throw new Refusal(`Unknown variable "${expr.name}".`, expr);
        }
        return;
      case 'member':
        this.checkMember(expr, scope);
        check(expr.object);
        return;
      case 'index':
        check(expr.object);
        check(expr.index);
        return;
      case 'slice':
        check(expr.object);
        if (expr.start) check(expr.start);
        if (expr.end) check(expr.end);
        return;
      case 'call': {
        const fn = this.resolveFunction(expr.name, scope);
        if (fn) {
          if (fn.params.length !== expr.args.length) {
            throw new Refusal(
              `Function ${expr.name}() takes ${fn.params.length} argument(s), called with ${expr.args.length}.`,
              expr,
            );
          }
          if (inFunction) this.calls.get(inFunction)?.add(fn);
        } else if (
          !Object.hasOwn(GLOBAL_FUNCTIONS, expr.name) &&
          !(DOCUMENT_ACCESS_FUNCTIONS as readonly string[]).includes(expr.name)
        ) {
          throw new Refusal(`Unknown or unsupported function ${expr.name}().`, expr);
        }
        expr.args.forEach(check);
        return;
      }
      case 'method': {
        const namespace = Object.keys(NAMESPACES).find((ns) =>
          this.isGlobal(expr.object, ns, scope),
        );
        if (namespace) {
          if (!Object.hasOwn(NAMESPACES[namespace] ?? {}, expr.name)) {
            throw new Refusal(`Unsupported function ${namespace}.${expr.name}().`, expr);
          }
        } else if (!KNOWN_METHOD_NAMES.has(expr.name)) {
          throw new Refusal(`Unsupported method .${expr.name}().`, expr);
        }
        check(expr.object);
        expr.args.forEach(check);
        return;
      }
      case 'unary':
        check(expr.operand);
        return;
      case 'binary':
      case 'logical':
        check(expr.left);
        check(expr.right);
        return;
      case 'is':
        if (!TYPE_NAMES.has(expr.typeName)) {
          throw new Refusal(`Unsupported type "${expr.typeName}" after "is".`, expr);
        }
        check(expr.operand);
        return;
      case 'ternary':
        check(expr.condition);
        check(expr.whenTrue);
        check(expr.whenFalse);
        return;
      case 'list':
        expr.items.forEach(check);
        return;
      case 'map':
        for (const entry of expr.entries) {
          check(entry.key);
          check(entry.value);
        }
        return;
      case 'path':
        for (const segment of expr.segments)
          if (segment.kind === 'interpolation') check(segment.expr);
        return;
    }
  }

  /** Members of `request`, `request.query` and `resource` are a fixed set: anything else is refused. */
  private checkMember(expr: Extract<Expr, { kind: 'member' }>, scope: StaticScope): void {
    const { object, name } = expr;
    if (this.isGlobal(object, 'request', scope) && !REQUEST_MEMBERS.has(name)) {
      throw new Refusal(
        `request.${name} is not supported (known: ${[...REQUEST_MEMBERS].join(', ')}).`,
        expr,
      );
    }
    if (
      object.kind === 'member' &&
      object.name === 'query' &&
      this.isGlobal(object.object, 'request', scope) &&
      !QUERY_MEMBERS.has(name)
    ) {
      throw new Refusal(`request.query.${name} is not supported (known: limit, offset).`, expr);
    }
    if (this.isGlobal(object, 'resource', scope) && !RESOURCE_MEMBERS.has(name)) {
      throw new Refusal(`resource.${name} is not supported (known: data, id, __name__).`, expr);
    }
    const namespace = Object.keys(NAMESPACES).find((ns) => this.isGlobal(object, ns, scope));
    if (namespace) throw new Refusal(`${namespace}.${name} is not supported.`, expr);
  }
}
