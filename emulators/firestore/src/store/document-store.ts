// The in-memory documents of every project and database, indexed by collection so that queries scan
// one collection, not the whole store. Stored documents are never mutated: writes replace them.
import { compareResourceNames } from '../model/compare-values.js';
import { lastSegment, parentOf } from '../model/names.js';
import type { StoredDocument } from '../model/value.js';

export class DocumentStore {
  /** Collection name (`projects/p/databases/d/documents/col`) → document ID → document. */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();

  get(name: string): StoredDocument | undefined {
    return this.collections.get(parentOf(name))?.get(lastSegment(name));
  }

  put(document: StoredDocument): void {
    const collection = parentOf(document.name);
    let documents = this.collections.get(collection);
    if (!documents) {
      documents = new Map();
      this.collections.set(collection, documents);
    }
    documents.set(lastSegment(document.name), document);
  }

  delete(name: string): void {
    const collection = parentOf(name);
    const documents = this.collections.get(collection);
    if (!documents) return;
    documents.delete(lastSegment(name));
    if (documents.size === 0) this.collections.delete(collection);
  }

  /** The documents of one collection, in no particular order. */
  collection(collectionName: string): Iterable<StoredDocument> {
    return this.collections.get(collectionName)?.values() ?? [];
  }

  /** Every collection named `collectionId` at or below `parentName` (collection group queries). */
  *collectionGroup(parentName: string, collectionId: string): Iterable<StoredDocument> {
    const prefix = `${parentName}/`;
    for (const [collectionName, documents] of this.collections) {
      if (collectionName.startsWith(prefix) && lastSegment(collectionName) === collectionId) {
        yield* documents.values();
      }
    }
  }

  /** IDs of the collections directly below `parentName` that hold at least one document, deeper or not. */
  collectionIds(parentName: string): string[] {
    const prefix = `${parentName}/`;
    const ids = new Set<string>();
    for (const collectionName of this.collections.keys()) {
      if (collectionName.startsWith(prefix)) {
        ids.add(collectionName.slice(prefix.length).split('/')[0] as string);
      }
    }
    return [...ids].sort(compareResourceNames);
  }

  /**
   * Names of documents in `collectionName` that do not exist but have documents in subcollections
   * (what ListDocuments with showMissing returns as "missing" documents).
   */
  missingParents(collectionName: string): string[] {
    const prefix = `${collectionName}/`;
    const names = new Set<string>();
    for (const name of this.collections.keys()) {
      if (!name.startsWith(prefix)) continue;
      const id = name.slice(prefix.length).split('/')[0] as string;
      const documentName = `${prefix}${id}`;
      if (!this.get(documentName)) names.add(documentName);
    }
    return [...names];
  }

  /** Removes every document whose name starts with `rootName/` (one database of one project). */
  clear(rootName: string): void {
    const prefix = `${rootName}/`;
    for (const collectionName of [...this.collections.keys()]) {
      if (collectionName.startsWith(prefix)) this.collections.delete(collectionName);
    }
  }

  *all(): Iterable<StoredDocument> {
    for (const documents of this.collections.values()) yield* documents.values();
  }
}
