import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, UNKNOWN_PATH, type RequestSegment } from './match-paths.js';
import { decide, user } from './rules-test-harness.js';
import { RulesMap, RulesUnknown } from './values.js';

const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid} {
      allow read: if request.auth.uid == uid;
      allow create: if request.auth.uid == uid;
      match /notes/{note} {
        allow get: if request.auth.uid == uid && note != 'secret';
      }
    }
    match /public/{rest=**} {
      allow read: if rest[0] != 'hidden';
    }
    match /{path=**}/comments/{comment} {
      allow list: if true;
    }
    match /exact/one {
      allow get;
    }
  }
}`;

describe('matching request paths', () => {
  const cases: [string, Parameters<typeof decide>[1], boolean][] = [
    ['a wildcard binds the ID', { path: 'users/alice', identity: user('alice') }, true],
    ['another user does not match', { path: 'users/alice', identity: user('bob') }, false],
    ['read covers list', { method: 'list', path: 'users/alice', identity: user('alice') }, true],
    [
      'write methods need their own allow',
      { method: 'update', path: 'users/alice', identity: user('alice') },
      false,
    ],
    [
      'create has its own allow',
      { method: 'create', path: 'users/alice', identity: user('alice') },
      true,
    ],
    [
      'nested blocks see outer wildcards',
      { path: 'users/alice/notes/n1', identity: user('alice') },
      true,
    ],
    [
      'nested blocks check their own wildcard',
      { path: 'users/alice/notes/secret', identity: user('alice') },
      false,
    ],
    [
      'a parent rule does not cover subcollections',
      { method: 'list', path: 'users/alice/notes/n1', identity: user('alice') },
      false,
    ],
    ['a recursive wildcard covers any depth', { path: 'public/a/b/c', identity: user('x') }, true],
    ['and binds a path', { path: 'public/hidden/b', identity: user('x') }, false],
    ['a literal match path', { path: 'exact/one' }, true],
    ['a literal match path only', { path: 'exact/two' }, false],
    ['a collection group rule', { method: 'list', path: 'a/b/comments/c' }, true],
    [
      'a collection group rule at the root (** matches zero segments)',
      { method: 'list', path: 'comments/c' },
      true,
    ],
    ['no rule, no access', { path: 'other/doc', identity: user('alice') }, false],
  ];

  it.each(cases)('%s', (_name, spec, allowed) => {
    expect(decide(rules, spec).allowed).toBe(allowed);
  });
});

describe('list requests with unknown document IDs', () => {
  const listRules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /open/{id} { allow list: if request.auth != null; }
    match /byId/{id} { allow list: if id == 'x'; }
    match /owned/{id} { allow list: if resource.data.owner == request.auth.uid; }
    match /deep/{a}/items/{b} { allow list: if true; }
    match /{path=**}/groups/{g} { allow list: if true; }
  }
}`;
  const partialResource = (data: RulesMap) =>
    RulesMap.of({
      data,
      id: new RulesUnknown('id unknown'),
      __name__: new RulesUnknown('name unknown'),
    });
  const unconstrained = new RulesMap(new Map(), 'not constrained by the query');
  const ownedByAlice = new RulesMap(new Map([['owner', 'alice']]), 'not constrained by the query');

  it('allows a rule that does not depend on the document', () => {
    expect(
      decide(listRules, {
        method: 'list',
        path: ['open', UNKNOWN_ID],
        identity: user('a'),
        resource: partialResource(unconstrained),
      }).allowed,
    ).toBe(true);
  });

  it('denies a rule that reads the unknown document ID', () => {
    const decision = decide(listRules, {
      method: 'list',
      path: ['byId', UNKNOWN_ID],
      resource: partialResource(unconstrained),
    });
    expect(decision.allowed).toBe(false);
    expect(decision.reasons.join()).toMatch(/wildcard \{id\} is not known/);
  });

  it('allows resource.data rules only when the query fixes the field', () => {
    const spec = {
      method: 'list' as const,
      path: ['owned', UNKNOWN_ID] as RequestSegment[],
      identity: user('alice'),
    };
    expect(decide(listRules, { ...spec, resource: partialResource(ownedByAlice) }).allowed).toBe(
      true,
    );
    expect(
      decide(listRules, { ...spec, identity: user('bob'), resource: partialResource(ownedByAlice) })
        .allowed,
    ).toBe(false);
    const decision = decide(listRules, { ...spec, resource: partialResource(unconstrained) });
    expect(decision.allowed).toBe(false);
    expect(decision.reasons.join()).toMatch(/not constrained by the query \(key "owner"\)/);
  });

  it('matches a collection group only through a recursive wildcard', () => {
    const resource = partialResource(unconstrained);
    expect(
      decide(listRules, { method: 'list', path: [UNKNOWN_PATH, 'groups', UNKNOWN_ID], resource })
        .allowed,
    ).toBe(true);
    expect(
      decide(listRules, { method: 'list', path: [UNKNOWN_PATH, 'items', UNKNOWN_ID], resource })
        .allowed,
    ).toBe(false);
  });
});
