// Measures which parts of the published SDKs a test file exercises, so the coverage of the emulator's
// tests is computed from the SDKs themselves (and drops below 100% when an SDK grows):
// - Firestore Lite: every export of `firebase/firestore/lite`, through a tracking copy of the module. A
//   function counts when a test calls it; a class when a test constructs it, uses a static member, or
//   checks that a value the SDK returned is an instance of it.
// - firebase-admin: every public method that `@google-cloud/firestore`'s published typings declare on
//   the listed classes, counted when the test file itself calls it (the caller's stack frame), so calls
//   the SDK makes internally do not count.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

type AnyFunction = (...args: unknown[]) => unknown;
/** Any class: the tracker only forwards construction and member access. */
type AnyClass = abstract new (...args: never[]) => unknown;

function isClass(value: unknown): value is AnyClass {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

export class LiteCoverage {
  readonly exported: string[];
  readonly exercised = new Set<string>();

  constructor(private readonly module: Record<string, unknown>) {
    this.exported = Object.keys(module).sort();
  }

  /** The module as the tests use it: the same exports, each recording its use. */
  tracked<T extends object>(): T {
    const tracked: Record<string, unknown> = {};
    for (const name of this.exported) {
      const value = this.module[name];
      if (isClass(value)) {
        tracked[name] = new Proxy(value, {
          construct: (target, args, newTarget) => {
            this.exercised.add(name);
            return Reflect.construct(target, args, newTarget) as object;
          },
          get: (target, key, receiver) => {
            if (key !== 'prototype') this.exercised.add(name);
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
      } else if (typeof value === 'function') {
        const fn = value as AnyFunction;
        tracked[name] = (...args: unknown[]) => {
          this.exercised.add(name);
          return fn(...args);
        };
      } else {
        tracked[name] = value;
      }
    }
    return tracked as T;
  }
}

/** Public methods the published typings declare on each named class. */
export function declaredAdminMethods(classNames: string[]): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@google-cloud/firestore/types/firestore.d.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const wanted = new Set(classNames);
  const declared = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && node.name && wanted.has(node.name.text)) {
      const methods = new Set<string>();
      for (const member of node.members) {
        const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
        const hidden = modifiers.some(
          (m) =>
            m.kind === ts.SyntaxKind.PrivateKeyword ||
            m.kind === ts.SyntaxKind.ProtectedKeyword ||
            m.kind === ts.SyntaxKind.StaticKeyword,
        );
        if (ts.isMethodDeclaration(member) && !hidden && ts.isIdentifier(member.name))
          methods.add(member.name.text);
      }
      declared.set(node.name.text, [...methods].sort());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return declared;
}

export class AdminCoverage {
  readonly exercised = new Set<string>();
  private readonly classes: [string, AnyClass][] = [];
  private readonly patched = new Set<object>();

  constructor(
    readonly declared: Map<string, string[]>,
    /** Only calls whose caller frame is in this file count. */
    private readonly testFile: string,
  ) {}

  get exported(): string[] {
    return [...this.declared].flatMap(([name, methods]) => methods.map((m) => `${name}.${m}`));
  }

  /**
   * Starts recording calls of `name`'s declared methods (the runtime class may be internal). The
   * typings give most classes private constructors, so any value with a prototype is accepted.
   */
  instrument(name: string, runtimeClassValue: { readonly prototype: unknown }): void {
    const runtimeClass = runtimeClassValue as AnyClass;
    const methods = this.declared.get(name);
    if (!methods) throw new Error(`${name} is not declared in the typings.`);
    this.classes.push([name, runtimeClass]);
    for (const method of methods) this.patch(runtimeClass.prototype as object, method);
  }

  private patch(prototype: object, method: string): void {
    let owner: object | null = prototype;
    while (owner && !Object.hasOwn(owner, method)) owner = Object.getPrototypeOf(owner) as object;
    if (!owner) throw new Error(`No runtime method ${method}.`);
    const descriptor = Object.getOwnPropertyDescriptor(owner, method);
    const original = descriptor?.value as AnyFunction | undefined;
    if (typeof original !== 'function' || this.patched.has(original)) return;
    const calledFromTest = () => this.calledFromTest();
    const record = (receiver: unknown) => this.record(receiver, method);
    // A plain function, so the SDK's receiver arrives as `this`.
    const wrapper = function (this: unknown, ...args: unknown[]): unknown {
      if (calledFromTest()) record(this);
      return original.apply(this, args);
    };
    this.patched.add(wrapper);
    Object.defineProperty(owner, method, { ...descriptor, value: wrapper });
  }

  /** The most derived instrumented class of the receiver that declares the method gets the call. */
  private record(receiver: unknown, method: string): void {
    let best: [string, AnyClass] | undefined;
    for (const entry of this.classes) {
      if (!(receiver instanceof entry[1]) || !this.declared.get(entry[0])?.includes(method))
        continue;
      if (!best || entry[1].prototype instanceof best[1]) best = entry;
    }
    if (best) this.exercised.add(`${best[0]}.${method}`);
  }

  private calledFromTest(): boolean {
    // Frame 0 is "Error", 1 this check, 2 the arrow calling it, 3 the wrapper, 4 the caller.
    const caller = new Error().stack?.split('\n')[4] ?? '';
    return caller.includes(this.testFile);
  }
}

export interface CoverageLine {
  line: string;
  missing: string[];
}

export function coverageLine(
  label: string,
  exported: string[],
  exercised: Set<string>,
  excluded: Map<string, string>,
): CoverageLine {
  const required = exported.filter((name) => !excluded.has(name));
  const missing = required.filter((name) => !exercised.has(name));
  const count = required.length - missing.length;
  const percent = required.length === 0 ? 100 : Math.floor((count / required.length) * 100);
  const excludedText =
    excluded.size === 0
      ? ''
      : `; ${excluded.size} deliberately excluded: ${[...excluded.keys()].join(', ')}`;
  return {
    line: `${label}: ${count} / ${required.length} exercised (${percent}%)${excludedText}`,
    missing,
  };
}
