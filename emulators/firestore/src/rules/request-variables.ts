// The `request` variable and the document reader behind get()/exists() for one access decision.
import type { Identity } from '../identity.js';
import type { Timestamp } from '../model/timestamps.js';
import type { StoredDocument } from '../model/value.js';
import type { DocumentReader } from './evaluate.js';
import { storedResource } from './firestore-values.js';
import type { RulesPath, RulesUnknown, RulesValue } from './values.js';
import { fail, RulesMap, RulesTimestamp } from './values.js';

/** Production allows 10 document reads per single-document request or query, 20 per batch. */
export const MAX_READS_SINGLE = 10;
export const MAX_READS_BATCH = 20;

export interface RequestVariableInput {
  identity: Identity;
  method: string;
  time: Timestamp;
  path: RulesPath | RulesUnknown;
  /** `request.resource` for create and update; null otherwise. */
  resource: RulesMap | null;
  query?: { limit: number | undefined; offset: number };
}

export function requestVariable(input: RequestVariableInput): RulesMap {
  const entries: Record<string, RulesValue> = {
    auth: authVariable(input.identity),
    method: input.method,
    path: input.path,
    resource: input.resource,
    time: new RulesTimestamp(input.time),
  };
  if (input.query) {
    entries['query'] = RulesMap.of({
      limit: input.query.limit === undefined ? null : BigInt(input.query.limit),
      offset: BigInt(input.query.offset),
    });
  }
  return RulesMap.of(entries);
}

function authVariable(identity: Identity): RulesValue {
  if (identity.kind !== 'user') return null;
  return RulesMap.of({ uid: identity.uid, token: jsonToRules(identity.claims) });
}

/** Token claims: JSON integers become ints, other numbers floats. */
export function jsonToRules(value: unknown): RulesValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(jsonToRules);
  if (typeof value === 'object') {
    return new RulesMap(new Map(Object.entries(value).map(([k, v]) => [k, jsonToRules(v)])));
  }
  return null;
}

export type DocumentLookup = (name: string, after: boolean) => StoredDocument | undefined;

/**
 * get()/exists() and their *After forms for a database: the path must name a document of this
 * database; distinct documents read are counted against `maxReads`, shared by every rule evaluated for
 * the request.
 */
export class CountingDocumentReader implements DocumentReader {
  private readonly seen = new Set<string>();

  constructor(
    private readonly projectId: string,
    private readonly databaseId: string,
    private readonly lookup: DocumentLookup,
    private readonly maxReads: number,
    private readonly allowAfter: boolean,
  ) {}

  read(path: RulesPath, after: boolean): RulesMap | null {
    const [databases, database, documents, ...rest] = path.segments;
    if (
      databases !== 'databases' ||
      documents !== 'documents' ||
      rest.length === 0 ||
      rest.length % 2 !== 0
    ) {
      fail(`${path.toString()} is not a document path (/databases/{database}/documents/...).`);
    }
    if (database !== this.databaseId)
      fail(`${path.toString()} is not in database ${this.databaseId}.`);
    if (after && !this.allowAfter)
      fail('getAfter() and existsAfter() are only available for writes.');
    const name = `projects/${this.projectId}/databases/${this.databaseId}/documents/${rest.join('/')}`;
    const key = `${after ? 'after' : 'before'}:${name}`;
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.maxReads)
        fail(`Exceeded the maximum of ${this.maxReads} document access calls.`);
      this.seen.add(key);
    }
    return storedResource(this.lookup(name, after));
  }
}
