/**
 * `npm run drill:restore`: the restore runbook (docs/restore.md), rehearsed on the project's own
 * Firestore emulator: an instance of its own on a free port, so `npm start`'s data is never touched.
 * 1. Seeds leads through the function's own write path, triages some as the inbox does, and adds
 *    profiles and field reports. Two leads are past their retention period, waiting for the TTL.
 * 2. Exports everything: the emulator's export file stands in for the night's scheduled backup.
 * 3. Does damage: a script deletes four leads and rewrites the triage of three; an admin then triages
 *    two others (newer triage); the TTL deletes the two expired leads; a client deletes their account.
 * 4. Reads a damaged lead as it was before (`npm run restore -- show`, point-in-time recovery), then
 *    restores the export into a new database, as `gcloud firestore databases restore` does, and runs the
 *    runbook's `npm run restore -- copy-back` against it.
 * 5. Proves that every lost lead is back as it was, the rewritten triage restored, the newer triage
 *    kept, nothing expired back, the deleted profile still gone, the field reports untouched, and that a
 *    second copy-back changes nothing. Exits 1 on the first claim that does not hold.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { CONTACT_MESSAGE_RETENTION_MS, CONTACT_MESSAGES, WEB_VITALS } from '@site/contract';
import {
  EXPORT_FILE,
  exportDocuments,
  importDocuments,
  startEmulator,
} from '@site/firestore-emulator';
import { createLeadOnce } from '../../functions/src/leads/lead-store';
import { createFirestore } from '../../functions/src/shared/firestore';
import { STALE_MAIL_ATTEMPT_MS } from '../../functions/src/shared/timeouts';
import { projectId, repositoryRoot } from '../dev/local-stack';

/** The database the backup is restored into, as the runbook names it. */
const restoredDatabase = 'restored-drill';
const DAY_MS = 24 * 60 * 60 * 1000;
const LEADS = 12;

/**
 * `npm run restore -- …`, the runbook's command, against the drill's emulator: its output, or the
 * drill fails with it.
 */
async function restoreCommand(emulatorHost: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'scripts', 'ops', 'restore.ts'), ...args],
    { cwd: repositoryRoot, env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHost } },
  );
  return stdout;
}

/** Firestore's values as comparable text: timestamps by their time. */
const comparable = (data: DocumentData | undefined): string =>
  JSON.stringify(data ?? null, (_key, value: unknown) =>
    value instanceof Timestamp ? `time:${value.toDate().toISOString()}` : value,
  );

async function documents(db: Firestore, collection: string): Promise<Map<string, string>> {
  const snapshot = await db.collection(collection).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, comparable(doc.data())]));
}

const failures: string[] = [];
function claim(holds: boolean, what: string) {
  console.log(`${holds ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!holds) failures.push(what);
}

/** A lead stored as the contact function stores it, `daysAgo` days ago. */
async function storeLead(db: Firestore, index: number, daysAgo: number): Promise<string> {
  const messageId = randomUUID();
  const now = new Date(Date.now() - daysAgo * DAY_MS);
  const outcome = await createLeadOnce(
    db,
    messageId,
    {
      name: `Prospect ${index}`,
      email: `prospect${index}@example.com`,
      company: index % 2 === 0 ? `Company ${index} Ltd` : null,
      phone: null,
      subject: 'Managed IT for our Lekki office',
      message: `Lead number ${index}: please call us this week.`,
    },
    { uid: null, userAgent: null, ipHash: `drill-${index}`, page: '/contact', source: null },
    () => Promise.resolve(true),
    { now, staleAfterMs: STALE_MAIL_ATTEMPT_MS },
  );
  if (outcome.outcome !== 'created') throw new Error(`Lead ${index} was not stored`);
  return messageId;
}

/** A triage change as the inbox makes it (firestore.rules: every change stamped). */
const triage = (db: Firestore, id: string, change: DocumentData, at: Date) =>
  db
    .collection(CONTACT_MESSAGES)
    .doc(id)
    .update({ ...change, updatedAt: Timestamp.fromDate(at), updatedBy: 'drill-admin' });

/** Google's restore, on the emulator: the export loaded into a new database of the same project. */
async function restoreIntoNewDatabase(
  exportDir: string,
  emulator: Awaited<ReturnType<typeof startEmulator>>,
) {
  const restoredDir = await mkdtemp(path.join(tmpdir(), 'restored-'));
  try {
    const text = await readFile(path.join(exportDir, EXPORT_FILE), 'utf8');
    const renamed = text.replaceAll(
      `/databases/(default)/documents/`,
      `/databases/${restoredDatabase}/documents/`,
    );
    await writeFile(path.join(restoredDir, EXPORT_FILE), renamed);
    return await importDocuments(emulator.state.store, emulator.state.clock, restoredDir);
  } finally {
    await rm(restoredDir, { recursive: true, force: true });
  }
}

async function drill(): Promise<void> {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, projectId });
  const exportDir = await mkdtemp(path.join(tmpdir(), 'backup-'));
  const emulatorHost = `127.0.0.1:${emulator.port}`;
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  try {
    const live = createFirestore(projectId);

    // 1. Seed.
    const leads: string[] = [];
    for (let index = 0; index < LEADS; index += 1) leads.push(await storeLead(live, index, index));
    const expired = [
      await storeLead(live, 100, CONTACT_MESSAGE_RETENTION_MS / DAY_MS + 1),
      await storeLead(live, 101, CONTACT_MESSAGE_RETENTION_MS / DAY_MS + 3),
    ];
    const earlier = new Date(Date.now() - DAY_MS);
    for (const id of leads.slice(0, 8)) {
      await triage(
        live,
        id,
        { triage: 'replied', note: 'Called back', assignedTo: 'Bola' },
        earlier,
      );
    }
    const profiles = live.collection('profiles');
    for (const uid of ['client-a', 'client-b']) {
      await profiles.doc(uid).set({ id: uid, full_name: `Client ${uid}`, company: 'Acme' });
    }
    await live.collection(WEB_VITALS).doc('drill-view').set({ route: '/contact', lcp: 1200 });
    const seeded = {
      leads: await documents(live, CONTACT_MESSAGES),
      vitals: await documents(live, WEB_VITALS),
    };

    // 2. Back up.
    const exported = await exportDocuments(emulator.state.store, exportDir);
    console.log(`Backed up ${exported} documents (${leads.length + expired.length} leads).`);

    // 3. Damage.
    const beforeDamage = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const deleted = [leads[0]!, leads[3]!, leads[9]!, leads[11]!];
    const rewritten = [leads[1]!, leads[2]!, leads[10]!];
    const triagedSince = [leads[4]!, leads[8]!];
    for (const id of deleted) await live.collection(CONTACT_MESSAGES).doc(id).delete();
    for (const id of rewritten) {
      // A bulk update with server rights: no stamp, as the inbox never writes.
      await live.collection(CONTACT_MESSAGES).doc(id).update({ triage: 'new', note: '' });
    }
    for (const id of triagedSince) {
      await triage(live, id, { triage: 'closed', note: 'Signed on 28 Nov' }, new Date());
    }
    for (const id of expired) await live.collection(CONTACT_MESSAGES).doc(id).delete();
    await profiles.doc('client-b').delete();
    const newerTriage = await documents(live, CONTACT_MESSAGES);

    // 4. Recover.
    const asItWas = await restoreCommand(
      emulatorHost,
      'show',
      rewritten[0]!,
      '--at',
      beforeDamage.toISOString(),
    );
    claim(
      asItWas.includes('triage: "replied"') && asItWas.includes('note: "Called back"'),
      'point-in-time read (restore show): a rewritten lead reads as it was before the damage',
    );
    const restoredCount = await restoreIntoNewDatabase(exportDir, emulator);
    console.log(`Restored ${restoredCount} documents into database ${restoredDatabase}.`);
    const copyBack = () => restoreCommand(emulatorHost, 'copy-back', '--from', restoredDatabase);
    console.log(`restore copy-back: ${summaryLine(await copyBack())}`);

    // 5. Prove.
    const after = await documents(live, CONTACT_MESSAGES);
    claim(
      deleted.every((id) => after.get(id) === seeded.leads.get(id)),
      `every deleted lead is back as the backup had it (${deleted.length})`,
    );
    claim(
      rewritten.every((id) => after.get(id) === seeded.leads.get(id)),
      `every rewritten triage is restored (${rewritten.length})`,
    );
    claim(
      triagedSince.every((id) => after.get(id) === newerTriage.get(id)),
      `newer triage is kept (${triagedSince.length})`,
    );
    claim(
      expired.every((id) => !after.has(id)),
      `no expired lead came back (${expired.length})`,
    );
    claim(
      [...after.keys()].sort().join() === leads.slice().sort().join(),
      `the live database holds exactly the ${leads.length} leads within their retention`,
    );
    claim(
      !(await profiles.doc('client-b').get()).exists,
      'a profile deleted since the backup stays deleted',
    );
    claim(
      (await documents(live, WEB_VITALS)).get('drill-view') === seeded.vitals.get('drill-view'),
      'field reports are untouched',
    );
    const second = summaryLine(await copyBack());
    claim(
      second.includes(': 0 recreated, 0 triage restored,') &&
        comparable(Object.fromEntries(await documents(live, CONTACT_MESSAGES))) ===
          comparable(Object.fromEntries(after)),
      `a second copy-back changes nothing (${second})`,
    );
  } finally {
    await rm(exportDir, { recursive: true, force: true });
    await emulator.close();
  }
}

/** The copy-back's closing line ("Examined N: …"). */
const summaryLine = (output: string) =>
  output.split('\n').find((line) => line.startsWith('Examined ')) ?? output;

drill().then(
  () => {
    if (failures.length > 0) {
      console.error(`Restore drill failed: ${failures.length} claim(s) did not hold.`);
      process.exit(1);
    }
    console.log('Restore drill passed.');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
