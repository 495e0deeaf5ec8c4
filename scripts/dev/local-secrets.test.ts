import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionParamsSource } from '../ops/deploy/params-source';
import { declaredParams } from '../ops/deploy/preflight';
import {
  demoSecrets,
  FUNCTION_SECRETS,
  privateFunctionsSource,
  provideLocalSecrets,
} from './local-secrets';

const root = path.resolve(import.meta.dirname, '../..');
const demo = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  IP_HASH_SALT: 'demo-salt-long-enough',
  CONVERSATION_KEY: 'demo-conversation-key',
  MAILGUN_SIGNING_KEY: 'demo-signing-key',
  BOOKING_LINK_SECRET: 'demo-booking-links-long-enough',
};
const demoLines =
  'CONVERSATION_KEY=demo-conversation-key\nMAILGUN_SIGNING_KEY=demo-signing-key\nBOOKING_LINK_SECRET=demo-booking-links-long-enough\n';

let directory: string | undefined;
const scratch = () => (directory = mkdtempSync(path.join(tmpdir(), 'local-secrets-')));
afterEach(() => {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

describe('the local secrets', () => {
  it('should be every secret the function declares, with the demo values of its demo project', async () => {
    const params = functionParamsSource(path.join(root, 'functions/src'));
    expect([...FUNCTION_SECRETS]).toEqual(declaredParams(params).secrets);
    expect(await demoSecrets(path.join(root, 'functions'), 'demo-lagoon-ridge')).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      IP_HASH_SALT: expect.stringMatching(/^.{16,}$/),
      BOOKING_LINK_SECRET: expect.stringMatching(/^.{16,}$/),
      CONVERSATION_KEY: expect.stringMatching(/^.{32,}$/),
      MAILGUN_SIGNING_KEY: expect.stringMatching(/^.{16,}$/),
    });
  });
});

describe('provideLocalSecrets', () => {
  it('should write functions/.secret.local, and write it again with new values', async () => {
    const functionsRoot = scratch();
    const file = path.join(functionsRoot, '.secret.local');
    expect(await provideLocalSecrets(functionsRoot, demo)).toBeNull();
    expect(readFileSync(file, 'utf8')).toMatch(
      /^# Written by npm start[^\n]*\n#[^\n]*\nSMTP_URL=smtp:\/\/127\.0\.0\.1:2525\nIP_HASH_SALT=demo-salt-long-enough\nCONVERSATION_KEY=demo-conversation-key\nMAILGUN_SIGNING_KEY=demo-signing-key\nBOOKING_LINK_SECRET=demo-booking-links-long-enough\n$/,
    );
    await provideLocalSecrets(functionsRoot, { ...demo, SMTP_URL: 'smtp://127.0.0.1:2626' });
    expect(readFileSync(file, 'utf8')).toContain('SMTP_URL=smtp://127.0.0.1:2626\n');
  });

  it("should leave a developer's own file as it is, and say which secret it leaves out", async () => {
    const functionsRoot = scratch();
    const file = path.join(functionsRoot, '.secret.local');
    const own = 'SMTP_URL=smtps://user:password@smtp.example.com:465\n';
    writeFileSync(file, own);
    expect(await provideLocalSecrets(functionsRoot, demo)).toBe(
      'functions/.secret.local is your own and does not set IP_HASH_SALT, CONVERSATION_KEY, MAILGUN_SIGNING_KEY, BOOKING_LINK_SECRET: the Functions emulator will look in Secret Manager and say it cannot. Add IP_HASH_SALT=demo-salt-long-enough, CONVERSATION_KEY=demo-conversation-key, MAILGUN_SIGNING_KEY=demo-signing-key, BOOKING_LINK_SECRET=demo-booking-links-long-enough to it.',
    );
    expect(readFileSync(file, 'utf8')).toBe(own);

    writeFileSync(file, `${own}IP_HASH_SALT=my-own-salt-of-sixteen\n${demoLines}`);
    expect(await provideLocalSecrets(functionsRoot, demo)).toBeNull();
    expect(readFileSync(file, 'utf8')).toContain('my-own-salt-of-sixteen');
  });
});

describe('privateFunctionsSource', () => {
  it("should link the built function beside the run's own secrets, and go without touching what it links", async () => {
    const stack = scratch();
    const source = await privateFunctionsSource(
      stack,
      { functionsRoot: path.join(root, 'functions'), repositoryRoot: root },
      { ...demo, SMTP_URL: 'smtp://127.0.0.1:40125' },
    );
    expect(source).toBe(path.join(stack, 'functions'));
    for (const link of ['functions/package.json', 'functions/lib', 'node_modules'])
      expect(lstatSync(path.join(stack, link)).isSymbolicLink(), link).toBe(true);
    expect(readFileSync(path.join(source, '.secret.local'), 'utf8')).toBe(
      `SMTP_URL=smtp://127.0.0.1:40125\nIP_HASH_SALT=demo-salt-long-enough\n${demoLines}`,
    );
    // What emulatorsExec does when the run ends: the links go, what they point at stays.
    rmSync(stack, { recursive: true, force: true });
    expect(existsSync(path.join(root, 'functions/package.json'))).toBe(true);
    expect(existsSync(path.join(root, 'node_modules/firebase-tools'))).toBe(true);
  });
});
