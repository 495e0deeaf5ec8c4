/**
 * The secrets the Functions emulator gives the function, the way firebase-tools documents: a
 * `.secret.local` in the folder it runs the function from. Without one it asks Secret Manager for
 * each secret, which no demo project can reach, and prints "Unable to access secret environment
 * variables from Google Cloud Secret Manager" on every start. The values are the demo ones of
 * functions/.env.demo-lagoon-ridge (functions/README.md, "Configuration").
 * - `npm start` (fixed ports): functions/.secret.local, written unless it is a developer's own (real
 *   SMTP, say), which then wins as documented;
 * - a private stack (free ports: the functions' tests, the load test): a functions folder of the run's
 *   own, so that its SMTP port, not whatever functions/.secret.local says, receives its mail.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The function's secrets (defineSecret in functions/src; a test keeps the two lists the same). */
export const FUNCTION_SECRETS = [
  'SMTP_URL',
  'IP_HASH_SALT',
  'CONVERSATION_KEY',
  'MAILGUN_SIGNING_KEY',
  'BOOKING_LINK_SECRET',
] as const;

export type Secrets = Record<(typeof FUNCTION_SECRETS)[number], string>;

/** The first line of a functions/.secret.local that `npm start` wrote, and may write again. */
const WRITTEN_BY_THE_STACK =
  '# Written by npm start (scripts/dev/local-secrets.ts) on every start: the demo secrets.';

/** The demo secrets, from `<functionsRoot>/.env.<projectId>`. */
export async function demoSecrets(functionsRoot: string, projectId: string): Promise<Secrets> {
  const file = path.join(functionsRoot, `.env.${projectId}`);
  const demo = parseEnv(await readFile(file, 'utf8'));
  const value = (name: keyof Secrets) => {
    const found = demo[name];
    if (!found) throw new Error(`${name} is missing from ${file}.`);
    return found;
  };
  return Object.fromEntries(FUNCTION_SECRETS.map((name) => [name, value(name)])) as Secrets;
}

const secretLines = (secrets: Secrets) =>
  FUNCTION_SECRETS.map((name) => `${name}=${secrets[name]}\n`).join('');

/** Writes `file` whole or not at all: a Functions worker starting meanwhile never reads half of it. */
async function writeWhole(file: string, text: string): Promise<void> {
  const next = `${file}.${process.pid}.tmp`;
  await writeFile(next, text);
  await rename(next, file);
}

/**
 * For `npm start`: functions/.secret.local with `secrets`, unless the file is a developer's own (it
 * lacks the stack's first line). Returns a sentence for the terminal when that file leaves a secret
 * out, which firebase-tools then looks for in Secret Manager.
 */
export async function provideLocalSecrets(
  functionsRoot: string,
  secrets: Secrets,
): Promise<string | null> {
  const file = path.join(functionsRoot, '.secret.local');
  const current = existsSync(file) ? await readFile(file, 'utf8') : null;
  if (current !== null && !current.startsWith(WRITTEN_BY_THE_STACK)) {
    const own = parseEnv(current);
    const missing = FUNCTION_SECRETS.filter((name) => !own[name]);
    return missing.length === 0
      ? null
      : `functions/.secret.local is your own and does not set ${missing.join(', ')}: the Functions emulator will look in Secret Manager and say it cannot. Add ${missing.map((name) => `${name}=${secrets[name]}`).join(', ')} to it.`;
  }
  const text = [
    WRITTEN_BY_THE_STACK,
    '# To use your own values (a real SMTP_URL), delete these two lines: npm start then leaves the file as it is.',
    secretLines(secrets),
  ].join('\n');
  if (current !== text) await writeWhole(file, text);
  return null;
}

/**
 * For a private stack in `stackDirectory`: a functions folder of its own, the built function linked
 * (package.json and lib/) beside a `.secret.local` with `secrets`, and the repository's packages
 * linked beside it, where firebase-tools looks for the Functions SDK. Returns the folder.
 */
export async function privateFunctionsSource(
  stackDirectory: string,
  { functionsRoot, repositoryRoot }: { functionsRoot: string; repositoryRoot: string },
  secrets: Secrets,
): Promise<string> {
  const source = path.join(stackDirectory, 'functions');
  await mkdir(source);
  await symlink(path.join(functionsRoot, 'package.json'), path.join(source, 'package.json'));
  await symlink(path.join(functionsRoot, 'lib'), path.join(source, 'lib'), 'dir');
  await symlink(
    path.join(repositoryRoot, 'node_modules'),
    path.join(stackDirectory, 'node_modules'),
    'dir',
  );
  await writeFile(path.join(source, '.secret.local'), secretLines(secrets));
  return source;
}
