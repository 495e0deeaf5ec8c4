// Applies the security rules to each kind of access. The admin (`Bearer owner`) bypasses them; any other
// caller needs an allow, and is refused with PERMISSION_DENIED (HTTP 403) naming why.
import { ApiError, PERMISSION_DENIED_MESSAGE } from './errors.js';
import type { Identity } from './identity.js';
import { lastSegment, parentOf } from './model/names.js';
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
} from './rules/request-variables.js';
import type { RulesPath, RulesValue } from './rules/values.js';
import { RulesMap, RulesUnknown } from './rules/values.js';

type Lookup = (name: string) => StoredDocument | undefined;

export interface AccessScope {
  projectId: string;
  databaseId: string;
  identity: Identity;
  /** undefined when no rules are loaded for the project: every client request is then refused. */
  rules: Ruleset | undefined;
  time: Timestamp;
  /** Reads the stored documents (get()/exists() in rules). */
  lookup: Lookup;
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
  const reader = documentReader(scope, documents.length > 1, undefined);
  for (const { name, document } of documents) {
    decide(scope, 'get', name, rulesSegments(name), {
      path: resourceNameToPath(name),
      resource: storedResource(document),
      requestResource: null,
      reader,
    });
  }
}

/** `lookupAfter` reads the state the whole commit leaves (getAfter / existsAfter). */
export function checkWrites(scope: AccessScope, writes: WriteAccess[], lookupAfter: Lookup): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(scope, writes.length > 1, lookupAfter);
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
 * filter fixes (see list-access.ts). checkQueryResults then checks each result with its real data.
 */
export function checkQuery(scope: AccessScope, query: Query): void {
  if (scope.identity.kind === 'owner') return;
  if (query.collectionId === '') {
    throw denied('kindless (all collections) queries are refused for clients');
  }
  const reader = documentReader(scope, false, undefined);
  const collectionName = `${query.parentName}/${query.collectionId}`;
  const collection: RequestSegment[] = query.allDescendants
    ? [...rulesSegments(query.parentName), UNKNOWN_PATH, query.collectionId]
    : rulesSegments(collectionName);
  const collectionPath = query.allDescendants
    ? new RulesUnknown('request.path of a collection group query is not known')
    : resourceNameToPath(collectionName);

  for (const known of filterBranches(query.filter)) {
    // `__name__ ==` on a document of this very collection fixes the document ID.
    const fixedName = fixedDocumentName(known);
    const nameInCollection =
      fixedName !== undefined && !query.allDescendants && parentOf(fixedName) === collectionName
        ? fixedName
        : undefined;
    const id: RulesValue = nameInCollection
      ? lastSegment(nameInCollection)
      : new RulesUnknown('resource.id is not known for a list (query) request');
    const resource = RulesMap.of({
      data: partialData(known),
      id,
      __name__: nameInCollection
        ? resourceNameToPath(nameInCollection)
        : new RulesUnknown('resource.__name__ is not known for a list (query) request'),
    });
    decide(
      scope,
      'list',
      collectionName,
      [...collection, typeof id === 'string' ? id : UNKNOWN_ID],
      {
        path: collectionPath,
        resource,
        requestResource: null,
        reader,
        query,
      },
    );
  }
}

/** The second check of a query: each document it returns, with its real data. */
export function checkQueryResults(
  scope: AccessScope,
  query: Query,
  results: StoredDocument[],
): void {
  if (scope.identity.kind === 'owner') return;
  const reader = documentReader(scope, false, undefined);
  for (const document of results) {
    decide(scope, 'list', document.name, rulesSegments(document.name), {
      path: resourceNameToPath(parentOf(document.name)),
      resource: storedResource(document),
      requestResource: null,
      reader,
      query,
    });
  }
}

/** `projects/p/databases/d/documents/a/b` → [databases, d, documents, a, b]. */
function rulesSegments(name: string): string[] {
  return name.split('/').slice(2);
}

/** Production allows more get()/exists() calls for batches than for single documents and queries. */
function documentReader(
  scope: AccessScope,
  batch: boolean,
  lookupAfter: Lookup | undefined,
): CountingDocumentReader {
  return new CountingDocumentReader(
    scope.projectId,
    scope.databaseId,
    (name, after) => (after && lookupAfter ? lookupAfter(name) : scope.lookup(name)),
    batch ? MAX_READS_BATCH : MAX_READS_SINGLE,
    lookupAfter !== undefined,
  );
}

interface DecisionInput {
  path: RulesPath | RulesUnknown;
  resource: RulesValue;
  requestResource: RulesMap | null;
  reader: CountingDocumentReader;
  query?: Query;
}

function decide(
  scope: AccessScope,
  method: AccessMethod,
  name: string,
  segments: RequestSegment[],
  input: DecisionInput,
): void {
  if (!scope.rules) throw denied('no security rules are loaded for this project');
  const request = requestVariable({
    identity: scope.identity,
    method,
    time: scope.time,
    path: input.path,
    resource: input.requestResource,
    query: input.query && { limit: input.query.limit, offset: input.query.offset },
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
    throw denied(`${method} ${relative}: ${decision.reasons.join('; ')}`);
  }
}

function denied(reason: string): ApiError {
  return new ApiError('PERMISSION_DENIED', `${PERMISSION_DENIED_MESSAGE} (${reason})`);
}
