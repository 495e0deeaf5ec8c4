// Command-line arguments of `firestore-emulator`.

export interface CliOptions {
  host: string;
  port: number;
  projectId: string;
  rulesPath: string | undefined;
  importDir: string | undefined;
  exportDir: string | undefined;
  verbose: boolean;
  help: boolean;
}

export const USAGE = `Usage: firestore-emulator [options]

  --host HOST               loopback address to listen on (default 127.0.0.1)
  --port PORT               port (default 8080; 0 picks a free one)
  --project ID              default project ID (default demo-project)
  --rules FILE              firestore.rules to enforce (reloaded when the file changes)
  --import DIR              load documents exported earlier from DIR
  --export-on-exit [DIR]    write all documents to DIR on Ctrl-C / SIGTERM (default: the --import DIR)
  --verbose                 log every request
  --help                    show this help`;

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    host: '127.0.0.1',
    port: 8080,
    projectId: 'demo-project',
    rulesPath: undefined,
    importDir: undefined,
    exportDir: undefined,
    verbose: false,
    help: false,
  };
  let exportWithoutDir = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case '--host':
        options.host = value();
        break;
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new Error('--port must be 0..65535.');
        options.port = port;
        break;
      }
      case '--project':
        options.projectId = value();
        break;
      case '--rules':
        options.rulesPath = value();
        break;
      case '--import':
        options.importDir = value();
        break;
      case '--export-on-exit': {
        const next = inline ?? argv[i + 1];
        if (next !== undefined && !next.startsWith('--')) {
          options.exportDir = next;
          if (inline === undefined) i++;
        } else {
          exportWithoutDir = true;
        }
        break;
      }
      case '--verbose':
        options.verbose = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Unknown argument ${arg}.`);
    }
  }
  if (exportWithoutDir) {
    if (!options.importDir)
      throw new Error('--export-on-exit without a folder needs --import DIR.');
    options.exportDir = options.importDir;
  }
  return options;
}
