// Listing: GET on a collection (firebase-admin's listDocuments(), with showMissing) and
// :listCollectionIds (listCollections()). Pages are ordered by name; the page token is the last name.
import { checkQuery, checkQueryResults } from '../access-control.js';
import { ApiError, invalidArgument } from '../errors.js';
import { compareResourceNames } from '../model/compare-values.js';
import { parseFieldPath } from '../model/field-paths.js';
import { lastSegment, parentOf, parsePathBelowRoot } from '../model/names.js';
import { expectInt32, expectObject, expectString } from '../model/request-shape.js';
import type { StoredDocument } from '../model/value.js';
import type { Query } from '../query/structured-query.js';
import { accessScope, nameFromPath, type ApiCall } from './api-call.js';
import { masked } from './batch-get.js';

const DEFAULT_PAGE_SIZE = 300;

export function listDocuments(call: ApiCall): { documents: unknown[]; nextPageToken?: string } {
  const collection = nameFromPath(call);
  parsePathBelowRoot(collection, call.root, 'collection', 'The collection');
  if (call.params.get('readTime') !== null)
    throw invalidArgument(
      "'readTime' (listing documents at a past time) is not supported by this emulator.",
    );
  const showMissing = call.params.get('showMissing') === 'true';
  if (call.params.get('orderBy') !== null && call.params.get('orderBy') !== '__name__') {
    throw invalidArgument('listDocuments can only be ordered by __name__ here.');
  }
  const pageSize = pageSizeOf(call.params.get('pageSize'));
  const after = pageTokenName(call.params.get('pageToken'));
  const mask = call.params
    .getAll('mask.fieldPaths')
    .map((p, i) => parseFieldPath(p, `mask.fieldPaths[${i}]`));

  const scope = accessScope(call);
  if (showMissing && call.identity.kind !== 'owner') {
    throw new ApiError(
      'PERMISSION_DENIED',
      'Missing or insufficient permissions. (showMissing is admin-only)',
    );
  }
  const query: Query = {
    parentName: parentOf(collection),
    collectionId: lastSegment(collection),
    allDescendants: false,
    filter: undefined,
    orderBy: [{ field: ['__name__'], descending: false }],
    startAt: undefined,
    endAt: undefined,
    offset: 0,
    limit: undefined,
    projection: undefined,
  };
  checkQuery(scope, query);

  const present: StoredDocument[] = [...call.state.store.collection(collection)];
  checkQueryResults(scope, query, present);
  const entries: { name: string; document: StoredDocument | undefined }[] = present.map((d) => ({
    name: d.name,
    document: d,
  }));
  if (showMissing)
    for (const name of call.state.store.missingParents(collection))
      entries.push({ name, document: undefined });
  entries.sort((a, b) => compareResourceNames(a.name, b.name));

  const remaining =
    after === undefined ? entries : entries.filter((e) => compareResourceNames(e.name, after) > 0);
  const page = remaining.slice(0, pageSize);
  const documents = page.map(({ name, document }) =>
    document ? masked(document, mask.length > 0 ? mask : undefined) : { name },
  );
  return remaining.length > pageSize
    ? { documents, nextPageToken: pageToken(page) }
    : { documents };
}

export function listCollectionIds(call: ApiCall): {
  collectionIds: string[];
  nextPageToken?: string;
} {
  if (call.identity.kind !== 'owner') {
    // Client SDKs cannot list collections in production either.
    throw new ApiError(
      'PERMISSION_DENIED',
      'Missing or insufficient permissions. (listing collections is admin-only)',
    );
  }
  const parent = nameFromPath(call);
  parsePathBelowRoot(parent, call.root, 'parent', 'The parent');
  const body = expectObject(call.body ?? {}, 'request', ['pageSize', 'pageToken', 'readTime']);
  if (body['readTime'] !== undefined)
    throw invalidArgument("'readTime' is not supported by this emulator.");
  const pageSize =
    body['pageSize'] === undefined
      ? DEFAULT_PAGE_SIZE
      : Math.max(1, expectInt32(body['pageSize'], 'pageSize'));
  const after =
    body['pageToken'] === undefined || body['pageToken'] === ''
      ? undefined
      : expectString(body['pageToken'], 'pageToken');
  const ids = call.state.store
    .collectionIds(parent)
    .filter((id) => after === undefined || compareResourceNames(id, after) > 0);
  const page = ids.slice(0, pageSize);
  return ids.length > pageSize
    ? { collectionIds: page, nextPageToken: page[page.length - 1] as string }
    : { collectionIds: page };
}

function pageSizeOf(text: string | null): number {
  if (text === null || text === '' || text === '0') return DEFAULT_PAGE_SIZE;
  if (!/^\d+$/.test(text)) throw invalidArgument('pageSize must be a positive integer.');
  return Number(text);
}

function pageToken(page: { name: string }[]): string {
  return Buffer.from(page[page.length - 1]?.name ?? '', 'utf8').toString('base64url');
}

function pageTokenName(token: string | null): string | undefined {
  if (token === null || token === '') return undefined;
  const name = Buffer.from(token, 'base64url').toString('utf8');
  if (name === '') throw invalidArgument('The pageToken is not valid.');
  return name;
}
