// `npm run admin`: the command line it accepts (what it does with the emulators: functions/test/admin-role.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCli, parseAdminArgs } from './admin';
import { UsageError } from './command-line';

describe('parseAdminArgs', () => {
  it('should read grant, revoke and list, locally or with --project anywhere on the line', () => {
    expect(parseAdminArgs(['grant', 'ada@example.com'])).toEqual({
      command: 'grant',
      email: 'ada@example.com',
      project: undefined,
      yes: false,
    });
    expect(
      parseAdminArgs(['revoke', 'ada@example.com', '--project', 'lagoon-ridge-prod', '--yes']),
    ).toEqual({
      command: 'revoke',
      email: 'ada@example.com',
      project: 'lagoon-ridge-prod',
      yes: true,
    });
    expect(parseAdminArgs(['--project=lagoon-ridge-prod', 'list'])).toEqual({
      command: 'list',
      project: 'lagoon-ridge-prod',
    });
    expect(parseAdminArgs(['--help'])).toEqual({ command: 'help' });
    expect(parseAdminArgs(['list', '-h'])).toEqual({ command: 'help' });
  });

  it.each([
    [[], 'Say what to do: grant, revoke or list.'],
    [['promote', 'ada@example.com'], 'Unknown command "promote".'],
    [['grant'], "grant takes the account's e-mail address."],
    [['revoke', 'ada@example.com', 'bola@example.com'], 'revoke takes one e-mail address.'],
    [['grant', 'ada'], '"ada" is not an e-mail address.'],
    [['list', 'everyone'], 'list takes no arguments.'],
    [['list', '--project'], "Option '--project <value>' argument missing"],
    [['list', '--project', 'My Project'], '"My Project" is not a Firebase project id.'],
    [['list', '--force'], "Unknown option '--force'"],
  ])('should refuse %j with a sentence', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

describe('adminCli against a real project', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([['grant'], ['revoke']])(
    'should name the project and refuse to %s without --yes where nobody can be asked, before connecting',
    async (command) => {
      const out = vi.spyOn(console, 'log').mockImplementation(() => {});
      const err = vi.spyOn(console, 'error').mockImplementation(() => {});
      const argv = [command, 'ada@example.com', '--project', 'lagoon-ridge-prod'];
      expect(await adminCli(argv, undefined)).toBe(1);
      expect(out).toHaveBeenCalledWith('Project: lagoon-ridge-prod (a real Firebase project)');
      expect(err).toHaveBeenCalledTimes(1);
      expect(err.mock.calls[0]![0]).toMatch(
        /^Nothing written: this would .*ada@example\.com.* in the real project lagoon-ridge-prod\. Run it again with --yes/,
      );
    },
  );
});
