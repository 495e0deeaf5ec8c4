/**
 * `npm run deploy [-- --project <id>] [-- --dry-run]`: preflight (offline), build, then deploy the
 * Firestore rules and indexes, the functions and Hosting to one Firebase project.
 * `--dry-run` runs everything but the deploy (and the Secret Manager check, which needs the network).
 * The runbook is README.md, "Deploy to your Firebase project".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { CONTACT_FUNCTION_REGION } from '@site/contact-contract';
import { declaredParams, preflight } from './deploy/preflight';

const root = path.resolve(import.meta.dirname, '..');
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
const paramsSource = readFileSync(path.join(root, 'functions/src/params.ts'), 'utf8');

/** Runs a command in the repository and stops the deploy if it fails. */
function run(command: string, commandArgs: string[]): void {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nDeploy stopped: "${command} ${commandArgs.join(' ')}" failed.`);
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
  functionRegion: CONTACT_FUNCTION_REGION,
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

const { secrets } = declaredParams(paramsSource);
const only = 'firestore:rules,firestore:indexes,functions,hosting';
if (dryRun) {
  console.log(
    `\nDry run: would check the secrets ${secrets.join(', ')} exist in Secret Manager, then run\n  firebase deploy --only ${only} --project ${projectId}`,
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

// 4. Deploy.
run(firebase, ['deploy', '--only', only, '--project', projectId!]);
