// One Firestore API call, as the handlers see it once the router has parsed it.
import type { AccessScope } from '../access-control.js';
import type { EmulatorState } from '../emulator-state.js';
import type { Identity } from '../identity.js';
import type { DatabaseId } from '../model/names.js';
import type { StoredDocument } from '../model/value.js';

export interface ApiCall {
  state: EmulatorState;
  database: DatabaseId;
  /** `projects/{p}/databases/{d}/documents` */
  root: string;
  /** The document or collection path in the URL below the root (`profiles/alice`), '' for the root. */
  path: string;
  identity: Identity;
  body: unknown;
  params: URLSearchParams;
}

export function accessScope(call: ApiCall): AccessScope {
  return {
    projectId: call.database.projectId,
    databaseId: call.database.databaseId,
    identity: call.identity,
    rules: call.state.rules.forProject(call.database.projectId),
    time: call.state.clock.now(),
    lookup: (name) => call.state.store.get(name),
  };
}

/** The REST form of a stored document. */
export function documentJson(document: StoredDocument): StoredDocument {
  return {
    name: document.name,
    fields: document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}

/** The URL path as a name: the root itself or a document/collection below it. */
export function nameFromPath(call: ApiCall): string {
  return call.path === '' ? call.root : `${call.root}/${call.path}`;
}
