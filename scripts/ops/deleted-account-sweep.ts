/**
 * The deleted-account sweep (functions/src/accounts/deleted-account-sweep.ts) against the local
 * stack: finishes any deletion a failed deleteAccount call left and removes the records whose time is
 * up. Once, or with `--every <seconds>` until stopped: `npm start` runs it every 60 s, as production's
 * schedule (finishAccountDeletions) runs it every 10 minutes; the emulators have no scheduler.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { sweepDeletedAccounts } from '../../functions/src/accounts/deleted-account-sweep';
import { createFirestore } from '../../functions/src/shared/firestore';
import type { Log } from '../../functions/src/shared/log';
import { useLocalFirestore } from './local-functions-config';
import { ports, projectId } from '../dev/local-stack';
import { runWhenMain } from './command-line';
import { localSweepCommand } from './sweep-every';
import { describeTarget } from './target-guard';

/** `message key=value …` on one line, errors to stderr; a scheduled run that found nothing says nothing. */
const consoleLog = (quietWhenEmpty: boolean): Log => ({
  info: (message, data) => {
    if (quietWhenEmpty && data.records === 0) return;
    console.log([message, ...Object.entries(data).map(([k, v]) => `${k}=${String(v)}`)].join(' '));
  },
  error: (message, data) => console.error(`${message} ${JSON.stringify(data)}`),
});

runWhenMain(import.meta.url, (argv) =>
  localSweepCommand(argv, async () => {
    await useLocalFirestore();
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${ports.auth}`;
    // Created once: a Firestore client's settings can be applied only once.
    const db: Firestore = createFirestore(projectId);
    const auth = getAuth(initializeApp({ projectId }, 'deleted-account-sweep'));
    const sweep = (quiet: boolean) =>
      sweepDeletedAccounts({ db, auth, now: () => new Date(), log: consoleLog(quiet) });
    return {
      name: 'Deleted-account sweep',
      once: () => {
        console.log(`Deleted-account sweep on ${describeTarget(undefined)}`);
        return sweep(false);
      },
      scheduled: () => sweep(true),
    };
  }),
);
