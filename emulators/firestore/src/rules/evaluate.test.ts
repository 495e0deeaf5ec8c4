import { describe, expect, it } from 'vitest';
import { decide, itemRules, user } from './rules-test-harness.js';

// Each row is a rule condition and whether it allows. Conditions that compute a value compare it with
// the expected value, so a wrong result denies and the row fails.
const ALLOWS: [string, boolean][] = [
  // literals and arithmetic
  ['1 + 2 == 3', true],
  ['7 / 2 == 3', true],
  ['-7 / 2 == -3', true],
  ['7 % 3 == 1', true],
  ['7.0 / 2 == 3.5', true],
  ['1 == 1.0', true],
  ['1 < 1.5 && 2.5 > 2', true],
  ['0x10 == 16', true],
  ['1e3 == 1000.0', true],
  ['9223372036854775807 + 1 > 0', false], // int overflow is an error
  ['1 / 0 == 0', false], // division by zero is an error
  ['"a" + "b" == "ab"', true],
  ["'it\\'s' == \"it's\"", true],
  ["r'\\d' == '\\\\d'", true],
  ['[1, 2] + [3] == [1, 2, 3]', true],
  ['"1" == 1', false],
  ['null == null', true],
  ['"a" < "b" && "B" < "a"', true],
  ['1 < "a"', false], // comparing int with string is an error
  // logic and its error semantics
  ['true && true', true],
  ['true && false', false],
  ['!false', true],
  ['!1', false],
  ['[1][5] == 1 || true', true],
  ['request.auth.uid == "x" || true', true], // error || true == true
  ['true || request.auth.uid == "x"', true],
  ['false && request.auth.uid == "x"', false],
  ['!(request.auth.uid == "x" && false)', true], // error && false == false
  ['!(request.auth.uid == "x" && true)', false], // error && true stays an error
  ['!(request.auth.uid == "x" || false)', false], // error || false stays an error
  ['1 > 0 ? true : false', true],
  ['1 > 2 ? true : 1 == 1', true],
  ['"x" ? true : true', false], // a non-bool condition is an error
  // is
  ['1 is int && 1.5 is float && 1 is number && 1.5 is number', true],
  ['"s" is string && true is bool && [1] is list && {"a": 1} is map', true],
  ['request.time is timestamp && duration.value(1, "s") is duration && /a/b is path', true],
  ['1 is string', false],
  ['null is map', false],
  // in
  ['2 in [1, 2, 3]', true],
  ['2.0 in [1, 2, 3]', true],
  ['"a" in {"a": 1}', true],
  ['"b" in {"a": 1}', false],
  ['"x" in ["a", "b"].toSet()', false],
  // strings
  ['"héllo".size() == 5', true],
  ['"😀".size() == 1', true],
  ['"AbC".lower() == "abc" && "AbC".upper() == "ABC"', true],
  ['"  x ".trim() == "x"', true],
  ['"abc".matches("a.c")', true],
  ['"abcd".matches("a.c")', false], // full match, not search
  ['"a,b,,c".split(",") == ["a", "b", "", "c"]', true],
  ['"a-b-c".replace("-", "+") == "a+b+c"', true],
  ['"ab".replace("(a)(b)", "\\\\2\\\\1") == "ba"', true],
  ['"ab".toUtf8().size() == 2 && "é".toUtf8().size() == 2', true],
  ['"abc".matches("(")', false], // invalid regex is an error
  // lists
  ['[1, 2, 3].size() == 3', true],
  ['[1, 2, 3].hasAll([1, 3]) && [1, 2].hasAny([2, 9]) && [1, 2].hasOnly([1, 2, 3])', true],
  ['[1, 4].hasOnly([1, 2, 3])', false],
  ['["a", "b"].join("-") == "a-b"', true],
  ['[1, 1, 2].toSet().size() == 2', true],
  ['[1, 2].concat([3]) == [1, 2, 3] && [1, 2, 1].removeAll([1]) == [2]', true],
  ['[1, 2, 3][1] == 2 && [1, 2, 3][1:] == [2, 3] && [1, 2, 3][:1] == [1]', true],
  ['[1, 2, 3][3] == 0', false], // out of range is an error
  // maps
  [
    '{"a": 1, "b": 2}.keys().hasAll(["a", "b"]) && {"a": 1}.values() == [1] && {"a": 1}.size() == 1',
    true,
  ],
  ['{"a": 1}.get("b", 7) == 7 && {"a": {"b": 2}}.get(["a", "b"], 0) == 2', true],
  ['{"a": 1}.b == 1', false], // a missing key is an error
  ['{"a": 1}["a"] == 1', true],
  ['{"a": 1, "b": 2}.diff({"a": 1, "b": 3, "c": 4}).affectedKeys() == ["b", "c"].toSet()', true],
  ['{"a": 1, "b": 2}.diff({"a": 1, "b": 3, "c": 4}).addedKeys() == ["c"].toSet()', true],
  ['{"a": 1, "b": 2}.diff({"a": 1}).removedKeys() == ["b"].toSet()', true],
  ['{"a": 1, "b": 2}.diff({"a": 1, "b": 3}).changedKeys() == ["b"].toSet()', true],
  ['{"a": 1, "b": 2}.diff({"a": 1, "b": 3}).unchangedKeys() == ["a"].toSet()', true],
  ['{"a": 1} == {"a": 1.0} && {"a": 1} != {"a": 2}', true],
  // sets
  ['[1, 2].toSet().union([3].toSet()).size() == 3', true],
  ['[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()', true],
  ['[1, 2].toSet().difference([2].toSet()) == [1].toSet()', true],
  ['[1, 2].toSet().hasAll([1]) && [1, 2].toSet().hasAny([2]) && [1].toSet().hasOnly([1, 2])', true],
  // timestamps and durations
  ['timestamp.date(2024, 2, 29).month() == 2 && timestamp.date(2024, 2, 29).day() == 29', true],
  ['timestamp.date(2024, 2, 30) == null', false], // invalid date is an error
  ['timestamp.value(0) + duration.value(1, "d") == timestamp.date(1970, 1, 2)', true],
  ['timestamp.date(1970, 1, 2) - timestamp.value(0) == duration.value(24, "h")', true],
  [
    'timestamp.date(2024, 1, 1).dayOfWeek() == 1 && timestamp.date(2024, 12, 31).dayOfYear() == 366',
    true,
  ],
  ['timestamp.value(1500).toMillis() == 1500 && timestamp.value(1500).nanos() == 500000000', true],
  [
    'timestamp.value(90061000).hours() == 1 && timestamp.value(90061000).minutes() == 1 && timestamp.value(90061000).seconds() == 1',
    true,
  ],
  [
    'timestamp.value(90061000).date() == timestamp.date(1970, 1, 2) && timestamp.value(90061000).time() == duration.time(1, 1, 1, 0)',
    true,
  ],
  [
    'duration.value(90, "m") == duration.time(1, 30, 0, 0) && duration.value(-90, "s").seconds() == -90',
    true,
  ],
  ['duration.abs(duration.value(-2, "s")) == duration.value(2000, "ms")', true],
  ['request.time > timestamp.date(2020, 1, 1) && request.time < timestamp.date(2100, 1, 1)', true],
  ['duration.value(1, "fortnight") == null', false],
  // math and conversions
  ['math.abs(-3) == 3 && math.abs(-2.5) == 2.5', true],
  [
    'math.ceil(1.2) == 2 && math.floor(-1.2) == -2 && math.round(2.5) == 3 && math.round(-2.5) == -3',
    true,
  ],
  ['math.sqrt(9) == 3.0 && math.pow(2, 10) == 1024.0', true],
  ['math.isNaN(0.0 / 0.0) && math.isInfinite(1.0 / 0.0)', true],
  [
    'string(1) == "1" && string(true) == "true" && string(null) == "null" && string(1.5) == "1.5"',
    true,
  ],
  ['int("42") == 42 && int(3.9) == 3 && float(2) == 2.0 && float("1.5") == 1.5', true],
  ['int("x") == 0', false],
  ['path("/a/b")[1] == "b" && /databases/$(database)/documents[1] == "(default)"', true],
  [
    'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000 && latlng.value(1, 2).latitude() == 1.0',
    true,
  ],
  [
    'hashing.sha256("abc").toHexString() == "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"',
    true,
  ],
  ['hashing.md5(b"abc").toBase64() == "kAFQmDzST7DWlj99KOF/cg=="', true],
  ['debug(1) == 1', true],
  // variables bound by the request
  ['itemId == "x" && database == "(default)"', true],
  [
    'request.method == "get" && request.path == /databases/$(database)/documents/items/$(itemId)',
    true,
  ],
  ['request.auth == null', true],
  ['resource == null', true],
];

describe('rule expressions', () => {
  it.each(ALLOWS)('%s → %s', (condition, expected) => {
    const decision = decide(itemRules(condition));
    expect(decision.allowed, decision.reasons.join('\n')).toBe(expected);
  });
});

describe('functions and let', () => {
  const extra = `
    function isOwner(uid) { return request.auth != null && request.auth.uid == uid; }
    function twice(n) { let doubled = n * 2; let plusOne = doubled + 1; return plusOne - 1; }
    function unusedErrorLet() { let boom = 1 / 0; return true; }
    function nested(a) { return twice(a) == 4; }`;

  it('calls functions with parameters and let bindings', () => {
    expect(decide(itemRules('twice(2) == 4 && nested(2)', 'read', extra)).allowed).toBe(true);
  });

  it('evaluates a let only when it is used', () => {
    expect(decide(itemRules('unusedErrorLet()', 'read', extra)).allowed).toBe(true);
  });

  it('sees the caller identity through a service-level function', () => {
    const rules = itemRules('isOwner("alice")', 'read', extra);
    expect(decide(rules, { identity: user('alice') }).allowed).toBe(true);
    expect(decide(rules, { identity: user('bob') }).allowed).toBe(false);
    expect(decide(rules).allowed).toBe(false);
  });

  it('lets a function declared in a match block read its wildcards', () => {
    const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /items/{itemId} {
      function isItem(id) { return itemId == id; }
      allow read: if isItem('x');
    }
  }
}`;
    expect(decide(rules, { path: 'items/x' }).allowed).toBe(true);
    expect(decide(rules, { path: 'items/y' }).allowed).toBe(false);
  });
});

describe('request and resource', () => {
  it('gives request.auth the uid and token claims of the caller', () => {
    const rules = itemRules(
      'request.auth.uid == "alice" && request.auth.token.email == "a@x.io" && request.auth.token.admin == true',
    );
    expect(
      decide(rules, { identity: user('alice', { email: 'a@x.io', admin: true }) }).allowed,
    ).toBe(true);
    expect(decide(rules, { identity: user('alice', { email: 'a@x.io' }) }).allowed).toBe(false);
  });

  it('reads resource.data, resource.id and resource.__name__', () => {
    const rules = itemRules(
      'resource.data.owner == "alice" && resource.id == "x" && resource.__name__ == /databases/$(database)/documents/items/x',
    );
    expect(decide(rules, { existing: { owner: { stringValue: 'alice' } } }).allowed).toBe(true);
    expect(decide(rules, { existing: { owner: { stringValue: 'bob' } } }).allowed).toBe(false);
  });

  it('converts every Firestore value type', () => {
    const rules = itemRules(
      [
        'resource.data.i == 5 && resource.data.i is int',
        'resource.data.d == 1.5 && resource.data.d is float',
        'resource.data.t == timestamp.value(1000)',
        'resource.data.r == /databases/(default)/documents/items/y',
        'resource.data.g.latitude() == 1.0',
        'resource.data.b.size() == 3',
        'resource.data.a == [1, "x"]',
        'resource.data.m.k == null',
      ].join(' && '),
    );
    const existing = {
      i: { integerValue: '5' },
      d: { doubleValue: 1.5 },
      t: { timestampValue: '1970-01-01T00:00:01Z' },
      r: { referenceValue: 'projects/demo-rules/databases/(default)/documents/items/y' },
      g: { geoPointValue: { latitude: 1, longitude: 2 } },
      b: { bytesValue: 'AQID' },
      a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } },
      m: { mapValue: { fields: { k: { nullValue: null } } } },
    };
    const decision = decide(rules, { existing });
    expect(decision.allowed, decision.reasons.join('\n')).toBe(true);
  });

  it('compares request.resource.data with resource.data for updates', () => {
    const rules = itemRules(
      'request.resource.data.diff(resource.data).affectedKeys().hasOnly(["name"])',
      'update',
    );
    const existing = { name: { stringValue: 'a' }, role: { stringValue: 'user' } };
    expect(
      decide(rules, {
        method: 'update',
        existing,
        incoming: { ...existing, name: { stringValue: 'b' } },
      }).allowed,
    ).toBe(true);
    expect(
      decide(rules, {
        method: 'update',
        existing,
        incoming: { ...existing, role: { stringValue: 'admin' } },
      }).allowed,
    ).toBe(false);
  });
});

describe('get() and exists()', () => {
  const rules = itemRules(
    'exists(/databases/$(database)/documents/admins/$(request.auth.uid)) && get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.level > 1',
  );
  const documents = {
    'admins/alice': { level: { integerValue: '2' } },
    'admins/bob': { level: { integerValue: '1' } },
  };

  it('reads other documents', () => {
    expect(decide(rules, { identity: user('alice'), documents }).allowed).toBe(true);
    expect(decide(rules, { identity: user('bob'), documents }).allowed).toBe(false);
    expect(decide(rules, { identity: user('carol'), documents }).allowed).toBe(false);
  });

  it('returns null from get() for a missing document', () => {
    expect(
      decide(itemRules('get(/databases/$(database)/documents/admins/nobody) == null')).allowed,
    ).toBe(true);
  });

  it('refuses paths outside the database and more than 10 distinct reads', () => {
    expect(decide(itemRules('exists(/databases/other/documents/a/b) || true')).allowed).toBe(true);
    expect(decide(itemRules('!exists(/databases/other/documents/a/b)')).allowed).toBe(false);
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `!exists(/databases/$(database)/documents/a/d${i})`,
    ).join(' && ');
    const decision = decide(itemRules(eleven));
    expect(decision.allowed).toBe(false);
    expect(decision.reasons.join()).toMatch(/maximum of 10 document access calls/);
  });

  it('makes getAfter() available to writes only', () => {
    const after = itemRules(
      'getAfter(/databases/$(database)/documents/items/x) == null',
      'read, write',
    );
    expect(decide(after, { method: 'get' }).allowed).toBe(false);
    expect(decide(after, { method: 'delete' }).allowed).toBe(true);
  });
});

describe('denial reasons', () => {
  it('names the method and line of each allow that did not allow', () => {
    const decision = decide(itemRules('false'));
    expect(decision.allowed).toBe(false);
    expect(decision.reasons).toEqual(["false for 'get' @ L6"]);
  });

  it('names the error and where it happened', () => {
    const decision = decide(itemRules('request.auth.uid == "a"'));
    expect(decision.reasons[0]).toMatch(/Null value error.*\(L6:\d+\) for 'get' @ L6/);
  });

  it('says when no allow statement covers the method', () => {
    expect(decide(itemRules('true', 'create'), { method: 'get' }).reasons).toEqual([
      "no allow statement matches 'get'",
    ]);
  });
});
