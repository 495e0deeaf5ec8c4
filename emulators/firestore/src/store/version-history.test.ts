// The version history behind reads at a past readTime: the state at any kept time, and its bounds.
import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../model/value.js';
import { DocumentStore } from './document-store.js';
import { HISTORY_WINDOW_MICROS, MAX_HISTORY_ENTRIES, VersionHistory } from './version-history.js';

const ROOT = 'projects/p/databases/(default)/documents';

function version(id: string, n: number, micros: bigint): StoredDocument {
  return {
    name: `${ROOT}/c/${id}`,
    fields: { n: { integerValue: String(n) } },
    createTime: String(micros),
    updateTime: String(micros),
  };
}

/** Applies a write at `micros` to the store and the history, as a commit does. */
function write(
  store: DocumentStore,
  history: VersionHistory,
  micros: bigint,
  id: string,
  n: number | undefined,
): void {
  const name = `${ROOT}/c/${id}`;
  history.record(micros, name, store.get(name));
  if (n === undefined) store.delete(name);
  else store.put(version(id, n, micros));
}

const numbers = (documents: Iterable<StoredDocument>): string[] =>
  [...documents]
    .map((d) => `${d.name.slice(-1)}=${(d.fields['n'] as { integerValue: string }).integerValue}`)
    .sort();

describe('VersionHistory', () => {
  it('shows documents, collections and groups as they were at any kept time', () => {
    const store = new DocumentStore();
    const history = new VersionHistory(0n);
    write(store, history, 10n, 'a', 1);
    write(store, history, 20n, 'a', 2);
    write(store, history, 20n, 'b', 5);
    write(store, history, 30n, 'a', undefined);

    expect(numbers(history.viewAt(store, 5n).collection(`${ROOT}/c`))).toEqual([]);
    expect(numbers(history.viewAt(store, 10n).collection(`${ROOT}/c`))).toEqual(['a=1']);
    expect(numbers(history.viewAt(store, 25n).collectionGroup(ROOT, 'c'))).toEqual(['a=2', 'b=5']);
    expect(numbers(history.viewAt(store, 30n).all())).toEqual(['b=5']);
    expect(history.viewAt(store, 15n).get(`${ROOT}/c/a`)?.fields['n']).toEqual({
      integerValue: '1',
    });
    expect(history.viewAt(store, 30n)).toBe(store);
  });

  it('drops versions older than an hour, and the oldest beyond its entry bound, refusing reads before them', () => {
    const store = new DocumentStore();
    const history = new VersionHistory(0n);
    write(store, history, 1n, 'a', 1);
    write(store, history, 2n, 'a', 2);
    expect(history.oldestReadable()).toBe(0n);
    write(store, history, 3n + HISTORY_WINDOW_MICROS, 'a', 3);
    // The versions written at 1 and 2 are gone: reads are answerable from 2 on (only later changes
    // are undone for them).
    expect(history.oldestReadable()).toBe(2n);

    const start = 10n * HISTORY_WINDOW_MICROS;
    for (let i = 0; i <= MAX_HISTORY_ENTRIES; i++) write(store, history, start + BigInt(i), 'b', i);
    expect(history.oldestReadable()).toBe(start);
    expect(history.viewAt(store, start).get(`${ROOT}/c/b`)?.fields['n']).toEqual({
      integerValue: '0',
    });

    history.forget(start + 5_000_000n);
    expect(history.oldestReadable()).toBe(start + 5_000_000n);
  });
});
