// documents:beginTransaction and documents:rollback.
import { expectObject, expectString } from '../model/request-shape.js';
import type { ApiCall } from './api-call.js';
import { decodeTransactionOptions } from './read-options.js';

export function beginTransaction(call: ApiCall): { transaction: string } {
  const body = expectObject(call.body, 'request', ['database', 'options']);
  const { readOnly, readAt } = decodeTransactionOptions(call, body['options'], 'options');
  return { transaction: call.state.transactions.begin(call.root, readOnly, readAt) };
}

export function rollback(call: ApiCall): Record<string, never> {
  const body = expectObject(call.body, 'request', ['database', 'transaction']);
  call.state.transactions.rollback(expectString(body['transaction'], 'transaction'), call.root);
  return {};
}
