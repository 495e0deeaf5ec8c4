// The CLI as a process: the line it prints, health, export on SIGTERM, import on the next start, rules
// reloading, and refusals with a clear message.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_FILE } from './store/persistence.js';

const BIN = fileURLToPath(new URL('../bin/firestore-emulator.mjs', import.meta.url));
const PROJECT = 'demo-cli';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const OPEN =
  "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if true; } } }";
const CLOSED =
  "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }";

let workDir: string;
const children: ChildProcessWithoutNullStreams[] = [];

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'firestore-emulator-cli-'));
});

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(workDir, { recursive: true, force: true });
});

function run(args: string[]): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: 'pipe' });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function started(args: string[]): Promise<{
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}> {
  const process = run(args);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const match = /Firestore emulator listening on (http:\/\/[^ ]+) \(project ([^)]+)\)/.exec(
      process.output(),
    );
    if (match) return { ...process, url: match[1] as string };
    if (process.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The emulator did not start:\n${process.output()}`);
}

const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

describe('firestore-emulator CLI', () => {
  it('listens, exports on SIGTERM and imports on the next start', async () => {
    const rules = join(workDir, 'firestore.rules');
    await writeFile(rules, OPEN);
    const data = join(workDir, 'data');
    const args = ['--port', '0', '--project', PROJECT, '--rules', rules, '--import', data];
    const first = await started([...args, '--export-on-exit']);
    expect(first.output().trim().split('\n')).toHaveLength(1);
    expect(await (await fetch(first.url)).text()).toBe('Ok');
    const write = await fetch(`${first.url}/v1/${ROOT}:commit`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({
        writes: [{ update: { name: `${ROOT}/kept/doc`, fields: { n: { integerValue: '7' } } } }],
      }),
    });
    expect(write.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Exported 1 document\(s\) to/);
    expect(JSON.parse(await readFile(join(data, EXPORT_FILE), 'utf8')).documents).toHaveLength(1);

    const second = await started(args);
    const read = await fetch(`${second.url}/v1/${ROOT}:batchGet`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ documents: [`${ROOT}/kept/doc`] }),
    });
    expect(await read.json()).toEqual([
      expect.objectContaining({
        found: expect.objectContaining({ fields: { n: { integerValue: '7' } } }),
      }),
    ]);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('reloads the rules file when it changes, and keeps the old rules if the new ones do not load', async () => {
    const rules = join(workDir, 'firestore.rules');
    await writeFile(rules, CLOSED);
    const emulator = await started(['--port', '0', '--project', PROJECT, '--rules', rules]);
    const userToken = `e30.${Buffer.from(JSON.stringify({ sub: 'u' })).toString('base64url')}.`;
    const read = () =>
      fetch(`${emulator.url}/v1/${ROOT}:batchGet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${userToken}` },
        body: JSON.stringify({ documents: [`${ROOT}/a/b`] }),
      }).then((r) => r.status);
    expect(await read()).toBe(403);
    await writeFile(rules, OPEN);
    await expect.poll(read, { timeout: 5000 }).toBe(200);
    await writeFile(rules, 'rules_version = 2');
    await expect
      .poll(() => emulator.output(), { timeout: 5000 })
      .toMatch(/did not load, keeping the previous ones: Line 1, column/);
    expect(await read()).toBe(200);
  });

  it('refuses a non-loopback address, rules that do not load, and unknown options', async () => {
    const wide = run(['--host', '0.0.0.0', '--port', '0']);
    expect(await wide.exited).toBe(1);
    expect(wide.output()).toMatch(/only listens on loopback/);

    const rules = join(workDir, 'bad.rules');
    await writeFile(
      rules,
      "rules_version = '2';\nservice cloud.firestore {\n  match /x/{y} { allow read: if y.reverse(); }\n}",
    );
    const bad = run(['--port', '0', '--rules', rules]);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Line 3, column \d+: Unsupported method \.reverse\(\)/);

    const unknown = run(['--frobnicate']);
    expect(await unknown.exited).toBe(2);
    expect(unknown.output()).toMatch(/Unknown argument --frobnicate[\s\S]*Usage:/);
  });
});
