/**
 * `npm run vitals`: field Web Vitals per route (p75 over the last 28 days, as Google judges them) and
 * the errors visitors' browsers reported, most frequent first. From the local emulator by default;
 * `--project <id>` reads a real project with application default credentials, as `npm run messages`.
 */
import { parseArgs } from 'node:util';
import { METRIC_NAMES } from '@site/contract';
import { readInsights } from '../../functions/src/leads/insights';
import { firestoreSource } from './firestore-source';

const { values } = parseArgs({ options: { project: { type: 'string' } } });

const format = (name: string, value: number | null) =>
  value === null ? '–' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const { db, source } = await firestoreSource(values.project);
  // The summary /admin/insights shows, from the same reads and summariser.
  const { vitals: rows, errors, windowDays } = await readInsights(db, new Date());
  console.log(`Field Web Vitals, p75 over ${windowDays} days, in ${source}:`);
  console.log(['Route', 'Views', ...METRIC_NAMES].join('\t'));
  for (const row of rows) {
    console.log(
      [row.route, row.views, ...METRIC_NAMES.map((name) => format(name, row.p75[name]))].join('\t'),
    );
  }
  if (rows.length === 0) console.log('(no page views reported yet)');

  console.log(`\nErrors reported in ${windowDays} days (most frequent first):`);
  console.log(['Count', 'Source', 'Route', 'Release', 'Message'].join('\t'));
  for (const error of errors) {
    console.log([error.count, error.source, error.route, error.release, error.message].join('\t'));
  }
  if (errors.length === 0) console.log('(none)');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
