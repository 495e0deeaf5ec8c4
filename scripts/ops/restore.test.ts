// `npm run restore`: the command line it accepts (what it does with a database: `npm run drill:restore`).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from './command-line';
import { parseRestoreArgs, restoreCli } from './restore';

describe('parseRestoreArgs', () => {
  it('reads show and copy-back, locally or for a project', () => {
    expect(parseRestoreArgs(['show', 'abc', '--at', '2026-11-27T09:00Z'])).toEqual({
      command: 'show',
      messageId: 'abc',
      at: new Date('2026-11-27T09:00:00Z'),
      project: undefined,
    });
    expect(
      parseRestoreArgs([
        'copy-back',
        '--from',
        'restored-20261127',
        '--project',
        'lagoon-ridge-prod',
      ]),
    ).toEqual({
      command: 'copy-back',
      from: 'restored-20261127',
      project: 'lagoon-ridge-prod',
      yes: false,
    });
  });

  it.each([
    [[], 'Say what to do: show or copy-back.'],
    [['show', 'abc'], 'show needs --at <time>, e.g. --at 2026-11-27T09:00Z.'],
    [['show', 'abc', '--at', 'yesterday'], 'show needs --at <time>'],
    [['show', '--at', '2026-11-27T09:00Z'], 'show takes one message id.'],
    [['copy-back'], 'copy-back needs --from <database>'],
    [['copy-back', '--from', '(default)'], 'copy-back needs --from <database>'],
    [['restore-all'], 'Unknown command "restore-all".'],
  ])('refuses %j with a sentence', (argv, message) => {
    expect(() => parseRestoreArgs(argv)).toThrow(UsageError);
    expect(() => parseRestoreArgs(argv)).toThrow(message);
  });
});

describe('restoreCli against a real project', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the project and refuses to copy back without --yes where nobody can be asked', async () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const argv = ['copy-back', '--from', 'restored-20261127', '--project', 'lagoon-ridge-prod'];
    expect(await restoreCli(argv, undefined)).toBe(1);
    expect(out).toHaveBeenCalledWith('Project: lagoon-ridge-prod (a real Firebase project)');
    expect(err).toHaveBeenCalledTimes(1);
    expect(err).toHaveBeenCalledWith(
      'Nothing written: this would copy leads back from database restored-20261127 into (default) in the real project lagoon-ridge-prod. Run it again with --yes, or from a terminal to be asked.',
    );
  });
});
