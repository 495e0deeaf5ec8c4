// Which handler answers a Firestore API route, by HTTP method, verb and the kind of path.
import { ApiError } from '../errors.js';
import type { ApiCall } from '../api/api-call.js';
import { batchGet } from '../api/batch-get.js';
import { batchWrite, commit } from '../api/commit.js';
import {
  createDocument,
  deleteDocument,
  getDocument,
  patchDocument,
} from '../api/document-rest.js';
import { listCollectionIds, listDocuments } from '../api/list-documents.js';
import { runAggregationQuery, runQuery } from '../api/run-query.js';
import { beginTransaction, rollback } from '../api/transactions.js';

type Handler = (call: ApiCall) => unknown;

/** Verbs addressed to the database root only. */
const ROOT_VERBS: Record<string, Handler> = {
  batchGet,
  commit,
  beginTransaction,
  rollback,
  batchWrite,
};
/** Verbs addressed to a parent: the root or a document. */
const PARENT_VERBS: Record<string, Handler> = { runQuery, runAggregationQuery, listCollectionIds };

export function dispatchFirestore(
  method: string,
  verb: string | undefined,
  call: ApiCall,
): unknown {
  const depth = call.path === '' ? 0 : call.path.split('/').length;
  const isDocument = depth > 0 && depth % 2 === 0;
  if (verb !== undefined) {
    if (method !== 'POST') throw notFound(method, verb);
    const rootHandler = Object.hasOwn(ROOT_VERBS, verb) ? ROOT_VERBS[verb] : undefined;
    if (rootHandler && depth === 0) return rootHandler(call);
    const parentHandler = Object.hasOwn(PARENT_VERBS, verb) ? PARENT_VERBS[verb] : undefined;
    if (parentHandler && (depth === 0 || isDocument)) return parentHandler(call);
    if (!rootHandler && !parentHandler) {
      throw new ApiError(
        'UNIMPLEMENTED',
        `The method ${verb} is not supported by this emulator (it speaks REST, not streaming).`,
      );
    }
    throw notFound(method, verb);
  }
  if (depth === 0) throw notFound(method, verb);
  switch (method) {
    case 'GET':
      return isDocument ? getDocument(call) : listDocuments(call);
    case 'PATCH':
      if (isDocument) return patchDocument(call);
      break;
    case 'DELETE':
      if (isDocument) return deleteDocument(call);
      break;
    case 'POST':
      if (!isDocument) return createDocument(call);
      break;
  }
  throw notFound(method, verb);
}

function notFound(method: string, verb: string | undefined): ApiError {
  return new ApiError('NOT_FOUND', `No ${method} method${verb ? ` :${verb}` : ''} at this path.`);
}
