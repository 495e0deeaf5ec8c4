// Maps a request URL onto what it addresses. Segments are percent-decoded one by one (firebase-admin 14
// sends `%28default%29`); a `:verb` suffix counts only when it is a known verb, so an ID may contain ':'.
import { ApiError, invalidArgument } from '../errors.js';
import { clip, validateId, type DatabaseId } from '../model/names.js';

export type Route =
  | { kind: 'health' }
  | { kind: 'securityRules'; projectId: string }
  | { kind: 'clearDatabase'; database: DatabaseId }
  | { kind: 'firestore'; database: DatabaseId; path: string; verb: string | undefined };

export const FIRESTORE_VERBS = new Set([
  'batchGet',
  'commit',
  'runQuery',
  'runAggregationQuery',
  'beginTransaction',
  'rollback',
  'batchWrite',
  'listCollectionIds',
  'listDocuments',
  'partitionQuery',
  'listen',
  'write',
]);
const CONTROL_VERBS = new Set(['securityRules']);

export function parseRoute(rawPath: string): Route {
  if (rawPath === '/' || rawPath === '') return { kind: 'health' };
  const rawSegments = rawPath.split('/').slice(1);
  let verb: string | undefined;
  const last = rawSegments[rawSegments.length - 1] ?? '';
  const colon = last.lastIndexOf(':');
  if (colon >= 0) {
    const candidate = last.slice(colon + 1);
    if (FIRESTORE_VERBS.has(candidate) || CONTROL_VERBS.has(candidate)) {
      verb = candidate;
      rawSegments[rawSegments.length - 1] = last.slice(0, colon);
    }
  }
  const segments = rawSegments.map(decodeSegment);

  if (segments[0] === 'emulator' && segments[1] === 'v1' && segments[2] === 'projects') {
    const projectId = checkedId(segments[3], 'project ID');
    if (segments.length === 4 && verb === 'securityRules')
      return { kind: 'securityRules', projectId };
    if (
      segments.length === 7 &&
      segments[4] === 'databases' &&
      segments[6] === 'documents' &&
      verb === undefined
    ) {
      return {
        kind: 'clearDatabase',
        database: { projectId, databaseId: checkedId(segments[5], 'database ID') },
      };
    }
  } else if (
    segments[0] === 'v1' &&
    segments[1] === 'projects' &&
    segments[3] === 'databases' &&
    segments[5] === 'documents'
  ) {
    const database = {
      projectId: checkedId(segments[2], 'project ID'),
      databaseId: checkedId(segments[4], 'database ID'),
    };
    const below = segments.slice(6);
    below.forEach((segment, i) =>
      validateId(
        segment,
        `The URL path "${clip(rawPath)}"`,
        i % 2 === 0 ? 'collection' : 'document',
      ),
    );
    return { kind: 'firestore', database, path: below.join('/'), verb };
  }
  throw new ApiError('NOT_FOUND', `Unknown URL path "${clip(rawPath)}".`);
}

function decodeSegment(raw: string): string {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    throw invalidArgument(`The URL path segment "${clip(raw)}" has malformed percent-encoding.`);
  }
  if (segment.includes('/'))
    throw invalidArgument(`The URL path segment "${clip(raw)}" encodes a "/".`);
  return segment;
}

function checkedId(segment: string | undefined, what: string): string {
  if (segment === undefined || segment === '')
    throw new ApiError('NOT_FOUND', `The URL has no ${what}.`);
  if (!/^[A-Za-z0-9()._~-]{1,100}$/.test(segment))
    throw invalidArgument(`The ${what} "${clip(segment)}" is not valid.`);
  return segment;
}
