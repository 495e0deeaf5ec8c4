import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('should expire rate-limit counters on the field the function writes, without indexing it', () => {
    const ttl = spec.fieldOverrides.find((field) => field.collectionGroup === 'rateLimits');
    expect(ttl).toEqual({
      collectionGroup: 'rateLimits',
      fieldPath: 'expiresAt',
      ttl: true,
      indexes: [],
    });
    expect(read('functions/src/shared/firestore.ts')).toMatch(/RATE_LIMITS = 'rateLimits'/);
    expect(read('functions/src/shared/rate-limit.ts')).toMatch(/\bexpiresAt: Timestamp\./);
  });

  it('should expire the acknowledgement limit on the field the function writes', () => {
    expect(
      spec.fieldOverrides.find((field) => field.collectionGroup === 'acknowledgedAddresses'),
    ).toEqual({
      collectionGroup: 'acknowledgedAddresses',
      fieldPath: 'expiresAt',
      ttl: true,
      indexes: [],
    });
    expect(read('functions/src/shared/firestore.ts')).toMatch(
      /ACKNOWLEDGED_ADDRESSES = 'acknowledgedAddresses'/,
    );
    expect(read('functions/src/contact/acknowledgement-limit.ts')).toMatch(
      /\bexpiresAt: Timestamp\./,
    );
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

  it('should expire field reports (Web Vitals, errors) on the field the function writes', () => {
    for (const collectionGroup of ['webVitals', 'fieldErrors']) {
      expect(
        spec.fieldOverrides.find((field) => field.collectionGroup === collectionGroup),
      ).toEqual({
        collectionGroup,
        fieldPath: 'expiresAt',
        ttl: true,
        indexes: [],
      });
    }
    expect(read('functions/src/field-data/field-report.ts')).toMatch(/WEB_VITALS = 'webVitals'/);
    expect(read('functions/src/field-data/field-report.ts')).toMatch(
      /FIELD_ERRORS = 'fieldErrors'/,
    );
  });
});
