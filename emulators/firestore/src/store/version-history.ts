// Superseded document versions, so reads at a past readTime (read-only transactions, aggregations in
// them) see the database as it was. Production serves any microsecond in the last hour; we keep every
// version replaced in the last hour, bounded in memory (entries and bytes): when a bound drops a
// version, reads before it are refused rather than answered from incomplete history.
import { fieldsSize } from '../model/document-size.js';
import { lastSegment, parentOf } from '../model/names.js';
import type { StoredDocument } from '../model/value.js';
import type { DocumentStore } from './document-store.js';

/** Production's version retention without point-in-time recovery: one hour. */
export const HISTORY_WINDOW_MICROS = 3_600_000_000n;
export const MAX_HISTORY_ENTRIES = 100_000;
export const MAX_HISTORY_BYTES = 64 * 1024 * 1024;

/** What queries and lookups read: the live store or the database as it was at a past time. */
export interface DocumentReader {
  get(name: string): StoredDocument | undefined;
  collection(collectionName: string): Iterable<StoredDocument>;
  collectionGroup(parentName: string, collectionId: string): Iterable<StoredDocument>;
  all(): Iterable<StoredDocument>;
}

interface Entry {
  /** Commit time that replaced or deleted `previous` (or created the document). */
  micros: bigint;
  name: string;
  previous: StoredDocument | undefined;
  bytes: number;
}

export class VersionHistory {
  private entries: Entry[] = [];
  private first = 0;
  private bytes = 0;
  /** Reads before this time cannot be answered (before start-up, a clear, or a dropped version). */
  private completeSince: bigint;

  constructor(nowMicros: bigint) {
    this.completeSince = nowMicros;
  }

  /** The earliest time a read can be answered at. */
  oldestReadable(): bigint {
    return this.completeSince;
  }

  /** Records that the commit at `micros` replaced `previous` (undefined: the document was created). */
  record(micros: bigint, name: string, previous: StoredDocument | undefined): void {
    const bytes = 64 + name.length + (previous ? fieldsSize(previous.fields) : 0);
    this.entries.push({ micros, name, previous, bytes });
    this.bytes += bytes;
    this.prune(micros);
  }

  /** After a clear or an import: earlier states are gone. */
  forget(nowMicros: bigint): void {
    this.entries = [];
    this.first = 0;
    this.bytes = 0;
    this.completeSince = nowMicros;
  }

  /** The database as it was at `micros` (the caller checks it is not before oldestReadable()). */
  viewAt(store: DocumentStore, micros: bigint): DocumentReader {
    const overlay = new Map<string, StoredDocument | null>();
    for (let i = this.entries.length - 1; i >= this.first; i--) {
      const entry = this.entries[i] as Entry;
      if (entry.micros <= micros) break;
      // Newest first, so the oldest change after `micros` wins: its `previous` is the state then.
      overlay.set(entry.name, entry.previous ?? null);
    }
    if (overlay.size === 0) return store;
    const merged = function* (
      live: Iterable<StoredDocument>,
      belongs: (name: string) => boolean,
    ): Iterable<StoredDocument> {
      for (const document of live) if (!overlay.has(document.name)) yield document;
      for (const [name, document] of overlay) if (document && belongs(name)) yield document;
    };
    return {
      get: (name) => (overlay.has(name) ? (overlay.get(name) ?? undefined) : store.get(name)),
      collection: (collectionName) =>
        merged(store.collection(collectionName), (name) => parentOf(name) === collectionName),
      collectionGroup: (parentName, collectionId) =>
        merged(
          store.collectionGroup(parentName, collectionId),
          (name) =>
            name.startsWith(`${parentName}/`) && lastSegment(parentOf(name)) === collectionId,
        ),
      all: () => merged(store.all(), () => true),
    };
  }

  private prune(nowMicros: bigint): void {
    const cutoff = nowMicros - HISTORY_WINDOW_MICROS;
    while (this.first < this.entries.length) {
      const oldest = this.entries[this.first] as Entry;
      const live = this.entries.length - this.first;
      if (oldest.micros >= cutoff && live <= MAX_HISTORY_ENTRIES && this.bytes <= MAX_HISTORY_BYTES)
        break;
      this.bytes -= oldest.bytes;
      if (oldest.micros > this.completeSince) this.completeSince = oldest.micros;
      this.first++;
    }
    if (this.first > 1024 && this.first * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.first);
      this.first = 0;
    }
  }
}
