// documents:batchGet (getDoc in Firestore Lite, DocumentReference.get() in firebase-admin). The reply is
// a JSON array, one element per document, as the REST API streams it.
import { checkDocumentReads } from '../access-control.js';
import { parseFieldPath, projectFields, type FieldPath } from '../model/field-paths.js';
import { parsePathBelowRoot } from '../model/names.js';
import { expectArray, expectObject, expectString } from '../model/request-shape.js';
import type { StoredDocument } from '../model/value.js';
import { accessScope, documentJson, type ApiCall } from './api-call.js';
import { readConsistency } from './read-options.js';

const KEYS = ['database', 'documents', 'mask', 'transaction', 'newTransaction', 'readTime'];

export function batchGet(call: ApiCall): unknown[] {
  const body = expectObject(call.body, 'request', KEYS);
  const names = expectArray(body['documents'] ?? [], 'documents').map((n, i) => {
    const name = expectString(n, `documents[${i}]`);
    parsePathBelowRoot(name, call.root, 'document', `documents[${i}]`);
    return name;
  });
  const mask = body['mask'] === undefined ? undefined : decodeMask(body['mask'], 'mask');
  const consistency = readConsistency(call, body, 'request');
  const documents = names.map((name) => ({ name, document: consistency.reader.get(name) }));
  checkDocumentReads(accessScope(call), documents);

  const readTime = consistency.readTime;
  const replies: Record<string, unknown>[] = documents.map(({ name, document }) => {
    consistency.record?.documents.set(name, document?.updateTime ?? null);
    return document ? { found: masked(document, mask), readTime } : { missing: name, readTime };
  });
  if (consistency.newTransaction !== undefined) {
    if (replies.length === 0) replies.push({ readTime });
    (replies[0] as Record<string, unknown>)['transaction'] = consistency.newTransaction;
  }
  return replies;
}

export function decodeMask(json: unknown, where: string): FieldPath[] {
  const mask = expectObject(json, where, ['fieldPaths']);
  const paths = expectArray(mask['fieldPaths'] ?? [], `${where}.fieldPaths`);
  return paths.map((p, i) => parseFieldPath(p, `${where}.fieldPaths[${i}]`));
}

export function masked(document: StoredDocument, mask: FieldPath[] | undefined): StoredDocument {
  const json = documentJson(document);
  return mask ? { ...json, fields: projectFields(json.fields, mask) } : json;
}
