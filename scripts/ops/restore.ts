/**
 * `npm run restore`: the two steps of the restore runbook (docs/restore.md) that read or write leads.
 *   show <messageId> --at <time>   one lead as it was then (point-in-time recovery)
 *   copy-back --from <database>    the leads a restored database holds and the live one lost
 * Against the local emulator by default (`npm start`); `--project <id>` acts on that project with
 * application default credentials, and copy-back then asks for the project's id, or goes on with --yes.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { createFirestore } from '../../functions/src/shared/firestore';
import {
  copyBackLeads,
  readLeadAt,
  recoverableReadTime,
} from '../../functions/src/leads/lead-restore';
import { useLocalFirestore } from './local-functions-config';
import { projectId as localProjectId } from '../dev/local-stack';
import { projectOption, readArgs, runCommandLine, runWhenMain, UsageError } from './command-line';
import { confirmWrite, TargetRefusedError, terminalAsk, type Ask } from './target-guard';

export const RESTORE_USAGE = `Usage:
  npm run restore -- show <messageId> --at <time> [--project <id>]
  npm run restore -- copy-back --from <database> [--project <id> [--yes]]

show prints one lead as it was at <time> (ISO 8601, e.g. 2026-11-27T09:00Z): any moment of the last
hour, or a whole minute of the last 7 days once point-in-time recovery is on.
copy-back copies from <database> (a backup restored into a new database) every lead the live database
lost and every triage changed since without the inbox; newer triage and expired leads stay as they are.
Without --project: the local emulator of \`npm start\`.`;

export type RestoreCommand =
  | { command: 'show'; messageId: string; at: Date; project: string | undefined }
  | { command: 'copy-back'; from: string; project: string | undefined; yes: boolean }
  | { command: 'help' };

export function parseRestoreArgs(argv: string[]): RestoreCommand {
  const { values, positionals } = readArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      at: { type: 'string' },
      from: { type: 'string' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { command: 'help' };
  const project = projectOption(values.project);
  const [command, ...rest] = positionals;
  if (command === 'show') {
    if (rest.length !== 1) throw new UsageError('show takes one message id.');
    const at = values.at === undefined ? null : new Date(values.at);
    if (at === null || Number.isNaN(at.getTime()))
      throw new UsageError('show needs --at <time>, e.g. --at 2026-11-27T09:00Z.');
    return { command, messageId: rest[0]!, at, project };
  }
  if (command === 'copy-back') {
    if (rest.length > 0) throw new UsageError('copy-back takes no arguments but options.');
    if (!values.from || values.from === '(default)')
      throw new UsageError(
        'copy-back needs --from <database>: the database the backup was restored into.',
      );
    return { command, from: values.from, project, yes: values.yes };
  }
  throw new UsageError(
    command === undefined ? 'Say what to do: show or copy-back.' : `Unknown command "${command}".`,
  );
}

/** Prints a document's fields, timestamps as ISO times, one per line. */
function printFields(data: Record<string, unknown>) {
  for (const [field, value] of Object.entries(data).sort(([a], [b]) => a.localeCompare(b))) {
    const shown = value instanceof Timestamp ? value.toDate().toISOString() : JSON.stringify(value);
    console.log(`  ${field}: ${shown}`);
  }
}

/** The command line: exit code 0 when done, 1 with a sentence on stderr otherwise. */
export function restoreCli(argv: string[], ask: Ask = terminalAsk): Promise<number> {
  return runCommandLine(argv, RESTORE_USAGE, parseRestoreArgs, (command) =>
    runRestoreCli(command, ask),
  );
}

async function runRestoreCli(
  command: Exclude<RestoreCommand, { command: 'help' }>,
  ask: Ask,
): Promise<number> {
  try {
    if (command.command === 'copy-back') {
      await confirmWrite({
        project: command.project,
        what: `copy leads back from database ${command.from} into (default)`,
        yes: command.yes,
        ask,
      });
    }
    if (command.project === undefined) await useLocalFirestore();
    else delete process.env.FIRESTORE_EMULATOR_HOST;
    const project = command.project ?? localProjectId;
    const live = createFirestore(project);
    if (command.command === 'show') {
      const readTime = recoverableReadTime(command.at, new Date());
      const data = await readLeadAt(live, command.messageId, readTime);
      if (data === undefined) {
        console.log(`No lead ${command.messageId} at ${readTime.toISOString()}.`);
        return 1;
      }
      console.log(`Lead ${command.messageId} as it was at ${readTime.toISOString()}:`);
      printFields(data);
      return 0;
    }
    const summary = await copyBackLeads(
      createFirestore(project, command.from),
      live,
      new Date(),
      (id, action) => {
        if (action !== 'unchanged') console.log(`${action.padEnd(17)} ${id}`);
      },
    );
    console.log(
      `Examined ${summary.examined}: ${summary.recreate} recreated, ${summary['restore-triage']} triage restored, ${summary['keep-newer-triage']} newer triage kept, ${summary['skip-expired']} expired left out, ${summary.unchanged} unchanged.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (!(error instanceof TargetRefusedError) && command.project !== undefined)
      console.error(
        `With --project, sign in first: gcloud auth application-default login (an account with the Cloud Datastore User role on ${command.project}).`,
      );
    return 1;
  }
}

runWhenMain(import.meta.url, restoreCli);
