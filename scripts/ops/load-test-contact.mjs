#!/usr/bin/env node
// Bounded load test of sendContactEmail (`npm run load:contact`): starts its own stack on 127.0.0.1,
// on free ports (our Firestore emulator, an in-process SMTP server, firebase-tools' Functions emulator
// with the built function; see scripts/dev/local-stack.ts), sends 500 submissions at concurrency 50 over HTTP as the web SDK does, then
// checks: every call answered `sent`, exactly 500 documents, no duplicates, one e-mail per message.
// Each submission comes from its own address (X-Forwarded-For, which the Functions emulator passes
// through unchanged), so the rate limit stays on and never trips. Stops by itself; exit 1 on failure.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { parseMail, startSmtpCatcher } from '@site/smtp-catcher';

// The local stack and the contract are TypeScript modules.
register();
const {
  emulatorsExec,
  projectId: PROJECT_ID,
  repositoryRoot,
  withFirestoreEmulator,
} = await import('../dev/local-stack.ts');

const { values: options } = parseArgs({
  options: {
    total: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '50' },
    // Worker processes the Functions emulator may run at once (see README: one request per worker).
    'emulator-workers': { type: 'string', default: '4' },
    // Internal: the part that runs inside `firebase emulators:exec` and writes its measurements here.
    'drive-report': { type: 'string' },
  },
});
const total = Number(options.total);
const REQUEST_TIMEOUT_MS = 120_000;
const concurrency = Number(options.concurrency);
const scriptPath = fileURLToPath(import.meta.url);

/**
 * @typedef {object} DriveReport
 * @property {string[]} messageIds
 * @property {number[]} latenciesMs
 * @property {Record<string, number>} outcomes result status or error per call, counted
 * @property {number} durationMs
 */

/** Distinct per submission: 10.x.y.z from the submission's index. */
const callerIp = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;

/** Sends the submissions; runs inside emulators:exec, where the Functions emulator is up. */
async function drive(reportPath) {
  const { FUNCTIONS_REGION } = await import('@site/contract');
  const url = `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/${FUNCTIONS_REGION}/sendContactEmail`;
  const messageIds = Array.from({ length: total }, () => randomUUID());
  /** @type {number[]} */
  const latenciesMs = [];
  /** @type {Record<string, number>} */
  const outcomes = {};
  let next = 0;
  const sendOne = async (index) => {
    const started = performance.now();
    let outcome;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': callerIp(index),
          'User-Agent': 'load-test-contact',
        },
        // Bounded: a request that hangs counts as a failure instead of stalling the run.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        body: JSON.stringify({
          data: {
            messageId: messageIds[index],
            name: `Load Test ${index}`,
            email: `load-${index}@example.com`,
            subject: `Load test message ${index}`,
            message: `Message ${index} of ${total}, sent at concurrency ${concurrency}.`,
          },
        }),
      });
      const body = await response.json();
      outcome = body.result?.status ?? `HTTP ${response.status} ${body.error?.status ?? ''}`.trim();
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    latenciesMs.push(performance.now() - started);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        await sendOne(index);
      }
    }),
  );
  /** @type {DriveReport} */
  const report = { messageIds, latenciesMs, outcomes, durationMs: performance.now() - started };
  await writeFile(reportPath, JSON.stringify(report));
}

/** Starts the stack, drives the load inside it, then checks what arrived. */
async function main() {
  console.log('Building the function…');
  execFileSync('npm', ['run', 'build', '--workspace', 'functions', '--silent'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  const workDirectory = await mkdtemp(path.join(tmpdir(), 'load-test-contact-'));
  const reportPath = path.join(workDirectory, 'report.json');
  const smtp = await startSmtpCatcher({ port: 0 });
  try {
    return await withFirestoreEmulator(async (firestoreHost) => {
      const exitCode = await emulatorsExec(
        [
          process.execPath,
          scriptPath,
          '--total',
          String(total),
          '--concurrency',
          String(concurrency),
          '--drive-report',
          reportPath,
        ],
        {
          firestoreHost,
          smtpPort: smtp.port,
          env: { FUNCTIONS_EMULATOR_PARALLEL: options['emulator-workers'] },
        },
      );
      if (exitCode !== 0) {
        throw new Error(`The load run inside the emulators failed (exit ${exitCode}).`);
      }
      /** @type {DriveReport} */
      const report = JSON.parse(await readFile(reportPath, 'utf8'));
      return verify(report, firestoreHost, smtp.mails);
    });
  } finally {
    await smtp.close();
    await rm(workDirectory, { recursive: true, force: true });
  }
}

/**
 * @param {DriveReport} report
 * @param {string} firestoreHost
 * @param {import('@site/smtp-catcher').CaughtMail[]} mails
 * @returns {Promise<number>} exit code
 */
async function verify(report, firestoreHost, mails) {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const { createFirestore } = await import('../../functions/src/shared/firestore.ts');
  const { CONTACT_MESSAGES, decodeLead } = await import('@site/contract');
  const { MESSAGE_ID_HEADER } = await import('../../functions/src/leads/notification-mail.ts');
  const { ACKNOWLEDGEMENT_HEADER } =
    await import('../../functions/src/leads/acknowledgement-mail.ts');
  const snapshot = await createFirestore(PROJECT_ID).collection(CONTACT_MESSAGES).get();
  const sentIds = new Set(report.messageIds);
  const storedIds = snapshot.docs.map((doc) => doc.id);
  const storedNotSent = snapshot.docs.filter(
    (doc) => decodeLead(doc.id, doc.data()).mail.notification.state !== 'sent',
  ).length;
  // Each submission owes the firm's notification and, from its own address, the acknowledgement.
  const headers = mails.map((mail) => parseMail(mail.raw).headers);
  const idsIn = (header) => headers.flatMap((head) => head[header.toLowerCase()] ?? []);
  const mailedIds = idsIn(MESSAGE_ID_HEADER);
  const acknowledgedIds = idsIn(ACKNOWLEDGEMENT_HEADER);
  const sameIds = (ids) =>
    ids.length === sentIds.size &&
    new Set(ids).size === sentIds.size &&
    ids.every((id) => sentIds.has(id));

  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const milliseconds = (value) => `${Math.round(value)} ms`;
  console.log(
    `\nLoad test: ${total} submissions at concurrency ${concurrency}, one caller address each`,
  );
  console.log(`  outcomes:   ${JSON.stringify(report.outcomes)}`);
  console.log(
    `  duration:   ${(report.durationMs / 1000).toFixed(1)} s, ${(total / (report.durationMs / 1000)).toFixed(1)} requests/s`,
  );
  console.log(
    `  latency:    p50 ${milliseconds(percentile(sorted, 0.5))}, p95 ${milliseconds(percentile(sorted, 0.95))}, max ${milliseconds(sorted.at(-1) ?? NaN)}`,
  );
  console.log(
    `  documents:  ${storedIds.length} in ${CONTACT_MESSAGES} (${new Set(storedIds).size} distinct), ${storedNotSent} not 'sent'`,
  );
  console.log(
    `  e-mails:    ${mails.length} received: ${mailedIds.length} notifications (${new Set(mailedIds).size} distinct ids), ${acknowledgedIds.length} acknowledgements (${new Set(acknowledgedIds).size} distinct ids)`,
  );

  const failures = [
    report.outcomes.sent !== total && `expected ${total} calls answered 'sent'`,
    !sameIds(storedIds) && `expected exactly the ${total} submitted ids as documents`,
    storedNotSent > 0 && `expected every document to have status 'sent'`,
    !sameIds(mailedIds) && `expected exactly one notification per submitted id`,
    !sameIds(acknowledgedIds) && `expected exactly one acknowledgement per submitted id`,
    mails.length !== 2 * total && `expected no e-mail but those`,
  ].filter(Boolean);
  for (const failure of failures) {
    console.error(`  FAILED: ${failure}`);
  }
  console.log(failures.length === 0 ? '  PASSED' : '');
  return failures.length === 0 ? 0 : 1;
}

const run =
  options['drive-report'] === undefined ? main() : drive(options['drive-report']).then(() => 0);
run.then(
  (exitCode) => process.exit(exitCode),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
