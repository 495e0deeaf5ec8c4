/**
 * `npm run messages`: the latest contact messages as a table, newest first. From the local emulator
 * by default; `--project <id>` reads a real project with application default credentials
 * (`gcloud auth application-default login`). `--status <status>` filters, `--limit <n>` (default 20).
 */
import { parseArgs } from 'node:util';
import {
  CONTACT_MESSAGES,
  decodeLead,
  describeLeadSource,
  MAIL_STATE_FIELDS,
  OWED_MAIL_STATES,
  type CountRow,
  type Lead,
} from '@site/contract';
import { readInsights } from '../../functions/src/leads/insights';
import { firestoreSource } from './firestore-source';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string', default: '20' },
  },
});

interface Column {
  title: string;
  width: number;
  value: (lead: Lead) => string;
}

const time = (value: Date | null) => value?.toISOString().slice(0, 16).replace('T', ' ') ?? '';

const columns: Column[] = [
  { title: 'Created (UTC)', width: 16, value: (lead) => time(lead.createdAt) },
  { title: 'Status', width: 14, value: (lead) => lead.mail.notification.state },
  { title: 'Tries', width: 5, value: (lead) => String(lead.mail.notification.attempts) },
  { title: 'Name', width: 20, value: (lead) => lead.name },
  { title: 'E-mail', width: 28, value: (lead) => lead.email },
  { title: 'Company', width: 20, value: (lead) => lead.company ?? '' },
  { title: 'Phone', width: 20, value: (lead) => lead.phone ?? '' },
  { title: 'Subject', width: 28, value: (lead) => lead.subject },
  { title: 'Page', width: 16, value: (lead) => lead.page ?? '' },
  { title: 'Source', width: 40, value: (lead) => describeLeadSource(lead.source) },
  { title: 'Signed in', width: 9, value: (lead) => (lead.uid === null ? '' : 'yes') },
  {
    title: 'Last mail error',
    width: 36,
    value: (lead) => lead.mail.notification.lastError ?? '',
  },
  { title: 'Message id', width: 36, value: (lead) => lead.id },
];

/** One line per cell: line breaks and tabs become spaces, long values end in "…". */
function cell(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

async function main(): Promise<void> {
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error('--limit takes a whole number, 1 or more.');
  const status = values.status;
  if (status !== undefined && !OWED_MAIL_STATES.some((known) => known === status)) {
    throw new Error(`--status is one of ${OWED_MAIL_STATES.join(', ')}.`);
  }

  const { db, source } = await firestoreSource(values.project);
  let query = db.collection(CONTACT_MESSAGES).orderBy('createdAt', 'desc').limit(limit);
  // With a status: the (status, createdAt desc) index in firestore.indexes.json.
  if (status !== undefined) {
    query = query.where(MAIL_STATE_FIELDS.notification.state, '==', status);
  }
  const snapshot = await query.get();

  console.log(
    `${snapshot.size} latest contact message${snapshot.size === 1 ? '' : 's'}` +
      `${status === undefined ? '' : ` with status ${status}`} in ${source}, newest first`,
  );
  if (snapshot.empty) return;
  const row = (cells: string[]) => cells.join('  ').trimEnd();
  console.log(row(columns.map((column) => cell(column.title, column.width))));
  console.log(row(columns.map((column) => '─'.repeat(column.width))));
  for (const doc of snapshot.docs) {
    const lead = decodeLead(doc.id, doc.data());
    console.log(row(columns.map((column) => cell(column.value(lead), column.width))));
  }

  // What brings leads: the summary /admin/insights shows, from the same summariser.
  const { leads, windowDays } = await readInsights(db, new Date());
  console.log(
    `\n${leads.total} lead${leads.total === 1 ? '' : 's'} in the last ${windowDays} days (spam left out):`,
  );
  const counts = (rows: CountRow[]) =>
    rows.map((entry) => `${entry.label} ${entry.count}`).join(', ');
  console.log(
    `- per week from Monday: ${leads.weeks.map((week) => `${week.weekStart} ${week.count}`).join(', ')}`,
  );
  console.log(`- by source: ${counts(leads.bySource)}`);
  console.log(`- by medium: ${counts(leads.byMedium)}`);
  console.log(`- by campaign: ${counts(leads.byCampaign)}`);
  console.log(`- by landing page: ${counts(leads.byLandingPage)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      values.project === undefined
        ? reason
        : `Could not read ${values.project} with application default credentials: ${reason}\n` +
            'Sign in with `gcloud auth application-default login` (an account that may read Firestore).',
    );
    process.exit(1);
  },
);
