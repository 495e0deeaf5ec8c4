// documents:runQuery and documents:runAggregationQuery (getDocs / getCount in Lite, Query.get() and
// count() in firebase-admin). Replies are JSON arrays, as the REST API streams them.
import { checkQuery, checkQueryResults } from '../access-control.js';
import { invalidArgument } from '../errors.js';
import { parseFieldPath, type FieldPath } from '../model/field-paths.js';
import { expectArray, expectInt32, expectObject, expectString } from '../model/request-shape.js';
import { encodeDouble, numericValue, type StoredDocument, type Value } from '../model/value.js';
import { fieldValue, projectResults, runQuery as executeQuery } from '../query/run-query.js';
import { decodeStructuredQuery, type Query } from '../query/structured-query.js';
import { accessScope, documentJson, nameFromPath, type ApiCall } from './api-call.js';
import { readConsistency, type ReadConsistency } from './read-options.js';

const CONSISTENCY_KEYS = ['transaction', 'newTransaction', 'readTime', 'explainOptions'];

/** Decodes, authorizes and runs the query; records it in a read-write transaction. */
function queryDocuments(
  call: ApiCall,
  queryJson: unknown,
  consistency: ReadConsistency,
  where: string,
): { query: Query; results: StoredDocument[] } {
  const query = decodeStructuredQuery(queryJson, nameFromPath(call), call.root, where);
  const scope = accessScope(call);
  checkQuery(scope, query);
  const results = executeQuery(consistency.reader, query);
  checkQueryResults(scope, query, results);
  if (consistency.record) {
    const versions = (documents: StoredDocument[]): string[] =>
      documents.map((d) => `${d.name}@${d.updateTime}`);
    consistency.record.queries.push({
      rerun: () => versions(executeQuery(call.state.store, query)),
      seen: versions(results),
    });
  }
  return { query, results };
}

function checkExplain(body: Record<string, unknown>): void {
  if (body['explainOptions'] !== undefined) {
    throw invalidArgument("'explainOptions' (query explain) is not supported by this emulator.");
  }
}

export function runQuery(call: ApiCall): unknown[] {
  const body = expectObject(call.body, 'request', ['structuredQuery', ...CONSISTENCY_KEYS]);
  checkExplain(body);
  if (body['structuredQuery'] === undefined)
    throw invalidArgument("'structuredQuery' is required.");
  const consistency = readConsistency(call, body, 'request');
  const { query, results } = queryDocuments(
    call,
    body['structuredQuery'],
    consistency,
    'structuredQuery',
  );
  const readTime = consistency.readTime;
  const replies: Record<string, unknown>[] = projectResults(results, query).map((document) => ({
    document: documentJson(document),
    readTime,
  }));
  if (replies.length === 0) replies.push({ readTime });
  if (consistency.newTransaction !== undefined)
    (replies[0] as Record<string, unknown>)['transaction'] = consistency.newTransaction;
  return replies;
}

/** Production refuses more than five aggregations in one query. */
export const MAX_AGGREGATIONS = 5;

type Aggregation =
  | { alias: string; kind: 'count'; upTo: number | undefined }
  | { alias: string; kind: 'sum' | 'avg'; field: FieldPath };

export function runAggregationQuery(call: ApiCall): unknown[] {
  const body = expectObject(call.body, 'request', [
    'structuredAggregationQuery',
    ...CONSISTENCY_KEYS,
  ]);
  checkExplain(body);
  const aggregationQuery = expectObject(
    body['structuredAggregationQuery'],
    'structuredAggregationQuery',
    ['structuredQuery', 'aggregations'],
  );
  const aggregations = expectArray(
    aggregationQuery['aggregations'] ?? [],
    'structuredAggregationQuery.aggregations',
  ).map((a, i) => decodeAggregation(a, `structuredAggregationQuery.aggregations[${i}]`, i));
  if (aggregations.length === 0)
    throw invalidArgument("'structuredAggregationQuery.aggregations' must not be empty.");
  if (aggregations.length > MAX_AGGREGATIONS) {
    // Production's words (googleapis/nodejs-datastore system-test/datastore.ts, the same backend);
    // the SDKs' system tests match /maximum number of aggregations/.
    throw invalidArgument(
      `The maximum number of aggregations allowed in an aggregation query is ${MAX_AGGREGATIONS}. Received: ${aggregations.length}`,
    );
  }
  const aliases = new Set<string>();
  for (const { alias } of aggregations) {
    if (aliases.has(alias))
      throw invalidArgument(
        `'structuredAggregationQuery.aggregations': the alias "${alias}" is used twice; aliases must be unique.`,
      );
    aliases.add(alias);
  }
  const consistency = readConsistency(call, body, 'request');
  const { results } = queryDocuments(
    call,
    aggregationQuery['structuredQuery'],
    consistency,
    'structuredAggregationQuery.structuredQuery',
  );
  // Production answers every aggregation of one query from the same index rows: only documents that
  // have every field a sum or avg aggregates take part, in the count too.
  const aggregatedFields = aggregations.flatMap((a) => (a.kind === 'count' ? [] : [a.field]));
  const counted = results.filter((d) =>
    aggregatedFields.every((field) => fieldValue(d, field) !== undefined),
  );
  const aggregateFields = Object.create(null) as Record<string, Value>;
  for (const aggregation of aggregations)
    aggregateFields[aggregation.alias] = aggregate(aggregation, counted);
  const reply: Record<string, unknown> = {
    result: { aggregateFields },
    readTime: consistency.readTime,
  };
  if (consistency.newTransaction !== undefined) reply['transaction'] = consistency.newTransaction;
  return [reply];
}

function decodeAggregation(json: unknown, where: string, index: number): Aggregation {
  const a = expectObject(json, where, ['alias', 'count', 'sum', 'avg']);
  const alias =
    a['alias'] === undefined ? `field_${index + 1}` : expectString(a['alias'], `${where}.alias`);
  const kinds = (['count', 'sum', 'avg'] as const).filter((k) => a[k] !== undefined);
  if (kinds.length !== 1)
    throw invalidArgument(`'${where}' must have exactly one of count, sum, avg.`);
  const kind = kinds[0] as 'count' | 'sum' | 'avg';
  if (kind === 'count') {
    const count = expectObject(a['count'], `${where}.count`, ['upTo']);
    return {
      alias,
      kind,
      upTo:
        count['upTo'] === undefined
          ? undefined
          : expectInt32(count['upTo'], `${where}.count.upTo`, 1),
    };
  }
  const spec = expectObject(a[kind], `${where}.${kind}`, ['field']);
  const field = expectObject(spec['field'], `${where}.${kind}.field`, ['fieldPath']);
  return {
    alias,
    kind,
    field: parseFieldPath(field['fieldPath'], `${where}.${kind}.field.fieldPath`),
  };
}

/** sum: integers stay an integer unless they overflow or a double joins; avg is a double (null if none). */
function aggregate(aggregation: Aggregation, documents: StoredDocument[]): Value {
  if (aggregation.kind === 'count') {
    const count =
      aggregation.upTo === undefined
        ? documents.length
        : Math.min(documents.length, aggregation.upTo);
    return { integerValue: String(count) };
  }
  const numbers = documents
    .map((d) => fieldValue(d, aggregation.field))
    .filter((v): v is Value => v !== undefined && ('integerValue' in v || 'doubleValue' in v));
  if (aggregation.kind === 'avg') {
    if (numbers.length === 0) return { nullValue: null };
    return encodeDouble(numbers.reduce((sum, v) => sum + numericValue(v), 0) / numbers.length);
  }
  if (numbers.every((v) => 'integerValue' in v)) {
    const sum = numbers.reduce(
      (total, v) => total + BigInt((v as { integerValue: string }).integerValue),
      0n,
    );
    if (sum >= -(2n ** 63n) && sum < 2n ** 63n) return { integerValue: sum.toString() };
  }
  return encodeDouble(numbers.reduce((sum, v) => sum + numericValue(v), 0));
}
