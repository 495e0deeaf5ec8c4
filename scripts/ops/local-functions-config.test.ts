import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsEnv, requiredParam } from './local-functions-config';

let directory: string | undefined;

afterEach(() => {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

describe('functionsEnv', () => {
  it('should merge the env files in the Functions emulator order, later files winning', () => {
    directory = mkdtempSync(path.join(tmpdir(), 'functions-env-'));
    writeFileSync(path.join(directory, '.env'), 'A=from-env\nB=from-env\nC=from-env\nD=from-env\n');
    writeFileSync(
      path.join(directory, '.env.demo-lagoon-ridge'),
      '# demo values\nB=from-project\nC=from-project\nD=from-project\nLIST=["http://a","http://b"]\nQUOTED="Sales <sales@example.com>"\n',
    );
    writeFileSync(path.join(directory, '.env.local'), 'C=from-local\nD=from-local\n');
    writeFileSync(path.join(directory, '.secret.local'), 'D=from-secret\n');

    expect(functionsEnv(directory)).toEqual({
      A: 'from-env',
      B: 'from-project',
      C: 'from-local',
      D: 'from-secret',
      LIST: '["http://a","http://b"]',
      QUOTED: 'Sales <sales@example.com>',
    });
  });

  it('should read the demo params the Functions emulator uses', () => {
    expect(requiredParam(functionsEnv(), 'CONTACT_RECIPIENT')).toMatch(/@/);
    expect(() => requiredParam({}, 'SMTP_URL')).toThrow(/SMTP_URL is not set/);
  });
});
