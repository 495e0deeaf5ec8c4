/**
 * What the command-line scripts that act on a project share (`npm run admin`, `npm run restore`): their
 * options read with Node's parseArgs, a mistake answered with its sentence and the usage, `--help`, the
 * project named before anything else (target-guard.ts), and an exit code when run as a script.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { describeTarget } from './target-guard';

/** A mistake in the command line: the message, then the usage, and exit 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Node's parseArgs, its refusals (an unknown option, a missing value) as UsageErrors. */
export function readArgs<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `--project`'s value, refused unless it can be a Firebase project id. */
export function projectOption(project: string | undefined): string | undefined {
  if (project !== undefined && !/^[a-z0-9-]{4,30}$/.test(project)) {
    throw new UsageError(`"${project}" is not a Firebase project id.`);
  }
  return project;
}

/**
 * Parses `argv`; a UsageError prints its sentence and the usage (exit 1), `help` the usage (exit 0);
 * otherwise names the project the command acts on and runs it.
 */
export async function runCommandLine<C extends { command: string; project?: string | undefined }>(
  argv: string[],
  usage: string,
  parse: (argv: string[]) => C | { command: 'help' },
  run: (command: C) => Promise<number>,
): Promise<number> {
  let command: C | { command: 'help' };
  try {
    command = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return 1;
  }
  if (command.command === 'help') {
    console.log(usage);
    return 0;
  }
  const toRun = command as C;
  console.log(`Project: ${describeTarget(toRun.project)}`);
  return run(toRun);
}

/** Runs `cli` on the process's arguments and exits with its code, when `moduleUrl` is the script run. */
export function runWhenMain(moduleUrl: string, cli: (argv: string[]) => Promise<number>): void {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  cli(process.argv.slice(2)).then(
    (exitCode) => process.exit(exitCode),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
