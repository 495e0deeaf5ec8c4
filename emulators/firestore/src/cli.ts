// `firestore-emulator`: starts the server, prints one line saying where it listens, reloads the rules
// file when it changes, and on SIGINT/SIGTERM exports (when asked) and exits.
import { watch } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseCliArgs, USAGE, type CliOptions } from './cli-args.js';
import { startEmulator, type RunningEmulator } from './server.js';
import { exportDocuments } from './store/persistence.js';

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`firestore-emulator: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  let emulator: RunningEmulator;
  try {
    emulator = await startEmulator({
      host: options.host,
      port: options.port,
      projectId: options.projectId,
      rulesPath: options.rulesPath,
      importDir: options.importDir,
      logRequest: options.verbose ? (line) => console.log(line) : undefined,
    });
  } catch (error) {
    console.error(`firestore-emulator: ${(error as Error).message}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait for the export
    stopping = true;
    try {
      // Stop serving first so the export sees the final data; a connection that does not close within a
      // second must not keep the export (or the exit) waiting.
      await Promise.race([emulator.close(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (options.exportDir) {
        const count = await exportDocuments(emulator.state.store, options.exportDir);
        console.log(`Exported ${count} document(s) to ${options.exportDir}`);
      }
      process.exit(0);
    } catch (error) {
      console.error(
        `firestore-emulator: stopping on ${signal} failed: ${(error as Error).message}`,
      );
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`Firestore emulator listening on ${emulator.url} (project ${emulator.projectId})`);
  if (!options.rulesPath) {
    console.error(
      'firestore-emulator: no --rules given: every client request is refused until rules are loaded.',
    );
  } else {
    watchRules(options.rulesPath, emulator);
  }
}

function watchRules(path: string, emulator: RunningEmulator): void {
  let timer: NodeJS.Timeout | undefined;
  // Watching the folder, not the file: editors that save by renaming a new file over the old one would
  // otherwise leave the watch on a file that no longer exists.
  const watcher = watch(dirname(resolve(path)), (_event, changed) => {
    if (changed !== basename(path)) return;
    clearTimeout(timer);
    // Editors write a file in several steps; reload once they are done.
    timer = setTimeout(() => {
      emulator.reloadRules().then(
        () => console.log(`Reloaded rules from ${path}`),
        (error: unknown) =>
          console.error(
            `Rules in ${path} did not load, keeping the previous ones: ${(error as Error).message}`,
          ),
      );
    }, 100);
  });
  watcher.unref();
}

await main();
