// What a list (query) request lets the rules know about the documents it could return.
// Production decides a query from the query alone ("rules are not filters"). Here, each way the filter
// can be satisfied (its disjunctive normal form: `in` and OR branch out, AND combines) gives the field
// values it fixes by == / in / IS_NULL / IS_NAN; the rule is evaluated once per branch with
// `resource.data` holding only those fields, so reading any other field is an error and denies. Every
// branch must be allowed. (The query's results are then also checked one by one, see access-control.ts.)
import { formatFieldPath, DOCUMENT_NAME_FIELD, type FieldPath } from '../model/field-paths.js';
import type { Value } from '../model/value.js';
import type { Filter } from '../query/structured-query.js';
import { toRulesValue } from './firestore-values.js';
import { RulesMap, type RulesValue } from './values.js';

export type KnownFields = Map<string, { path: FieldPath; value: Value }>;

/** More branches than this and the query is judged as if its filters fixed nothing (stricter, sound). */
const MAX_BRANCHES = 64;

export function filterBranches(filter: Filter | undefined): KnownFields[] {
  if (!filter) return [new Map()];
  return branches(filter) ?? [new Map()];
}

function branches(filter: Filter): KnownFields[] | undefined {
  if (filter.kind === 'composite') {
    if (filter.op === 'OR') {
      const all: KnownFields[] = [];
      for (const child of filter.filters) {
        const childBranches = branches(child);
        if (!childBranches) return undefined;
        all.push(...childBranches);
        if (all.length > MAX_BRANCHES) return undefined;
      }
      return all;
    }
    let product: KnownFields[] = [new Map()];
    for (const child of filter.filters) {
      const childBranches = branches(child);
      if (!childBranches || product.length * childBranches.length > MAX_BRANCHES) return undefined;
      product = product.flatMap((left) =>
        childBranches.map((right) => new Map([...left, ...right])),
      );
    }
    return product;
  }
  const key = formatFieldPath(filter.field);
  const fixed = (value: Value): KnownFields => new Map([[key, { path: filter.field, value }]]);
  if (filter.kind === 'unary') {
    if (filter.op === 'IS_NULL') return [fixed({ nullValue: null })];
    if (filter.op === 'IS_NAN') return [fixed({ doubleValue: 'NaN' })];
    return [new Map()];
  }
  if (filter.op === 'EQUAL') return [fixed(filter.value)];
  if (filter.op === 'IN' && 'arrayValue' in filter.value)
    return filter.value.arrayValue.values.map(fixed);
  return [new Map()];
}

const UNCONSTRAINED =
  'A list (query) rule may only read resource.data fields the query fixes with ==, in or null filters: this field is not constrained by the query';

/** `resource.data` for one branch: the fixed fields (nested where the path is), nothing else. */
export function partialData(known: KnownFields): RulesMap {
  const root = new Map<string, RulesValue>();
  for (const { path, value } of known.values()) {
    if (path[0] === DOCUMENT_NAME_FIELD) continue;
    let entries = root;
    for (const segment of path.slice(0, -1)) {
      const next = entries.get(segment);
      if (next instanceof RulesMap) {
        entries = next.entries;
      } else {
        const created = new RulesMap(new Map(), UNCONSTRAINED);
        entries.set(segment, created);
        entries = created.entries;
      }
    }
    entries.set(path[path.length - 1] as string, toRulesValue(value));
  }
  return new RulesMap(root, UNCONSTRAINED);
}

/** The document name a branch fixes with `__name__ ==`, if any. */
export function fixedDocumentName(known: KnownFields): string | undefined {
  const entry = known.get(DOCUMENT_NAME_FIELD);
  return entry && 'referenceValue' in entry.value ? entry.value.referenceValue : undefined;
}
