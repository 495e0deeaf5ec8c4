// The single-document REST methods: GET a document, PATCH (update or create), DELETE, and POST into a
// collection (createDocument). The SDKs use batchGet/commit instead; these serve curl and other clients.
import { randomBytes } from 'node:crypto';
import { checkDocumentReads } from '../access-control.js';
import { ApiError, invalidArgument } from '../errors.js';
import { parseFieldPath } from '../model/field-paths.js';
import { parsePathBelowRoot, validateId } from '../model/names.js';
import { expectObject } from '../model/request-shape.js';
import { commitWrites } from '../writes/commit-writes.js';
import { decodeWrite } from '../writes/decode-write.js';
import { accessScope, nameFromPath, type ApiCall } from './api-call.js';
import { masked } from './batch-get.js';
import { readConsistency } from './read-options.js';

function maskFromParams(call: ApiCall, key: string): string[] | undefined {
  const paths = call.params.getAll(key);
  return paths.length > 0 ? paths : undefined;
}

export function getDocument(call: ApiCall): unknown {
  const name = nameFromPath(call);
  const consistency = readConsistency(
    call,
    {
      transaction: call.params.get('transaction') ?? undefined,
      readTime: call.params.get('readTime') ?? undefined,
    },
    'request',
  );
  const mask = maskFromParams(call, 'mask.fieldPaths')?.map((p, i) =>
    parseFieldPath(p, `mask.fieldPaths[${i}]`),
  );
  const document = call.state.store.get(name);
  checkDocumentReads(accessScope(call), [{ name, document }]);
  consistency.record?.documents.set(name, document?.updateTime ?? null);
  if (!document) throw new ApiError('NOT_FOUND', `Document "${name}" not found.`);
  return masked(document, mask);
}

/** PATCH: the body is a Document; `updateMask.fieldPaths` and `currentDocument.*` come as query parameters. */
export function patchDocument(call: ApiCall): unknown {
  const name = nameFromPath(call);
  const body = expectObject(call.body, 'document', ['name', 'fields', 'createTime', 'updateTime']);
  const write: Record<string, unknown> = { update: { ...body, name } };
  const mask = maskFromParams(call, 'updateMask.fieldPaths');
  if (mask) write['updateMask'] = { fieldPaths: mask };
  const precondition = preconditionFromParams(call);
  if (precondition) write['currentDocument'] = precondition;
  return writeOne(call, write);
}

export function deleteDocument(call: ApiCall): Record<string, never> {
  const write: Record<string, unknown> = { delete: nameFromPath(call) };
  const precondition = preconditionFromParams(call);
  if (precondition) write['currentDocument'] = precondition;
  writeOne(call, write);
  return {};
}

/** POST .../documents/{collection}?documentId=...: creates a document, with a random ID if none is given. */
export function createDocument(call: ApiCall): unknown {
  const collection = nameFromPath(call);
  parsePathBelowRoot(collection, call.root, 'collection', 'The parent collection');
  const id = call.params.get('documentId') || randomId();
  validateId(id, 'documentId', 'document');
  const body = expectObject(call.body, 'document', ['name', 'fields', 'createTime', 'updateTime']);
  return writeOne(call, {
    update: { fields: body['fields'], name: `${collection}/${id}` },
    currentDocument: { exists: false },
  });
}

function writeOne(call: ApiCall, writeJson: Record<string, unknown>): unknown {
  const write = decodeWrite(writeJson, call.root, 'request');
  commitWrites(call.state, accessScope(call), call.root, [write], undefined);
  const stored = call.state.store.get(write.name);
  return stored ? masked(stored, undefined) : {};
}

function preconditionFromParams(call: ApiCall): Record<string, unknown> | undefined {
  const exists = call.params.get('currentDocument.exists');
  const updateTime = call.params.get('currentDocument.updateTime');
  if (exists !== null && updateTime !== null) {
    throw invalidArgument('Set only one of currentDocument.exists and currentDocument.updateTime.');
  }
  if (exists !== null) {
    if (exists !== 'true' && exists !== 'false')
      throw invalidArgument('currentDocument.exists must be true or false.');
    return { exists: exists === 'true' };
  }
  return updateTime === null ? undefined : { updateTime };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 characters, as the SDKs generate document IDs. */
export function randomId(): string {
  return [...randomBytes(20)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}
