// Applies the security rules to each kind of access. The admin (`Bearer owner`) bypasses them; any other
// caller needs an allow, and is refused with PERMISSION_DENIED (HTTP 403) naming why.
import { ApiError, PERMISSION_DENIED_MESSAGE } from './errors.js';
import type { Identity } from './identity.js';
import type { Timestamp } from './model/timestamps.js';
import type { Fields, StoredDocument } from './model/value.js';
import type { Query } from './query/structured-query.js';
import { authorize, type AccessMethod } from './rules/authorize.js';
import { resourceNameToPath, resourceValue, storedResource } from './rules/firestore-values.js';
import { filterBranches, fixedDocumentName, partialData } from './rules/list-access.js';
import type { Ruleset } from './rules/load-rules.js';
import { UNKNOWN_ID, UNKNOWN_PATH, type RequestSegment } from './rules/match-paths.js';
import {
  CountingDocumentReader,
  MAX_READS_BATCH,
  MAX_READS_SINGLE,
  requestVariable,
  type DocumentLookup,
} from './rules/request-variables.js';
import { RulesMap, RulesPath, RulesUnknown, type RulesValue } from './rules/values.js';

export interface AccessScope {
  projectId: string;
  databaseId: string;
  identity: Identity;
  /** undefined when no rules are loaded for the project: every client request is then refused. */
  rules: Ruleset | undefined;
  time: Timestamp;
  /** Reads the stored documents (get()/exists() in rules). */
  lookup: (name: string) => StoredDocument | undefined;
}

export interface WriteAccess {
  name: string;
  before: StoredDocument | undefined;
  after: Fields | null;
}

export function checkDocumentReads(
  scope: AccessScope,
  documents: { name: string; document: StoredDocument | undefined }[],
): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(
    scope,
    documents.length > 1 ? MAX_READS_BATCH : MAX_READS_SINGLE,
    undefined,
  );
  for (const { name, document } of documents) {
    decide(scope, 'get', name, rulesSegments(name), {
      path: resourceNameToPath(name),
      resource: storedResource(document),
      requestResource: null,
      reader,
    });
  }
}

export function checkWrites(
  scope: AccessScope,
  writes: WriteAccess[],
  lookupAfter: (name: string) => StoredDocument | undefined,
): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(
    scope,
    writes.length > 1 ? MAX_READS_BATCH : MAX_READS_SINGLE,
    lookupAfter,
  );
  for (const { name, before, after } of writes) {
    const method: AccessMethod = after === null ? 'delete' : before ? 'update' : 'create';
    decide(scope, method, name, rulesSegments(name), {
      path: resourceNameToPath(name),
      resource: storedResource(before),
      requestResource: after === null ? null : resourceValue(name, after),
      reader,
    });
  }
}

/**
 * A query is allowed when, for every branch of its filter, the list rule holds knowing only what the
 * filter fixes (see list-access.ts); then each result is also checked with its real data.
 */
export function checkQuery(scope: AccessScope, query: Query): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(scope, MAX_READS_SINGLE, undefined);
  const parent = rulesSegments(query.parentName);
  const collection: RequestSegment[] = query.allDescendants
    ? [...parent, UNKNOWN_PATH]
    : [...parent];
  if (query.collectionId === '') {
    throw denied(scope, ['kindless (all collections) queries are refused for clients']);
  }
  collection.push(query.collectionId);
  const collectionPath = collection.every((s): s is string => typeof s === 'string')
    ? new RulesPath(collection)
    : new RulesUnknown('request.path of a collection group query is not known');
  const queryInfo = { limit: query.limit, offset: query.offset === 0 ? undefined : query.offset };

  for (const known of filterBranches(query.filter)) {
    const fixedName = fixedDocumentName(known);
    const fixedId =
      fixedName !== undefined &&
      !query.allDescendants &&
      fixedName.startsWith(`${query.parentName}/${query.collectionId}/`)
        ? fixedName.slice(query.parentName.length + query.collectionId.length + 2)
        : undefined;
    const id: RulesValue =
      fixedId ?? new RulesUnknown('resource.id is not known for a list (query) request');
    const resource = RulesMap.of({
      data: partialData(known),
      id,
      __name__:
        fixedName !== undefined && fixedId !== undefined
          ? resourceNameToPath(fixedName)
          : new RulesUnknown('resource.__name__ is not known for a list (query) request'),
    });
    decide(scope, 'list', collectionName(query), [...collection, fixedId ?? UNKNOWN_ID], {
      path: collectionPath,
      resource,
      requestResource: null,
      reader,
      query: queryInfo,
    });
  }
}

/** The second check of a query: each document it returns, with its real data. */
export function checkQueryResults(
  scope: AccessScope,
  query: Query,
  results: StoredDocument[],
): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(scope, MAX_READS_SINGLE, undefined);
  const queryInfo = { limit: query.limit, offset: query.offset === 0 ? undefined : query.offset };
  for (const document of results) {
    decide(scope, 'list', document.name, rulesSegments(document.name), {
      path: resourceNameToPath(document.name.slice(0, document.name.lastIndexOf('/'))),
      resource: storedResource(document),
      requestResource: null,
      reader,
      query: queryInfo,
    });
  }
}

function collectionName(query: Query): string {
  return query.allDescendants
    ? `**/${query.collectionId}`
    : `${query.parentName}/${query.collectionId}`;
}

/** `projects/p/databases/d/documents/a/b` → [databases, d, documents, a, b]. */
function rulesSegments(name: string): string[] {
  return name.split('/').slice(2);
}

function documentReader(
  scope: AccessScope,
  maxReads: number,
  lookupAfter: DocumentLookupAfter | undefined,
): CountingDocumentReader {
  const lookup: DocumentLookup = (name, after) =>
    after && lookupAfter ? lookupAfter(name) : scope.lookup(name);
  return new CountingDocumentReader(
    scope.projectId,
    scope.databaseId,
    lookup,
    maxReads,
    lookupAfter !== undefined,
  );
}

type DocumentLookupAfter = (name: string) => StoredDocument | undefined;

interface DecisionInput {
  path: RulesPath | RulesUnknown;
  resource: RulesValue;
  requestResource: RulesMap | null;
  reader: CountingDocumentReader;
  query?: { limit: number | undefined; offset: number | undefined };
}

function decide(
  scope: AccessScope,
  method: AccessMethod,
  name: string,
  segments: RequestSegment[],
  input: DecisionInput,
): void {
  if (!scope.rules) {
    throw denied(scope, ['no security rules are loaded for this project']);
  }
  const request = requestVariable({
    identity: scope.identity,
    method,
    time: scope.time,
    path: input.path,
    resource: input.requestResource,
    query: input.query,
  });
  const decision = authorize(scope.rules, {
    method,
    segments,
    request,
    resource: input.resource,
    documents: input.reader,
  });
  if (!decision.allowed) {
    const relative = name.split('/documents/')[1] ?? name;
    throw denied(scope, [`${method} ${relative}: ${decision.reasons.join('; ')}`]);
  }
}

function denied(_scope: AccessScope, reasons: string[]): ApiError {
  return new ApiError('PERMISSION_DENIED', `${PERMISSION_DENIED_MESSAGE} (${reasons.join('; ')})`);
}
