// Benchmark: 200 concurrent clients on loopback, each on its own keep-alive connection, alternating a
// get (batchGet, as getDoc sends it) and a commit (setDoc with merge and a server timestamp, as the
// profile page sends it) of a small document. The emulator runs as its own process (the CLI), so server
// and clients each get a core.
//
// Two runs per scenario, each a fixed time:
//  - paced: the clients together send BENCH_RATES requests/s (each rate a run) on a fixed schedule; latency is measured from
//    the scheduled send time, so a stalled server cannot hide its delay (no coordinated omission);
//  - saturated: every client sends its next request as soon as the previous one answers; this finds the
//    maximum throughput, and its latency is mostly queueing (200 requests in flight / throughput).
// Scenarios: the admin (`Bearer owner`, rules bypassed) and signed-in users (rules evaluated).
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 200);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const RATES = (process.env['BENCH_RATES'] ?? '1000,2000,3000').split(',').map(Number);
const PROJECT = 'demo-bench';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /bench/{uid} {
      allow get: if request.auth != null && request.auth.uid == uid;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.data.keys().hasOnly(['id', 'n', 'text', 'updatedAt'])
        && request.resource.data.id == uid
        && request.resource.data.text is string && request.resource.data.text.size() <= 100
        && request.resource.data.updatedAt == request.time;
    }
  }
}`;

interface Target {
  host: string;
  port: number;
}

interface RunResult {
  ops: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * One keep-alive HTTP/1.1 connection per client, spoken directly on a socket: Node's http client costs
 * more CPU per request than the server under test, and its delays would end up in the latencies. The
 * emulator always answers with a Content-Length, which is all this client needs to find a reply's end.
 */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | undefined;

  private constructor(
    private readonly socket: Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  static open(target: Target): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(target.port, target.host, () =>
        resolve(new Connection(socket, `${target.host}:${target.port}`)),
      );
      socket.once('error', reject);
    });
  }

  post(path: string, authorization: string, body: string): Promise<number> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${this.host}\r\nAuthorization: ${authorization}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.buffer.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < headerEnd + 4 + length) return;
    this.buffer = this.buffer.subarray(headerEnd + 4 + length);
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.(Number(head.slice(9, 12)));
  }
}

function userToken(uid: string): string {
  const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
  return `${part({ alg: 'none', type: 'JWT' })}.${part({ sub: uid, user_id: uid, aud: PROJECT })}.`;
}

/** The two requests a client alternates, as Firestore Lite sends them for getDoc and setDoc(merge). */
function clientRequests(index: number) {
  const uid = `user${index}`;
  const name = `${ROOT}/bench/${uid}`;
  const get = { path: `/v1/${ROOT}:batchGet`, body: JSON.stringify({ documents: [name] }) };
  const commit = (n: number) => ({
    path: `/v1/${ROOT}:commit`,
    body: JSON.stringify({
      writes: [
        {
          update: {
            name,
            fields: {
              id: { stringValue: uid },
              n: { integerValue: String(n) },
              text: { stringValue: 'Hello from Lagos' },
            },
          },
          updateMask: { fieldPaths: ['id', 'n', 'text'] },
          updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    }),
  });
  return { uid, get, commit };
}

/** `rate` in requests/s for a paced run, undefined for a saturated one. */
async function runClients(
  connections: Connection[],
  withRules: boolean,
  rate: number | undefined,
  seconds = SECONDS,
): Promise<RunResult> {
  const paced = rate !== undefined;
  const latenciesMs: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const interval = paced ? (CLIENTS / rate) * 1000 : 0; // per client, in ms
  await Promise.all(
    connections.map(async (connection, index) => {
      const { uid, get, commit } = clientRequests(index);
      const authorization = withRules ? `Bearer ${userToken(uid)}` : 'Bearer owner';
      let scheduled = start + (index / CLIENTS) * interval; // spread the clients over one interval
      for (let i = 0; ; i++) {
        if (paced) {
          const wait = scheduled - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
        }
        // Late (the client was busy): count from the schedule. Early: from the actual send.
        const sent = paced ? Math.min(scheduled, performance.now()) : performance.now();
        if (sent >= end) break;
        const { path, body } = i % 2 === 0 ? get : commit(i);
        const status = await connection.post(path, authorization, body);
        latenciesMs.push(performance.now() - sent);
        if (status !== 200) errors++;
        scheduled += interval;
      }
    }),
  );
  return {
    ops: latenciesMs.length,
    errors,
    seconds: (performance.now() - start) / 1000,
    latenciesMs,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * CPU time the emulator process has used, in ms (Linux /proc; 100 ticks per second): per request, a
 * measure of the server's own cost that other load on the machine does not distort.
 */
async function processCpuMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function startEmulatorProcess(
  rulesPath: string,
): Promise<{ target: Target; pid: number | undefined; stop: () => Promise<void> }> {
  const bin = fileURLToPath(new URL('../bin/firestore-emulator.mjs', import.meta.url));
  const child = spawn(
    process.execPath,
    [bin, '--host', '127.0.0.1', '--port', '0', '--project', PROJECT, '--rules', rulesPath],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.on('exit', (code) => reject(new Error(`emulator exited with ${code}: ${output}`)));
  });
  const { hostname, port } = new URL(url);
  return {
    target: { host: hostname, port: Number(port) },
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'firestore-bench-'));
  const rulesPath = join(dir, 'firestore.rules');
  await writeFile(rulesPath, RULES);
  const { target, pid, stop } = await startEmulatorProcess(rulesPath);
  const connections = await Promise.all(
    Array.from({ length: CLIENTS }, () => Connection.open(target)),
  );
  try {
    // Every client's document exists before the runs, so gets find data and commits are updates.
    for (const [index, connection] of connections.entries()) {
      const { path, body } = clientRequests(index).commit(0);
      await connection.post(path, 'Bearer owner', body);
    }
    // Warm up both paths (JIT) before measuring.
    await runClients(connections, false, undefined, 1);
    await runClients(connections, true, undefined, 1);

    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `${CLIENTS} clients on 127.0.0.1, ${SECONDS} s per run, gets and commits alternating; Node ${process.version}, ${cpus().length} CPUs, load average ${load}\n`,
    );
    console.log(
      '| scenario | run | requests | ops/s | p50 ms | p99 ms | max ms | errors | server CPU µs/request |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const withRules of [false, true]) {
      for (const rate of [...RATES, undefined]) {
        const cpuBefore = await processCpuMs(pid);
        const result = await runClients(connections, withRules, rate);
        const cpuPerRequestUs = (((await processCpuMs(pid)) - cpuBefore) * 1000) / result.ops;
        const sorted = result.latenciesMs.sort((a, b) => a - b);
        const cells = [
          withRules ? 'signed-in users, rules evaluated' : 'admin, rules bypassed',
          rate === undefined ? 'saturated' : `paced at ${rate}/s`,
          result.ops,
          Math.round(result.ops / result.seconds),
          percentile(sorted, 50).toFixed(2),
          percentile(sorted, 99).toFixed(2),
          (sorted[sorted.length - 1] ?? NaN).toFixed(2),
          result.errors,
          Math.round(cpuPerRequestUs),
        ];
        console.log(`| ${cells.join(' | ')} |`);
      }
    }
  } finally {
    for (const connection of connections) connection.close();
    await stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
