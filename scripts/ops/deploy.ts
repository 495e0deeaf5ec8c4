/**
 * `npm run deploy [-- --project <id>] [-- --dry-run]`: preflight (offline), build, then deploy the
 * Firestore rules and indexes and the functions, then Hosting, to one Firebase project. Hosting goes
 * from the build's own config (dist-artefacts/firebase.json, scripts/build/build-artefacts.ts): firebase.json's
 * with the CSP's connect-src naming the exact hosts this build calls.
 * Before deploying it turns on the database's recovery (point-in-time recovery, a daily backup kept as
 * the privacy notice states: scripts/ops/deploy/backups.ts) with the Google Cloud CLI, printing each command.
 * `--dry-run` runs everything but the deploy (and the checks that need the network: Secret Manager and
 * the backups, whose gcloud commands it prints). The runbooks are docs/deploy.md and
 * docs/restore.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { FUNCTIONS_REGION } from '@site/contract';
import {
  buildHostingConfigPath,
  contentSecurityPolicies,
  type HostingConfig,
} from '../build/build-artefacts';
import {
  backupProblems,
  backupReadCommands,
  type BackupSchedule,
  type DatabaseDescription,
} from './deploy/backups';
import { functionParamsSource } from './deploy/params-source';
import { declaredParams, preflight } from './deploy/preflight';
import { asTyped } from './shell-words';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const projectFlag = args.indexOf('--project');
const firebaserc = path.join(root, '.firebaserc');
const projectId =
  projectFlag >= 0
    ? args[projectFlag + 1]
    : existsSync(firebaserc)
      ? (JSON.parse(readFileSync(firebaserc, 'utf8')) as { projects?: { default?: string } })
          .projects?.default
      : undefined;

const readIfPresent = (file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null;
const paramsSource = functionParamsSource(path.join(root, 'functions/src'));

/** Runs a command in the repository and stops the deploy if it fails. */
function run(command: string, commandArgs: string[]): void {
  console.log(`\n$ ${asTyped([command, ...commandArgs])}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nDeploy stopped: "${asTyped([command, ...commandArgs])}" failed.`);
    process.exit(1);
  }
}

const firebase = path.join(root, 'node_modules/.bin/firebase');

// 1. Preflight: the same VITE_* values `vite build --mode production` will see.
const problems = preflight({
  projectId,
  webEnv: loadEnv('production', root, 'VITE_'),
  functionsEnv: projectId ? readIfPresent(`functions/.env.${projectId}`) : null,
  paramsSource,
  functionRegion: FUNCTIONS_REGION,
});
if (problems.length > 0) {
  console.error(`Not ready to deploy${projectId ? ` to ${projectId}` : ''}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Preflight passed for project ${projectId}.`);

// 2. Build the site and the functions (firebase.json builds the functions again on deploy).
run('npm', ['run', 'build']);
run('npm', ['run', 'build', '--workspace', 'functions']);

const hostingConfig = buildHostingConfigPath(path.join(root, 'dist'));
const { hosting } = JSON.parse(readFileSync(hostingConfig, 'utf8')) as { hosting: HostingConfig };
console.log(`\nHosting's Content-Security-Policy: ${contentSecurityPolicies(hosting).join(' | ')}`);

const { secrets } = declaredParams(paramsSource);
const backend = ['deploy', '--only', 'firestore:rules,firestore:indexes,functions'];
const site = ['deploy', '--only', 'hosting', '--config', path.relative(root, hostingConfig)];
if (dryRun) {
  const readRecovery = backupReadCommands(projectId!)
    .map((command) => `  ${asTyped(['gcloud', ...command])}`)
    .join('\n');
  console.log(
    `\nDry run: would check the secrets ${secrets.join(', ')} exist in Secret Manager, read the database's recovery set-up with\n${readRecovery}\nand turn on what is off, then run\n  firebase ${backend.join(' ')} --project ${projectId}\n  firebase ${site.join(' ')} --project ${projectId}`,
  );
  process.exit(0);
}

// 3. The secrets the function declares must exist before its first deploy.
const missingSecrets = secrets.filter(
  (name) =>
    spawnSync(firebase, ['functions:secrets:get', name, '--project', projectId!], {
      cwd: root,
      stdio: 'ignore',
    }).status !== 0,
);
if (missingSecrets.length > 0) {
  for (const name of missingSecrets)
    console.error(
      `Secret ${name} is not in Secret Manager for ${projectId}: run "npx firebase functions:secrets:set ${name} --project ${projectId}".`,
    );
  process.exit(1);
}

// 4. The database's recovery: point-in-time recovery and the daily backup, turned on where they are not.
function gcloudJson(args: string[]): unknown {
  console.log(`\n$ ${asTyped(['gcloud', ...args])}`);
  const result = spawnSync('gcloud', args, { cwd: root, encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    console.error(
      result.error
        ? 'The deploy turns on point-in-time recovery and daily backups with the Google Cloud CLI: install gcloud, then run "gcloud auth login" (docs/restore.md).'
        : `"${asTyped(['gcloud', ...args])}" failed: ${result.stderr.trim()}`,
    );
    process.exit(1);
  }
  return JSON.parse(result.stdout || 'null');
}
const [describeDatabase, listSchedules] = backupReadCommands(projectId!);
const recoveryProblems = backupProblems(
  projectId!,
  gcloudJson(describeDatabase!) as DatabaseDescription,
  (gcloudJson(listSchedules!) as BackupSchedule[] | null) ?? [],
);
for (const problem of recoveryProblems) {
  console.log(`\n${problem.sentence}`);
  run('gcloud', problem.fix);
}
if (recoveryProblems.length === 0)
  console.log('\nRecovery: point-in-time recovery and the daily backup are on.');

// 5. Deploy: rules, indexes and functions first, so the new site finds the backend it calls.
run(firebase, [...backend, '--project', projectId!]);
run(firebase, [...site, '--project', projectId!]);
