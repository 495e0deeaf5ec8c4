// Test support: decide one access against rules text, with an in-memory set of documents for get()/exists().
import type { Identity } from '../identity.js';
import { decodeFields } from '../model/decode-value.js';
import type { StoredDocument } from '../model/value.js';
import { authorize, type AccessMethod, type Decision } from './authorize.js';
import { resourceValue } from './firestore-values.js';
import { loadRules } from './load-rules.js';
import type { RequestSegment } from './match-paths.js';
import { CountingDocumentReader, MAX_READS_SINGLE, requestVariable } from './request-variables.js';
import { RulesPath, RulesUnknown, type RulesMap, type RulesValue } from './values.js';

export const PROJECT = 'demo-rules';
export const ROOT = `projects/${PROJECT}/databases/(default)/documents`;

export interface AccessSpec {
  method?: AccessMethod;
  /** Document path below the root, e.g. `items/x`. Segments may be placeholders for list requests. */
  path?: string | RequestSegment[];
  identity?: Identity;
  /** Fields of the stored document (`resource`), in REST JSON. */
  existing?: Record<string, unknown>;
  /** Fields after the write (`request.resource`), in REST JSON. */
  incoming?: Record<string, unknown>;
  /** Overrides `resource` entirely (list requests). */
  resource?: RulesValue;
  /** Other documents, by path below the root, in REST JSON. */
  documents?: Record<string, Record<string, unknown>>;
  time?: { seconds: number; nanos: number };
}

export function storedDocument(path: string, fields: Record<string, unknown>): StoredDocument {
  return {
    name: `${ROOT}/${path}`,
    fields: decodeFields(fields, 'fields'),
    createTime: '2024-01-01T00:00:00.000000Z',
    updateTime: '2024-01-01T00:00:00.000000Z',
  };
}

export function decide(rulesText: string, spec: AccessSpec = {}): Decision {
  const ruleset = loadRules(rulesText);
  const method = spec.method ?? 'get';
  const path = spec.path ?? 'items/x';
  const segments: RequestSegment[] = typeof path === 'string' ? path.split('/') : path;
  const concrete = segments.every((s): s is string => typeof s === 'string');
  const name = concrete ? `${ROOT}/${segments.join('/')}` : undefined;
  const store = new Map<string, StoredDocument>();
  for (const [docPath, fields] of Object.entries(spec.documents ?? {})) {
    store.set(`${ROOT}/${docPath}`, storedDocument(docPath, fields));
  }
  const reader = new CountingDocumentReader(
    PROJECT,
    '(default)',
    (docName) => store.get(docName),
    MAX_READS_SINGLE,
    method !== 'get' && method !== 'list',
  );
  const resource: RulesValue =
    spec.resource !== undefined
      ? spec.resource
      : spec.existing && name
        ? resourceValue(name, decodeFields(spec.existing, 'existing'))
        : null;
  const requestResource: RulesMap | null =
    spec.incoming && name ? resourceValue(name, decodeFields(spec.incoming, 'incoming')) : null;
  return authorize(ruleset, {
    method,
    segments: ['databases', '(default)', 'documents', ...segments],
    request: requestVariable({
      identity: spec.identity ?? { kind: 'anonymous' },
      method,
      time: spec.time ?? { seconds: 1_700_000_000, nanos: 0 },
      path: concrete
        ? new RulesPath(['databases', '(default)', 'documents', ...segments])
        : new RulesUnknown('path not known'),
      resource: requestResource,
      query: method === 'list' ? { limit: undefined, offset: 0 } : undefined,
    }),
    resource,
    documents: reader,
  });
}

/** A ruleset with one `allow <methods>: if <condition>` on /items/{itemId} (and helper functions). */
export function itemRules(condition: string, methods = 'read, write', extra = ''): string {
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${extra}
    match /items/{itemId} {
      allow ${methods}: if ${condition};
    }
  }
}`;
}

export function user(uid: string, claims: Record<string, unknown> = {}): Identity {
  return { kind: 'user', uid, claims: { sub: uid, user_id: uid, ...claims } };
}
