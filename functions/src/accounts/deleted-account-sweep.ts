// The deleted-account sweep: for every `deletedAccounts/{uid}` record, erases the account again (a
// no-op once deleteAccount has finished; the rest of the work when a call failed after writing the
// record), and removes the record once no ID token of the account can still be valid. A plain
// function of its dependencies; deleted-account-sweep-schedule.ts runs it every 10 minutes, `npm start`
// runs it against the local stack.
import type { Timestamp } from 'firebase-admin/firestore';
import { functionsLog, type Log } from '../shared/log.js';
import {
  DELETED_ACCOUNTS,
  eraseAccount,
  type DeletedAccountRecord,
  type DeletionDependencies,
} from './account-deletion.js';

export interface DeletedAccountSweepDependencies extends DeletionDependencies {
  /** firebase-functions' logger unless given. */
  log?: Log;
  /** Most records one sweep looks at (a handful exist at any time: the last 70 minutes' deletions). */
  batchSize?: number;
}

export interface DeletedAccountSweepSummary {
  /** Records found. */
  records: number;
  /** Accounts erased (again): profile and Auth user gone. */
  erased: number;
  /** Records removed: their time was up and their account is erased. */
  removed: number;
  /** Accounts that could not be erased now (logged one by one); their records stay for the next sweep. */
  errors: number;
  durationMs: number;
}

export async function sweepDeletedAccounts(
  deps: DeletedAccountSweepDependencies,
): Promise<DeletedAccountSweepSummary> {
  const log = deps.log ?? functionsLog;
  const startedMs = performance.now();
  const now = deps.now().getTime();
  const snapshot = await deps.db
    .collection(DELETED_ACCOUNTS)
    .limit(deps.batchSize ?? 500)
    .get();
  const summary: DeletedAccountSweepSummary = {
    records: snapshot.size,
    erased: 0,
    removed: 0,
    errors: 0,
    durationMs: 0,
  };
  // One at a time: there are a few records, and Auth's admin API has per-project rate limits.
  for (const document of snapshot.docs) {
    const uid = document.id;
    try {
      // Records written before 28 Nov 2026 name the expiry `expireAt`, as the leads still do
      // (TTL_FIELDS in the contract); read so, such a record is not removed before its time.
      const record = document.data() as Partial<DeletedAccountRecord> & { expireAt?: Timestamp };
      await eraseAccount(uid, deps, record.verifiedEmail ?? null);
      summary.erased += 1;
      const expiresAt = record.expiresAt ?? record.expireAt;
      // Removed only after a successful erasure: a record must never go while its account exists.
      if (expiresAt === undefined || expiresAt.toMillis() <= now) {
        await document.ref.delete();
        summary.removed += 1;
      }
    } catch (error) {
      summary.errors += 1;
      log.error('Deleted-account sweep could not erase an account; it tries again next run.', {
        uid,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  summary.durationMs = Math.round(performance.now() - startedMs);
  (summary.errors > 0 ? log.error : log.info)('Deleted-account sweep finished.', { ...summary });
  return summary;
}
