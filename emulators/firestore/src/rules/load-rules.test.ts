import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRules, RulesLoadError } from './load-rules.js';

function wrap(body: string): string {
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;
}

function loadError(source: string): RulesLoadError {
  try {
    loadRules(source);
  } catch (error) {
    if (error instanceof RulesLoadError) return error;
    throw error;
  }
  throw new Error('expected the rules to be refused');
}

describe('the generated parser', () => {
  it('was generated from the current grammar (run npm run generate:parser after editing it)', () => {
    const grammar = readFileSync(new URL('./grammar.peggy', import.meta.url), 'utf8');
    const parser = readFileSync(new URL('./parser.generated.js', import.meta.url), 'utf8');
    const sha256 = createHash('sha256').update(grammar).digest('hex');
    expect(parser.split('\n')[0]).toContain(`sha256 ${sha256}`);
  });
});

describe('parsing', () => {
  it('reads a complete ruleset with comments, functions, nested and recursive matches', () => {
    const source = `rules_version = '2';
// A comment.
service cloud.firestore {
  /* A block
     comment. */
  function signedIn() { return request.auth != null; }
  match /databases/{database}/documents {
    function owns(uid) {
      let me = request.auth.uid;
      return signedIn() && me == uid;
    }
    match /users/{uid} {
      allow read: if owns(uid);
      allow create, update: if owns(uid)
        && request.resource.data.keys().hasOnly(['name', 'age'])
        && (request.resource.data.age is int ? request.resource.data.age >= 0 : false);
      allow delete: if false;
      match /posts/{post} {
        allow read;
      }
    }
    match /{path=**}/posts/{post} {
      allow list: if resource.data.published == true;
    }
    match /{document=**} {
      allow read, write: if false;
    }
  }
}`;
    const { file } = loadRules(source);
    const documents = file.service.matches[0];
    expect(file.version?.value).toBe('2');
    expect(file.service.functions.map((f) => f.name)).toEqual(['signedIn']);
    expect(documents?.matches.map((m) => m.path.map((s) => s.kind))).toEqual([
      ['literal', 'wildcard'],
      ['recursive', 'literal', 'wildcard'],
      ['recursive'],
    ]);
    expect(documents?.matches[0]?.allows.map((a) => a.methods.map((m) => m.name))).toEqual([
      ['read'],
      ['create', 'update'],
      ['delete'],
    ]);
    expect(documents?.matches[0]?.matches[0]?.allows[0]?.condition).toBeNull();
  });

  it('binds operators by precedence: ! - before * / %, before + -, before comparisons, before && before ||', () => {
    const { file } = loadRules(
      wrap('    match /a/{b} { allow read: if 1 + 2 * 3 == 7 || false && !true; }'),
    );
    const condition = file.service.matches[0]?.matches[0]?.allows[0]?.condition;
    expect(condition).toMatchObject({
      kind: 'logical',
      op: '||',
      left: { kind: 'binary', op: '==', left: { op: '+', right: { op: '*' } } },
      right: { kind: 'logical', op: '&&', right: { kind: 'unary', op: '!' } },
    });
  });

  const syntaxErrors: [string, string, number, number][] = [
    ['missing semicolon', wrap('    match /a/{b} { allow read: if true }'), 4, 40],
    ['unclosed block', wrap('    match /a/{b} { allow read: if true;'), 6, 2],
    ['bad operator', wrap('    match /a/{b} { allow read: if 1 === 1; }'), 4, 39],
    ['keyword as name', wrap('    function in() { return true; }'), 4, 14],
    ['unterminated string', wrap("    match /a/{b} { allow read: if 'abc; }"), 4, 42],
  ];

  it.each(syntaxErrors)('reports a %s with its line and column', (_name, source, line, column) => {
    const error = loadError(source);
    expect(error.message).toMatch(/^Line \d+, column \d+: Syntax error: /);
    expect([error.line, error.column]).toEqual([line, column]);
  });
});

describe('what the engine refuses when the rules load', () => {
  const refusals: [string, string, RegExp, number][] = [
    [
      'rules version 1',
      'service cloud.firestore { match /databases/{d}/documents { } }',
      /rules_version = '2'; is required/,
      1,
    ],
    [
      'another rules version',
      "rules_version = '3';\nservice cloud.firestore { }",
      /rules_version '3' is not supported/,
      1,
    ],
    [
      'another service',
      "rules_version = '2';\nservice firebase.storage { }",
      /service firebase.storage is not supported/,
      2,
    ],
    [
      'an unknown allow method',
      wrap('    match /a/{b} { allow modify: if true; }'),
      /Unknown method "modify"/,
      4,
    ],
    [
      'an unknown variable',
      wrap('    match /a/{b} { allow read: if foo == 1; }'),
      /Unknown variable "foo"/,
      4,
    ],
    [
      'an unknown function',
      wrap('    match /a/{b} { allow read: if isAdmin(); }'),
      /Unknown or unsupported function isAdmin\(\)/,
      4,
    ],
    [
      'an unknown method',
      wrap('    match /a/{b} { allow read: if "a".reverse() == "a"; }'),
      /Unsupported method \.reverse\(\)/,
      4,
    ],
    [
      'an unknown namespace function',
      wrap('    match /a/{b} { allow read: if math.log(1) == 0; }'),
      /Unsupported function math\.log\(\)/,
      4,
    ],
    [
      'hashing.crc32c',
      wrap('    match /a/{b} { allow read: if hashing.crc32c("a") != null; }'),
      /Unsupported function hashing\.crc32c\(\)/,
      4,
    ],
    [
      'an unknown type after is',
      wrap('    match /a/{b} { allow read: if b is constraint; }'),
      /Unsupported type "constraint"/,
      4,
    ],
    [
      'request.writeFields',
      wrap('    match /a/{b} { allow write: if request.writeFields.size() < 2; }'),
      /request\.writeFields is not supported/,
      4,
    ],
    [
      'request.query.orderBy',
      wrap('    match /a/{b} { allow list: if request.query.orderBy == null; }'),
      /request\.query\.orderBy is not supported/,
      4,
    ],
    [
      'resource.ttl',
      wrap('    match /a/{b} { allow read: if resource.ttl == null; }'),
      /resource\.ttl is not supported/,
      4,
    ],
    [
      'a wrong argument count',
      wrap('    function f(x) { return x; }\n    match /a/{b} { allow read: if f(1, 2); }'),
      /f\(\) takes 1 argument\(s\), called with 2/,
      5,
    ],
    [
      'recursion',
      wrap('    function f(x) { return g(x); }\n    function g(x) { return f(x); }'),
      /Recursive function calls are not allowed: f → g → f/,
      4,
    ],
    [
      'a duplicate function',
      wrap('    function f() { return true; }\n    function f() { return false; }'),
      /Function f\(\) is declared twice/,
      5,
    ],
    [
      'a let used before it is bound',
      wrap('    function f() { let a = b; let b = 1; return a; }'),
      /Unknown variable "b"/,
      4,
    ],
    [
      'an integer beyond 64 bits',
      wrap('    match /a/{b} { allow read: if 9223372036854775808 > 0; }'),
      /does not fit in 64 bits/,
      4,
    ],
  ];

  it.each(refusals)('refuses %s, naming it and its line', (_name, source, message, line) => {
    const error = loadError(source);
    expect(error.message).toMatch(message);
    expect(error.line).toBe(line);
  });

  it('accepts wildcard names, parameters and lets that shadow nothing', () => {
    expect(() =>
      loadRules(
        wrap(
          '    function f(request) { let x = request; return x == 1; }\n    match /a/{b} { allow read: if f(2); }',
        ),
      ),
    ).not.toThrow();
  });
});
