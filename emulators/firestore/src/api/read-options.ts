// Consistency options shared by the read calls: inside an existing transaction, starting a new one
// (firebase-admin's lazily started transactions: the reply carries its ID), or at a past read time.
import { ApiError, invalidArgument } from '../errors.js';
import { expectObject, expectString } from '../model/request-shape.js';
import {
  formatTimestamp,
  microsToTimestamp,
  parseTimestamp,
  timestampToMicros,
} from '../model/timestamps.js';
import { HISTORY_WINDOW_MICROS, type DocumentReader } from '../store/version-history.js';
import type { ReadRecord } from '../transactions/transaction-registry.js';
import type { ApiCall } from './api-call.js';

export interface ReadConsistency {
  /** Where to record what is read (read-write transactions only), for the commit's contention check. */
  record: ReadRecord | undefined;
  /** Set when this read started a transaction: the reply must carry it. */
  newTransaction: string | undefined;
  /** The documents as this read sees them: now, or at a past read time. */
  reader: DocumentReader;
  /** The reply's readTime. */
  readTime: string;
}

export function readConsistency(
  call: ApiCall,
  options: { transaction?: unknown; newTransaction?: unknown; readTime?: unknown },
  where: string,
): ReadConsistency {
  const given = ['transaction', 'newTransaction', 'readTime'].filter(
    (k) => options[k as keyof typeof options] !== undefined,
  );
  if (given.length > 1)
    throw invalidArgument(`'${where}' may set only one of transaction, newTransaction, readTime.`);
  if (options.readTime !== undefined) {
    return {
      record: undefined,
      newTransaction: undefined,
      ...snapshotAt(call, decodeReadTime(call, options.readTime, `${where}.readTime`)),
    };
  }
  if (options.transaction !== undefined) {
    const id = expectString(options.transaction, `${where}.transaction`);
    const readOnly = call.state.transactions.isReadOnly(id, call.root);
    return {
      record: readOnly ? undefined : call.state.transactions.use(id, call.root),
      newTransaction: undefined,
      ...snapshotAt(call, call.state.transactions.readAt(id, call.root)),
    };
  }
  if (options.newTransaction !== undefined) {
    const { readOnly, readAt } = decodeTransactionOptions(
      call,
      options.newTransaction,
      `${where}.newTransaction`,
    );
    const id = call.state.transactions.begin(call.root, readOnly, readAt);
    return {
      record: readOnly ? undefined : call.state.transactions.use(id, call.root),
      newTransaction: id,
      ...snapshotAt(call, readAt),
    };
  }
  return { record: undefined, newTransaction: undefined, ...snapshotAt(call, undefined) };
}

function snapshotAt(
  call: ApiCall,
  micros: bigint | undefined,
): { reader: DocumentReader; readTime: string } {
  if (micros === undefined)
    return { reader: call.state.store, readTime: call.state.clock.readTime() };
  return {
    reader: call.state.history.viewAt(call.state.store, micros),
    readTime: formatTimestamp(microsToTimestamp(micros)),
  };
}

/**
 * A past read time, as production accepts it: microsecond precision, within the last hour (without
 * point-in-time recovery), and, here, not before the emulator started or last cleared the database.
 */
function decodeReadTime(call: ApiCall, json: unknown, where: string): bigint {
  const text = expectString(json, where);
  const timestamp = parseTimestamp(text);
  if (!timestamp) throw invalidArgument(`'${where}' is not an RFC 3339 timestamp.`);
  if (timestamp.nanos % 1000 !== 0)
    throw invalidArgument(`'${where}' must be a microsecond precision timestamp.`);
  const micros = timestampToMicros(timestamp);
  const now = call.state.clock.readMicros();
  if (micros > now) throw invalidArgument(`'${where}' ${text} is in the future.`);
  if (now - micros > HISTORY_WINDOW_MICROS) {
    throw new ApiError(
      'FAILED_PRECONDITION',
      `'${where}' ${text} is more than one hour ago: reads at a past time are served for the last hour only.`,
    );
  }
  const oldest = call.state.history.oldestReadable();
  if (micros < oldest) {
    throw new ApiError(
      'FAILED_PRECONDITION',
      `'${where}' ${text} is before ${formatTimestamp(microsToTimestamp(oldest))}, the oldest state this emulator still holds (it started, cleared the database, or dropped older versions to stay within its memory bound then).`,
    );
  }
  return micros;
}

/**
 * TransactionOptions: `{readOnly: {readTime?}}` or `{readWrite: {retryTransaction?}}`. A read-only
 * transaction reads one snapshot: at its readTime, or at the time it begins.
 */
export function decodeTransactionOptions(
  call: ApiCall,
  json: unknown,
  where: string,
): { readOnly: boolean; readAt: bigint | undefined } {
  const options = expectObject(json ?? {}, where, ['readOnly', 'readWrite']);
  if (options['readOnly'] !== undefined && options['readWrite'] !== undefined) {
    throw invalidArgument(`'${where}' may set only one of readOnly and readWrite.`);
  }
  if (options['readOnly'] !== undefined) {
    const readOnly = expectObject(options['readOnly'], `${where}.readOnly`, ['readTime']);
    const readAt =
      readOnly['readTime'] === undefined
        ? call.state.clock.readMicros()
        : decodeReadTime(call, readOnly['readTime'], `${where}.readOnly.readTime`);
    return { readOnly: true, readAt };
  }
  if (options['readWrite'] !== undefined) {
    const readWrite = expectObject(options['readWrite'], `${where}.readWrite`, [
      'retryTransaction',
    ]);
    if (readWrite['retryTransaction'] !== undefined)
      expectString(readWrite['retryTransaction'], `${where}.readWrite.retryTransaction`);
  }
  return { readOnly: false, readAt: undefined };
}
