// acknowledgedAddresses/{hash}: when an address last got an acknowledgement, so that it gets at most
// one a day, however many messages name it. Anything mailed to an address nobody verified could be
// aimed at a stranger; one short, fixed e-mail a day is as little as that can be.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ACKNOWLEDGEMENT_INTERVAL_HOURS } from '@site/contract';
import { ACKNOWLEDGED_ADDRESSES } from '../shared/firestore.js';
import { hashEmailAddress } from '../shared/ip-hash.js';

const INTERVAL_MS = ACKNOWLEDGEMENT_INTERVAL_HOURS * 60 * 60 * 1000;

/** Read inside the transaction that stores a message, before its writes. */
export interface AcknowledgementLimit {
  /** True when the address has had no acknowledgement in the interval. */
  allows(transaction: Transaction, now: Date): Promise<boolean>;
  /** Records one sent now; the document expires (TTL on `expiresAt`) when the interval ends. */
  record(transaction: Transaction, now: Date): void;
}

export function acknowledgementLimit(
  db: Firestore,
  email: string,
  salt: string,
): AcknowledgementLimit {
  const ref = db.collection(ACKNOWLEDGED_ADDRESSES).doc(hashEmailAddress(email, salt));
  return {
    async allows(transaction, now) {
      const acknowledgedAt: unknown = (await transaction.get(ref)).data()?.acknowledgedAt;
      return (
        !(acknowledgedAt instanceof Timestamp) ||
        now.getTime() - acknowledgedAt.toMillis() >= INTERVAL_MS
      );
    },
    record(transaction, now) {
      transaction.set(ref, {
        acknowledgedAt: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + INTERVAL_MS),
      });
    },
  };
}
