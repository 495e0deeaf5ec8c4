// Applies a list of writes atomically: every write is computed against the state the earlier writes of
// the same commit leave, the rules see each write (getAfter sees them all), then preconditions are
// checked, and only if everything passes does the store change. Node runs this synchronously, so no other
// request can observe a half-applied commit.
import { checkWrites, type AccessScope, type WriteAccess } from '../access-control.js';
import { ApiError, invalidArgument } from '../errors.js';
import { checkDocumentSize } from '../model/document-size.js';
import { timestampToMicros } from '../model/timestamps.js';
import type { StoredDocument, Value } from '../model/value.js';
import type { EmulatorState } from '../emulator-state.js';
import { applyWrite } from './apply-write.js';
import type { DecodedWrite } from './decode-write.js';

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

export interface CommitResult {
  writeResults: WriteResult[];
  commitTime: string;
}

export function commitWrites(
  state: EmulatorState,
  scope: AccessScope,
  root: string,
  writes: DecodedWrite[],
  transaction: string | undefined,
): CommitResult {
  if (
    transaction !== undefined &&
    writes.length > 0 &&
    state.transactions.isReadOnly(transaction, root)
  ) {
    throw invalidArgument('Cannot modify documents in a read-only transaction.');
  }
  const commit = state.clock.next();
  const overlay = new Map<string, StoredDocument | null>();
  const current = (name: string): StoredDocument | undefined =>
    overlay.has(name) ? (overlay.get(name) ?? undefined) : state.store.get(name);

  const accesses: WriteAccess[] = [];
  const writeResults: WriteResult[] = [];
  let preconditionFailure: ApiError | undefined;
  for (const write of writes) {
    const before = current(write.name);
    preconditionFailure ??= checkPrecondition(write, before);
    const outcome = applyWrite(before?.fields, write, commit.text);
    let after: StoredDocument | null = null;
    if (outcome.fields) {
      checkDocumentSize(write.name, write.path, outcome.fields);
      after = {
        name: write.name,
        fields: outcome.fields,
        createTime: before?.createTime ?? commit.text,
        updateTime: commit.text,
      };
    }
    overlay.set(write.name, after);
    accesses.push({ name: write.name, before, after: outcome.fields });
    writeResults.push(
      after
        ? write.transforms.length > 0
          ? { updateTime: commit.text, transformResults: outcome.transformResults }
          : { updateTime: commit.text }
        : {},
    );
  }

  checkWrites({ ...scope, time: commit.timestamp }, accesses, current);
  if (preconditionFailure) throw preconditionFailure;
  if (transaction !== undefined) {
    state.transactions.finish(
      transaction,
      root,
      (name) => state.store.get(name)?.updateTime ?? null,
    );
  }
  const micros = timestampToMicros(commit.timestamp);
  for (const [name, document] of overlay) {
    const previous = state.store.get(name);
    if (!previous && !document) continue;
    state.history.record(micros, name, previous);
    if (document) state.store.put(document);
    else state.store.delete(name);
  }
  return { writeResults, commitTime: commit.text };
}

function checkPrecondition(
  write: DecodedWrite,
  before: StoredDocument | undefined,
): ApiError | undefined {
  const precondition = write.precondition;
  if (!precondition) return undefined;
  if ('exists' in precondition) {
    if (precondition.exists && !before)
      return new ApiError('NOT_FOUND', `No document to update: ${write.name}`);
    if (!precondition.exists && before)
      return new ApiError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
    return undefined;
  }
  if (!before || before.updateTime !== precondition.updateTime) {
    return new ApiError(
      'FAILED_PRECONDITION',
      `The document ${write.name} was last updated at ${before?.updateTime ?? '(missing)'}, not at the required ${precondition.updateTime}.`,
    );
  }
  return undefined;
}
