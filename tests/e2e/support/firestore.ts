import { expect, type APIRequestContext } from '@playwright/test';

/** Our Firestore emulator's REST root for the local stack's demo project. */
export const FIRESTORE =
  'http://127.0.0.1:8080/v1/projects/demo-lagoon-ridge/databases/(default)/documents';

export interface FirestoreValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  [key: string]: unknown;
}

/** Documents of `collectionId` whose `field` equals `value`, read as an admin (the owner token). */
export async function documentsWhere(
  request: APIRequestContext,
  collectionId: string,
  field: string,
  value: string,
): Promise<Record<string, FirestoreValue>[]> {
  const answer = await request.post(`${FIRESTORE}:runQuery`, {
    headers: { Authorization: 'Bearer owner' },
    data: {
      structuredQuery: {
        from: [{ collectionId }],
        where: {
          fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
        },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const rows = (await answer.json()) as { document?: { fields: Record<string, FirestoreValue> } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields] : []));
}
