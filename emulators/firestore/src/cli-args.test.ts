import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.js';

describe('parseCliArgs', () => {
  it('reads every option, with values after a space or an =', () => {
    expect(
      parseCliArgs([
        '--host',
        '127.0.0.1',
        '--port=9000',
        '--project',
        'demo-x',
        '--rules',
        'f.rules',
        '--import',
        'data',
        '--export-on-exit',
        'out',
        '--verbose',
      ]),
    ).toEqual({
      host: '127.0.0.1',
      port: 9000,
      projectId: 'demo-x',
      rulesPath: 'f.rules',
      importDir: 'data',
      exportDir: 'out',
      verbose: true,
      help: false,
    });
  });

  it('exports to the import folder when --export-on-exit has no folder', () => {
    expect(parseCliArgs(['--import', 'data', '--export-on-exit']).exportDir).toBe('data');
    expect(parseCliArgs(['--export-on-exit', '--import', 'data']).exportDir).toBe('data');
    expect(() => parseCliArgs(['--export-on-exit'])).toThrow(/needs --import/);
  });

  it.each([
    [['--port', 'abc'], /--port must be/],
    [['--port', '70000'], /--port must be/],
    [['--rules'], /--rules needs a value/],
    [['--bogus'], /Unknown argument --bogus/],
  ])('refuses %j', (args, message) => {
    expect(() => parseCliArgs(args)).toThrow(message);
  });
});
