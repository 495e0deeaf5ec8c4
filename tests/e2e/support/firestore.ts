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
  return (await documentsWithIdsWhere(request, collectionId, field, value)).map(
    (row) => row.fields,
  );
}

/** The same, each with its document id. */
export async function documentsWithIdsWhere(
  request: APIRequestContext,
  collectionId: string,
  field: string,
  value: string,
): Promise<{ id: string; fields: Record<string, FirestoreValue> }[]> {
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
  const rows = (await answer.json()) as {
    document?: { name: string; fields: Record<string, FirestoreValue> };
  }[];
  return rows.flatMap((row) =>
    row.document
      ? [{ id: row.document.name.split('/').at(-1) ?? '', fields: row.document.fields }]
      : [],
  );
}

/**
 * Starts a new field-report rate-limit window for every caller. The suite's browsers all call from
 * 127.0.0.1, and a page closed with its context sends its beacon past Playwright's routes, so by the
 * time a test reads its own report back, the rest of the suite may have used up the window (60 per
 * ten minutes, functions/src/field-data/field-report.ts) and the report would be refused, as it
 * should be.
 */
export async function openFieldReportWindow(request: APIRequestContext): Promise<void> {
  const listed = await request.get(`${FIRESTORE}/rateLimits?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const { documents = [] } = (await listed.json()) as { documents?: { name: string }[] };
  for (const { name } of documents) {
    if (!name.split('/').at(-1)?.startsWith('field-report:')) continue;
    const deleted = await request.delete(`${FIRESTORE}/${name.split('/documents/')[1]}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}
