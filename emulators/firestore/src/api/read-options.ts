// Consistency options shared by the read calls: inside an existing transaction, starting a new one
// (firebase-admin's lazily started transactions: the reply carries its ID), or at a past read time.
import { invalidArgument } from '../errors.js';
import { expectObject, expectString } from '../model/request-shape.js';
import type { ReadRecord } from '../transactions/transaction-registry.js';
import type { ApiCall } from './api-call.js';

export interface ReadConsistency {
  /** Where to record what is read (read-write transactions only), for the commit's contention check. */
  record: ReadRecord | undefined;
  /** Set when this read started a transaction: the reply must carry it. */
  newTransaction: string | undefined;
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
    // Only the current state is kept, so a read at a past time cannot be answered truthfully.
    throw invalidArgument(
      `'${where}.readTime': reads at a past time are not supported by this emulator.`,
    );
  }
  if (options.transaction !== undefined) {
    const id = expectString(options.transaction, `${where}.transaction`);
    const readOnly = call.state.transactions.isReadOnly(id, call.root);
    return {
      record: readOnly ? undefined : call.state.transactions.use(id, call.root),
      newTransaction: undefined,
    };
  }
  if (options.newTransaction !== undefined) {
    const readOnly = decodeTransactionOptions(options.newTransaction, `${where}.newTransaction`);
    const id = call.state.transactions.begin(call.root, readOnly);
    return {
      record: readOnly ? undefined : call.state.transactions.use(id, call.root),
      newTransaction: id,
    };
  }
  return { record: undefined, newTransaction: undefined };
}

/** TransactionOptions: `{readOnly: {...}}` or `{readWrite: {retryTransaction?}}`; returns readOnly. */
export function decodeTransactionOptions(json: unknown, where: string): boolean {
  const options = expectObject(json ?? {}, where, ['readOnly', 'readWrite']);
  if (options['readOnly'] !== undefined && options['readWrite'] !== undefined) {
    throw invalidArgument(`'${where}' may set only one of readOnly and readWrite.`);
  }
  if (options['readOnly'] !== undefined) {
    const readOnly = expectObject(options['readOnly'], `${where}.readOnly`, ['readTime']);
    if (readOnly['readTime'] !== undefined) {
      throw invalidArgument(
        `'${where}.readOnly.readTime': reads at a past time are not supported by this emulator.`,
      );
    }
    return true;
  }
  if (options['readWrite'] !== undefined) {
    const readWrite = expectObject(options['readWrite'], `${where}.readWrite`, [
      'retryTransaction',
    ]);
    if (readWrite['retryTransaction'] !== undefined)
      expectString(readWrite['retryTransaction'], `${where}.readWrite.retryTransaction`);
  }
  return false;
}
