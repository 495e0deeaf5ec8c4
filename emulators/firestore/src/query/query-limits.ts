// The query limits production states (https://firebase.google.com/docs/firestore/query-data/queries
// "Query limitations", "Limits on OR queries", and the multiple-inequality page), refused as production
// refuses them: INVALID_ARGUMENT, in production's words where the SDKs' tests show them, otherwise
// naming the limit. The per-list value counts of `in`, `not-in` and `array-contains-any` are checked
// where the filter is decoded.
import { invalidArgument } from '../errors.js';
import { DOCUMENT_NAME_FIELD, formatFieldPath } from '../model/field-paths.js';
import type { Filter, Order } from './structured-query.js';

/** Range and inequality operators (`!= null` and `!= NaN` travel as IS_NOT_NULL / IS_NOT_NAN). */
export const INEQUALITY_OPERATORS = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

/** Disjunctions a query may have once converted to disjunctive normal form. */
export const MAX_DNF_DISJUNCTIONS = 30;
/** Fields a query may have range or inequality filters on. */
export const MAX_INEQUALITY_FIELDS = 10;
/** Filters, sort orders and the parent document (1 for a subcollection) together. */
export const MAX_QUERY_CLAUSES = 100;

// Production's own words, as the SDKs' system tests match them (firebase-js-sdk
// composite_index_query.test.ts, firebase-android-sdk CompositeIndexQueryTest).
const KEY_EQUALITY_WITH_OTHER_INEQUALITIES =
  'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
const ORDER_AFTER_KEY = 'Order by clause cannot contain more fields after the key';

/**
 * The document name orders last: nothing may follow it, whether ordered explicitly or implied by an
 * inequality filter (`where('a', '!=', 1).orderBy(documentId())` implies `a` after it). `orderBy` is
 * the query's whole ordering, explicit then implied.
 */
export function checkNameOrdersLast(orderBy: Order[]): void {
  const nameAt = orderBy.findIndex(
    (o) => o.field.length === 1 && o.field[0] === DOCUMENT_NAME_FIELD,
  );
  const after = orderBy[nameAt + 1];
  if (nameAt >= 0 && after) {
    throw invalidArgument(`${ORDER_AFTER_KEY} ${formatFieldPath(after.field)}`);
  }
}

export function checkQueryLimits(
  filter: Filter | undefined,
  explicitOrders: Order[],
  parentName: string,
  root: string,
  where: string,
): void {
  const leaves = filter ? leafFilters(filter) : [];
  // Production counts the filters of the query's disjunctive normal form (`in` expanded).
  const { terms: disjunctions, filters } = filter ? dnfCounts(filter) : { terms: 1, filters: 0 };
  const clauses = Math.min(filters + explicitOrders.length + (parentName === root ? 0 : 1), CAP);
  if (clauses > MAX_QUERY_CLAUSES) {
    throw invalidArgument(
      `'${where}' has ${clauses >= CAP ? 'over a million' : clauses} filters (counted in disjunctive normal form), sort orders and parent document together; Firestore allows at most ${MAX_QUERY_CLAUSES}.`,
    );
  }
  if (!filter) return;

  if (disjunctions > MAX_DNF_DISJUNCTIONS) {
    throw invalidArgument(
      `'${where}.where' has ${disjunctions >= CAP ? 'over a million' : disjunctions} disjunctions in disjunctive normal form (or, in and array-contains-any each add theirs); Firestore allows at most ${MAX_DNF_DISJUNCTIONS}.`,
    );
  }

  const inequalityFields = new Set(
    leaves.filter((f) => INEQUALITY_OPERATORS.has(f.op)).map((f) => formatFieldPath(f.field)),
  );
  if (inequalityFields.size > MAX_INEQUALITY_FIELDS) {
    throw invalidArgument(
      `'${where}.where' has range or inequality filters on ${inequalityFields.size} fields; Firestore allows at most ${MAX_INEQUALITY_FIELDS}.`,
    );
  }
  const onName = (f: Leaf): boolean => f.field.length === 1 && f.field[0] === DOCUMENT_NAME_FIELD;
  if (
    [...inequalityFields].some((f) => f !== DOCUMENT_NAME_FIELD) &&
    leaves.some((f) => onName(f) && (f.op === 'EQUAL' || f.op === 'IN')) &&
    !inequalityFields.has(DOCUMENT_NAME_FIELD)
  ) {
    throw invalidArgument(KEY_EQUALITY_WITH_OTHER_INEQUALITIES);
  }

  const count = (ops: string[]): number => leaves.filter((f) => ops.includes(f.op)).length;
  const notEqual = count(['NOT_EQUAL', 'IS_NOT_NAN', 'IS_NOT_NULL']);
  const notIn = count(['NOT_IN']);
  if (notIn > 1) throw invalidArgument(`'${where}.where': a query can have at most one not-in.`);
  if (notEqual > 1) throw invalidArgument(`'${where}.where': a query can have at most one !=.`);
  if (notIn > 0 && notEqual > 0)
    throw invalidArgument(`'${where}.where': a query cannot combine not-in with !=.`);
  // An OR may hold a not-in (the official emulator and the SDKs' system tests run such queries);
  // in and array-contains-any may not.
  if (notIn > 0 && count(['IN', 'ARRAY_CONTAINS_ANY']) > 0) {
    throw invalidArgument(
      `'${where}.where': a query cannot combine not-in with in or array-contains-any.`,
    );
  }

  for (const term of dnfTerms(filter)) {
    const arrayContains = term.filter((f) => f.op === 'ARRAY_CONTAINS').length;
    if (arrayContains > 1) {
      throw invalidArgument(
        `'${where}.where': a disjunction can have at most one array-contains filter.`,
      );
    }
    if (arrayContains > 0 && term.some((f) => f.op === 'ARRAY_CONTAINS_ANY')) {
      throw invalidArgument(
        `'${where}.where': a disjunction cannot combine array-contains with array-contains-any.`,
      );
    }
  }
}

type Leaf = Exclude<Filter, { kind: 'composite' }>;

function leafFilters(filter: Filter): Leaf[] {
  return filter.kind === 'composite' ? filter.filters.flatMap(leafFilters) : [filter];
}

/** Sizes stop growing here, so a pathological filter cannot overflow the count. */
const CAP = 1_000_000;

/**
 * The query's disjunctive normal form, counted without building it: its disjunctions (`in` and
 * `array-contains-any` count one per value, OR adds, AND multiplies) and the filters in all of them.
 */
function dnfCounts(filter: Filter): { terms: number; filters: number } {
  if (filter.kind === 'composite') {
    const children = filter.filters.map(dnfCounts);
    if (filter.op === 'OR') {
      return children.reduce(
        (sum, c) => ({
          terms: Math.min(sum.terms + c.terms, CAP),
          filters: Math.min(sum.filters + c.filters, CAP),
        }),
        { terms: 0, filters: 0 },
      );
    }
    // AND: every combination of one term per child; each child's filters appear once per
    // combination of the other children's terms.
    return children.reduce(
      (product, c) => ({
        terms: Math.min(product.terms * c.terms, CAP),
        filters: Math.min(product.filters * c.terms + c.filters * product.terms, CAP),
      }),
      { terms: 1, filters: 0 },
    );
  }
  if (
    filter.kind === 'field' &&
    (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY') &&
    'arrayValue' in filter.value
  ) {
    const n = filter.value.arrayValue.values.length;
    return { terms: n, filters: n };
  }
  return { terms: 1, filters: 1 };
}

/** The DNF terms over OR and AND only (in and array-contains-any stay single filters); called once dnfCounts bounds them. */
function dnfTerms(filter: Filter): Leaf[][] {
  if (filter.kind !== 'composite') return [[filter]];
  const children = filter.filters.map(dnfTerms);
  if (filter.op === 'OR') return children.flat();
  return children.reduce<Leaf[][]>(
    (terms, child) => terms.flatMap((term) => child.map((c) => [...term, ...c])),
    [[]],
  );
}
