// documents:commit (every write of both SDKs) and documents:batchWrite (firebase-admin's BulkWriter:
// each write on its own, with a status per write).
import { ApiError, GRPC_CODE } from '../errors.js';
import { expectArray, expectObject, expectString } from '../model/request-shape.js';
import { commitWrites, type CommitResult } from '../writes/commit-writes.js';
import { decodeWrite } from '../writes/decode-write.js';
import { accessScope, type ApiCall } from './api-call.js';

export function commit(call: ApiCall): CommitResult {
  const body = expectObject(call.body, 'request', ['database', 'writes', 'transaction']);
  const writes = expectArray(body['writes'] ?? [], 'writes').map((w, i) =>
    decodeWrite(w, call.root, `writes[${i}]`),
  );
  const transaction =
    body['transaction'] === undefined
      ? undefined
      : expectString(body['transaction'], 'transaction');
  return commitWrites(call.state, accessScope(call), call.root, writes, transaction);
}

export function batchWrite(call: ApiCall): { writeResults: unknown[]; status: unknown[] } {
  const body = expectObject(call.body, 'request', ['database', 'writes', 'labels']);
  const writes = expectArray(body['writes'] ?? [], 'writes').map((w, i) =>
    decodeWrite(w, call.root, `writes[${i}]`),
  );
  const names = new Set(writes.map((w) => w.name));
  if (names.size !== writes.length) {
    throw new ApiError(
      'INVALID_ARGUMENT',
      'batchWrite cannot write the same document more than once.',
    );
  }
  const writeResults: unknown[] = [];
  const status: unknown[] = [];
  for (const write of writes) {
    try {
      const result = commitWrites(call.state, accessScope(call), call.root, [write], undefined);
      writeResults.push(result.writeResults[0] ?? {});
      status.push({ code: 0 });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      writeResults.push({});
      status.push({ code: GRPC_CODE[error.status], message: error.message });
    }
  }
  return { writeResults, status };
}
