// Server-side transactions (firebase-admin starts them inside its first read, or with beginTransaction).
// Concurrency control is optimistic: a read-write transaction remembers the version of every document
// and the results of every query it read; at commit, if any of them changed, the commit is ABORTED
// (HTTP 409), which firebase-admin answers by retrying the transaction, as it does against production.
import { randomBytes } from 'node:crypto';
import { ApiError, invalidArgument } from '../errors.js';

export interface ReadRecord {
  /** updateTime when read, or null when the document did not exist. */
  documents: Map<string, string | null>;
  /** Re-runnable queries with the `name@updateTime` list they returned. */
  queries: { rerun: () => string[]; seen: string[] }[];
}

interface Transaction {
  id: string;
  databaseRoot: string;
  readOnly: boolean;
  /** Read-only transactions read one snapshot: their readTime, or the time they began. */
  readAt: bigint | undefined;
  began: number;
  lastUsed: number;
  reads: ReadRecord;
}

/** Production: a transaction lives at most 270 seconds, and expires after 60 seconds idle. */
export const TRANSACTION_LIFETIME_MS = 270_000;
export const TRANSACTION_IDLE_MS = 60_000;

export class TransactionRegistry {
  private readonly transactions = new Map<string, Transaction>();

  constructor(private readonly now: () => number = Date.now) {}

  begin(databaseRoot: string, readOnly: boolean, readAt?: bigint): string {
    this.expireIdle();
    const id = randomBytes(16).toString('base64');
    const now = this.now();
    this.transactions.set(id, {
      id,
      databaseRoot,
      readOnly,
      readAt: readOnly ? readAt : undefined,
      began: now,
      lastUsed: now,
      reads: { documents: new Map(), queries: [] },
    });
    return id;
  }

  /** The transaction's read record, for a read made inside it. */
  use(id: string, databaseRoot: string): ReadRecord {
    return this.get(id, databaseRoot).reads;
  }

  isReadOnly(id: string, databaseRoot: string): boolean {
    return this.get(id, databaseRoot).readOnly;
  }

  /** The snapshot time of a read-only transaction (undefined for read-write ones). */
  readAt(id: string, databaseRoot: string): bigint | undefined {
    return this.get(id, databaseRoot).readAt;
  }

  rollback(id: string, databaseRoot: string): void {
    this.get(id, databaseRoot);
    this.transactions.delete(id);
  }

  /**
   * Ends the transaction for a commit; ABORTED when something it read has changed since.
   * `currentVersion` gives a document's updateTime now (null when missing).
   */
  finish(id: string, databaseRoot: string, currentVersion: (name: string) => string | null): void {
    const transaction = this.get(id, databaseRoot);
    this.transactions.delete(id);
    for (const [name, version] of transaction.reads.documents) {
      if (currentVersion(name) !== version) throw contention();
    }
    for (const query of transaction.reads.queries) {
      const now = query.rerun();
      if (now.length !== query.seen.length || now.some((entry, i) => entry !== query.seen[i]))
        throw contention();
    }
  }

  private get(id: string, databaseRoot: string): Transaction {
    const transaction = this.transactions.get(id);
    if (!transaction || transaction.databaseRoot !== databaseRoot) {
      throw expiredOrInvalid();
    }
    const now = this.now();
    if (this.expired(transaction, now)) {
      this.transactions.delete(id);
      throw expiredOrInvalid();
    }
    transaction.lastUsed = now;
    return transaction;
  }

  private expired(transaction: Transaction, now: number): boolean {
    return (
      now - transaction.began > TRANSACTION_LIFETIME_MS ||
      now - transaction.lastUsed > TRANSACTION_IDLE_MS
    );
  }

  private expireIdle(): void {
    const now = this.now();
    for (const [id, transaction] of this.transactions) {
      if (this.expired(transaction, now)) this.transactions.delete(id);
    }
  }
}

function expiredOrInvalid(): ApiError {
  return invalidArgument(
    `The transaction has expired or is invalid: it was committed or rolled back, or passed the limit of ${TRANSACTION_LIFETIME_MS / 1000} seconds in all or ${TRANSACTION_IDLE_MS / 1000} seconds idle.`,
  );
}

function contention(): ApiError {
  return new ApiError(
    'ABORTED',
    'Transaction aborted: a document it read was changed by another write. Retry it.',
  );
}
