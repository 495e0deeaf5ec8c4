/**
 * The deleted-account sweep (functions/src/accounts/deleted-account-sweep.ts) against the local
 * stack: finishes any deletion a failed deleteAccount call left and removes the records whose time is
 * up. Once, or with `--every <seconds>` until stopped: `npm start` runs it every 60 s, as production's
 * schedule (finishAccountDeletions) runs it every 10 minutes; the emulators have no scheduler.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { sweepDeletedAccounts } from '../../functions/src/accounts/deleted-account-sweep';
import { createFirestore } from '../../functions/src/shared/firestore';
import type { MailLog } from '../../functions/src/mail/mail-delivery';
import { useLocalFirestore } from './local-functions-config';
import { ports, projectId } from '../dev/local-stack';
import { sweepEvery } from './sweep-every';
import { describeTarget } from './target-guard';

const { values } = parseArgs({ options: { every: { type: 'string' } } });

/** `message key=value …` on one line, errors to stderr; a scheduled run that found nothing says nothing. */
const consoleLog = (quietWhenEmpty: boolean): MailLog => ({
  info: (message, data) => {
    if (quietWhenEmpty && data.records === 0) return;
    console.log([message, ...Object.entries(data).map(([k, v]) => `${k}=${String(v)}`)].join(' '));
  },
  error: (message, data) => console.error(`${message} ${JSON.stringify(data)}`),
});

async function main(): Promise<number> {
  await useLocalFirestore();
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${ports.auth}`;
  // Created once: a Firestore client's settings can be applied only once.
  const db: Firestore = createFirestore(projectId);
  const auth = getAuth(initializeApp({ projectId }, 'deleted-account-sweep'));
  const sweep = (quiet: boolean) =>
    sweepDeletedAccounts({ db, auth, now: () => new Date(), log: consoleLog(quiet) });

  if (values.every === undefined) {
    console.log(`Deleted-account sweep on ${describeTarget(undefined)}`);
    return (await sweep(false)).errors > 0 ? 1 : 0;
  }
  await sweepEvery(values.every, 'Deleted-account sweep', () => sweep(true));
  return 0;
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
