/**
 * `npm run admin -- grant <email> | revoke <email> | list`: the admin role (the custom claim
 * `admin: true`, see functions/src/leads/admin-role.ts). Against the local stack's Auth and
 * Firestore emulators by default (`npm start` running); `--project <id>` changes a real project with
 * application default credentials (`gcloud auth application-default login`), never an emulator then.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  grantAdmin,
  listAdmins,
  revokeAdmin,
  UnknownAccountError,
} from '../../functions/src/leads/admin-role';
import { firestoreSource } from './firestore-source';
import { ports, projectId as localProjectId } from '../dev/local-stack';
import { projectOption, readArgs, runCommandLine, runWhenMain, UsageError } from './command-line';
import { confirmWrite, TargetRefusedError, terminalAsk, type Ask } from './target-guard';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [--project <id> [--yes]]

  grant <email>    make the account with this e-mail address an admin
  revoke <email>   take the role away, end its sessions and stop its push alerts
  list             every admin

Without --project: the local emulators of \`npm start\`. With --project <id>: that Firebase project,
with application default credentials (gcloud auth application-default login); grant and revoke then
ask for the project's id first, or go ahead with --yes.`;

export type AdminCommand =
  | { command: 'grant' | 'revoke'; email: string; project: string | undefined; yes: boolean }
  | { command: 'list'; project: string | undefined }
  | { command: 'help' };

export function parseAdminArgs(argv: string[]): AdminCommand {
  const { values, positionals } = readArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { command: 'help' };
  const project = projectOption(values.project);
  const [command, ...rest] = positionals;
  switch (command) {
    case 'grant':
    case 'revoke': {
      const [email, ...extra] = rest;
      if (email === undefined)
        throw new UsageError(`${command} takes the account's e-mail address.`);
      if (extra.length > 0) throw new UsageError(`${command} takes one e-mail address.`);
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        throw new UsageError(`"${email}" is not an e-mail address.`);
      }
      return { command, email, project, yes: values.yes };
    }
    case 'list':
      if (rest.length > 0) throw new UsageError('list takes no arguments.');
      return { command, project };
    case undefined:
      throw new UsageError('Say what to do: grant, revoke or list.');
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** The Firebase app of the target: the local emulators (checked to be running) or a real project. */
async function connect(project: string | undefined): Promise<{ app: App; source: string }> {
  if (project === undefined) {
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${ports.auth}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    try {
      await fetch(`http://${authHost}/`, { signal: AbortSignal.timeout(3000) });
    } catch {
      throw new Error(
        `No Auth emulator answers on ${authHost}. Start the local stack first: npm start`,
      );
    }
    const app = getApps()[0] ?? initializeApp({ projectId: localProjectId });
    return { app, source: `the local emulators (project ${localProjectId})` };
  }
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  return {
    app: getApps()[0] ?? initializeApp({ projectId: project }),
    source: `project ${project}`,
  };
}

const who = (account: { uid: string; email: string | null }) =>
  `${account.email ?? '(no e-mail)'} (uid ${account.uid})`;

export async function runAdminCommand(
  command: Exclude<AdminCommand, { command: 'help' }>,
  print: (line: string) => void,
): Promise<void> {
  const { app, source } = await connect(command.project);
  const auth = getAuth(app);
  switch (command.command) {
    case 'grant': {
      const result = await grantAdmin(auth, command.email);
      if (result.alreadyAdmin) {
        print(`${who(result)} is already an admin in ${source}; nothing changed.`);
        return;
      }
      print(`${who(result)} is now an admin in ${source}.`);
      print(
        'It takes effect when they sign in again, or within an hour as their session renews ' +
          'itself: until then the site still treats them as before.',
      );
      return;
    }
    case 'revoke': {
      // The same app as Auth: createFirestore reuses it.
      const { db } = await firestoreSource(command.project);
      const result = await revokeAdmin(auth, db, command.email);
      const devices = `${result.devicesRemoved} alert device${result.devicesRemoved === 1 ? '' : 's'} removed`;
      if (!result.wasAdmin) {
        print(`${who(result)} was not an admin in ${source}; ${devices}.`);
        return;
      }
      print(`${who(result)} is no longer an admin in ${source}; ${devices}.`);
      print(
        'Their sessions were revoked: they are signed out everywhere once their current token ' +
          'expires (at most an hour), and get no more alerts from now on.',
      );
      return;
    }
    case 'list': {
      const admins = await listAdmins(auth);
      print(
        `${admins.length} admin${admins.length === 1 ? '' : 's'} in ${source}${admins.length > 0 ? ':' : '.'}`,
      );
      for (const admin of admins) print(`  ${who(admin)}`);
      return;
    }
  }
}

/** The command line: exit code 0 when done, 1 with a sentence on stderr otherwise. */
export function adminCli(argv: string[], ask: Ask = terminalAsk): Promise<number> {
  return runCommandLine(argv, ADMIN_USAGE, parseAdminArgs, (command) => runAdminCli(command, ask));
}

async function runAdminCli(
  command: Exclude<AdminCommand, { command: 'help' }>,
  ask: Ask,
): Promise<number> {
  try {
    if (command.command !== 'list') {
      await confirmWrite({
        project: command.project,
        what:
          command.command === 'grant'
            ? `make ${command.email} an admin`
            : `take the admin role from ${command.email}`,
        yes: command.yes,
        ask,
      });
    }
    await runAdminCommand(command, (line) => console.log(line));
    return 0;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (
      error instanceof UnknownAccountError ||
      error instanceof TargetRefusedError ||
      command.project === undefined
    ) {
      console.error(reason);
    } else {
      console.error(
        `Could not change ${command.project} with application default credentials: ${reason}\n` +
          'Sign in with `gcloud auth application-default login` as an account that may manage ' +
          'users (Owner, or Firebase Authentication Admin and Cloud Datastore User); if Google asks ' +
          `for a quota project: gcloud auth application-default set-quota-project ${command.project}`,
      );
    }
    return 1;
  }
}

runWhenMain(import.meta.url, adminCli);
