import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_MAIL_FIELDS, BOOKING_MAIL_KINDS, TTL_FIELDS } from '@site/contract';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}
interface Index {
  collectionGroup: string;
  fields: { fieldPath: string }[];
}
interface IndexesFile {
  indexes: Index[];
  fieldOverrides: FieldOverride[];
}
// firebase-tools' own checks, the ones `firebase deploy --only firestore:indexes` runs first.
const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js') as {
  FirestoreApi: new () => {
    upgradeOldSpec: (spec: unknown) => IndexesFile;
    validateSpec: (spec: IndexesFile) => void;
  };
};

describe('firestore.indexes.json', () => {
  const spec = JSON.parse(read('firestore.indexes.json')) as IndexesFile;

  it('should be what firebase.json deploys, and valid for firebase-tools', () => {
    const firebaseJson = JSON.parse(read('firebase.json')) as { firestore: { indexes: string } };
    expect(firebaseJson.firestore.indexes).toBe('firestore.indexes.json');
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(spec))).not.toThrow();
  });

  it("should expire each collection on the field the contract's TTL table names, and no other", () => {
    const ttl = spec.fieldOverrides.filter((field) => field.ttl === true);
    expect(
      Object.fromEntries(ttl.map((field) => [field.collectionGroup, field.fieldPath])),
    ).toEqual(TTL_FIELDS);
    for (const field of ttl) expect(field.indexes, field.collectionGroup).toEqual([]);
  });

  it.each([
    ['rateLimits', 'functions/src/shared/rate-limit.ts', /\bexpiresAt: Timestamp\./],
    [
      'acknowledgedAddresses',
      'functions/src/leads/acknowledgement-limit.ts',
      /\bexpiresAt: Timestamp\./,
    ],
    ['webVitals', 'functions/src/field-data/field-report.ts', /\bexpiresAt,/],
    ['fieldErrors', 'functions/src/field-data/field-report.ts', /\bexpiresAt,/],
    [
      'bookings',
      'packages/contract/src/booking-record.ts',
      /\[BOOKING_EXPIRY_FIELD\]: bookingExpiry\(/,
    ],
    [
      'bookingSlots',
      'functions/src/booking/booking-store.ts',
      /\bexpiresAt: (?:new Date|heldUntil)/,
    ],
  ])('should have %s written with its expiry by %s', (_collection, writer, expiry) => {
    expect(read(writer)).toMatch(expiry);
  });

  it("should index both e-mails' states for the retry sweep", () => {
    const sweepIndexes = spec.indexes
      .filter((index) => index.collectionGroup === 'contactMessages')
      .map((index) => index.fields.map((field) => field.fieldPath).join(','));
    expect(sweepIndexes).toEqual(
      expect.arrayContaining([
        'status,nextAttemptAt',
        'ackStatus,ackNextAttemptAt',
        // functions/src/leads/lead-escalation.ts
        'triage,createdAt',
      ]),
    );
  });

  it("should index the booking's e-mails for the sweep, and an address's upcoming bookings", () => {
    const bookingIndexes = spec.indexes
      .filter((index) => index.collectionGroup === 'bookings')
      .map((index) => index.fields.map((field) => field.fieldPath).join(','));
    expect(bookingIndexes).toEqual([
      // functions/src/booking/booking-store.ts: the live-booking cap.
      'emailKey,state,startsAt',
      // functions/src/mail/mail-sweep.ts over BOOKING_MAIL_FIELDS.
      ...BOOKING_MAIL_KINDS.map(
        (kind) => `${BOOKING_MAIL_FIELDS[kind].state},${BOOKING_MAIL_FIELDS[kind].nextAttemptAt}`,
      ),
    ]);
  });
});
