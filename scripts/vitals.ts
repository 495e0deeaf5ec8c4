/**
 * `npm run vitals`: field Web Vitals per route (p75 over the last 28 days, as Google judges them) and
 * the errors visitors' browsers reported, most frequent first. From the local emulator by default;
 * `--project <id>` reads a real project with application default credentials, as `npm run messages`.
 */
import { parseArgs } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import {
  FIELD_REPORT_WINDOW_DAYS,
  METRIC_NAMES,
  summariseVitals,
  type StoredPageView,
} from '@site/contact-contract';
import { FIELD_ERRORS, WEB_VITALS } from '../functions/src/field-report';
import { firestoreSource } from './firestore-source';

const { values } = parseArgs({ options: { project: { type: 'string' } } });

const format = (name: string, value: number | null) =>
  value === null ? '–' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const { db, source } = await firestoreSource(values.project);
  const since = Timestamp.fromMillis(Date.now() - FIELD_REPORT_WINDOW_DAYS * 86_400_000);
  const views = await db.collection(WEB_VITALS).where('receivedAt', '>=', since).get();
  const rows = summariseVitals(views.docs.map((doc) => doc.data() as StoredPageView));
  console.log(`Field Web Vitals, p75 over ${FIELD_REPORT_WINDOW_DAYS} days, in ${source}:`);
  console.log(['Route', 'Views', ...METRIC_NAMES].join('\t'));
  for (const row of rows) {
    console.log(
      [row.route, row.views, ...METRIC_NAMES.map((name) => format(name, row.p75[name]))].join('\t'),
    );
  }
  if (rows.length === 0) console.log('(no page views reported yet)');

  const errors = await db
    .collection(FIELD_ERRORS)
    .where('lastSeenAt', '>=', since)
    .orderBy('lastSeenAt', 'desc')
    .limit(200)
    .get();
  const byCount = errors.docs
    .map((doc) => doc.data())
    .sort((a, b) => Number(b.count) - Number(a.count))
    .slice(0, 20);
  console.log(`\nErrors reported in ${FIELD_REPORT_WINDOW_DAYS} days (most frequent first):`);
  console.log(['Count', 'Source', 'Route', 'Release', 'Message'].join('\t'));
  for (const error of byCount) {
    console.log([error.count, error.source, error.route, error.release, error.message].join('\t'));
  }
  if (byCount.length === 0) console.log('(none)');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
