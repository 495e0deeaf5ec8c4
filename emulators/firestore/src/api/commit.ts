// documents:commit (every write of both SDKs) and documents:batchWrite (firebase-admin's BulkWriter:
// each write on its own, with a status per write).
import { ApiError, GRPC_CODE, invalidArgument } from '../errors.js';
import { expectArray, expectObject, expectString } from '../model/request-shape.js';
import { commitWrites, type CommitResult } from '../writes/commit-writes.js';
import { decodeWrite, type DecodedWrite } from '../writes/decode-write.js';
import { accessScope, type ApiCall } from './api-call.js';

export function commit(call: ApiCall): CommitResult {
  const body = expectObject(call.body, 'request', ['database', 'writes', 'transaction']);
  const writes = expectArray(body['writes'] ?? [], 'writes').map((w, i) =>
    decodeWrite(w, call.root, `writes[${i}]`),
  );
  checkCommitLimits(writes);
  const transaction =
    body['transaction'] === undefined
      ? undefined
      : expectString(body['transaction'], 'transaction');
  return commitWrites(call.state, accessScope(call), call.root, writes, transaction);
}

/** Production: at most 500 writes in a commit, and 500 field transforms on one document. */
export const MAX_COMMIT_WRITES = 500;
export const MAX_TRANSFORMS_PER_DOCUMENT = 500;

function checkCommitLimits(writes: DecodedWrite[]): void {
  if (writes.length > MAX_COMMIT_WRITES) {
    throw invalidArgument(
      `The commit has ${writes.length} writes; a commit or transaction can hold at most ${MAX_COMMIT_WRITES}.`,
    );
  }
  const transforms = new Map<string, number>();
  for (const write of writes) {
    // Array transforms count once per element, as production counts them.
    const count = write.transforms.reduce(
      (sum, t) => sum + ('elements' in t ? Math.max(t.elements.length, 1) : 1),
      transforms.get(write.name) ?? 0,
    );
    if (count > MAX_TRANSFORMS_PER_DOCUMENT) {
      throw invalidArgument(
        `The commit has ${count} field transforms on ${write.name}; at most ${MAX_TRANSFORMS_PER_DOCUMENT} are allowed on one document.`,
      );
    }
    transforms.set(write.name, count);
  }
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
