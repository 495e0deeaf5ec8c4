// `npm run admin`: the command line it accepts (what it does with the emulators: functions/test/admin-role.test.ts).
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from './admin';

describe('parseAdminArgs', () => {
  it('should read grant, revoke and list, locally or with --project anywhere on the line', () => {
    expect(parseAdminArgs(['grant', 'ada@example.com'])).toEqual({
      command: 'grant',
      email: 'ada@example.com',
      project: undefined,
    });
    expect(parseAdminArgs(['revoke', 'ada@example.com', '--project', 'lagoon-ridge-prod'])).toEqual(
      { command: 'revoke', email: 'ada@example.com', project: 'lagoon-ridge-prod' },
    );
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
