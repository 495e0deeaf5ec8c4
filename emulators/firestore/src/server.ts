// The HTTP server: CORS, routing to the control endpoints or the Firestore API, and error replies in the
// Google API JSON shape. Nothing a client sends can take it down: every failure becomes a reply.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { readFile } from 'node:fs/promises';
import type { ApiCall } from './api/api-call.js';
import { clearDatabase, putSecurityRules } from './api/control.js';
import { EmulatorState } from './emulator-state.js';
import { ApiError } from './errors.js';
import { answerPreflight, applyCors } from './http/cors.js';
import { dispatchFirestore } from './http/dispatch.js';
import { parseRoute } from './http/parse-route.js';
import { parseJsonBody, readBody } from './http/read-body.js';
import { identify } from './identity.js';
import { documentsRoot } from './model/names.js';
import { loadRules } from './rules/load-rules.js';
import { importDocuments } from './store/persistence.js';

export interface EmulatorOptions {
  /** Loopback only (127.0.0.1, ::1 or localhost): the emulator has no authentication of its own. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  projectId?: string;
  /** Rules for every project until a project loads its own over the control API. */
  rulesPath?: string;
  rulesSource?: string;
  /** Folder to load an export from at start (see store/persistence.ts). */
  importDir?: string;
  /** Called for each request when set (method, path, status, milliseconds). */
  logRequest?: (line: string) => void;
}

export interface RunningEmulator {
  url: string;
  host: string;
  port: number;
  projectId: string;
  state: EmulatorState;
  /** Re-reads the rules file (the CLI calls this when it changes). */
  reloadRules(): Promise<void>;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `Refusing to listen on ${host}: the emulator has no authentication, so it only listens on loopback (127.0.0.1).`,
    );
  }
  const projectId = options.projectId ?? 'demo-project';
  const readRules = async () =>
    options.rulesSource ??
    (options.rulesPath === undefined ? undefined : await readFile(options.rulesPath, 'utf8'));
  const initialRules = await readRules();
  const state = new EmulatorState(initialRules === undefined ? undefined : loadRules(initialRules));
  if (options.importDir) {
    await importDocuments(state.store, state.clock, options.importDir);
    state.history.forget(state.clock.readMicros());
  }

  const server = createServer((request, response) => {
    const started = options.logRequest ? performance.now() : 0;
    handle(state, request, response)
      .catch((error: unknown) => sendError(response, error))
      .finally(() => {
        options.logRequest?.(
          `${request.method} ${request.url?.split('?')[0]} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
        );
      });
  });
  server.keepAliveTimeout = 30_000;
  server.on('clientError', answerMalformedHttp);
  await listen(server, host, options.port ?? 8080);
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    projectId,
    state,
    async reloadRules() {
      const source = await readRules();
      if (source !== undefined) state.rules.setDefault(loadRules(source));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function handle(
  state: EmulatorState,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  applyCors(request, response);
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return answerPreflight(request, response);

  const rawUrl = request.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const route = parseRoute(queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart));
  const raw = await readBody(request);

  switch (route.kind) {
    case 'health':
      if (method !== 'GET') throw new ApiError('NOT_FOUND', `No ${method} method at /.`);
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Ok');
      return;
    case 'securityRules':
      if (method !== 'PUT') throw new ApiError('NOT_FOUND', `Use PUT to load rules.`);
      return sendJson(response, putSecurityRules(state, route.projectId, parseJsonBody(raw)));
    case 'clearDatabase':
      if (method !== 'DELETE') throw new ApiError('NOT_FOUND', `Use DELETE to clear the database.`);
      return sendJson(response, clearDatabase(state, route.database));
    case 'firestore': {
      const call: ApiCall = {
        state,
        database: route.database,
        root: documentsRoot(route.database),
        path: route.path,
        identity: identify(request.headers.authorization),
        body: method === 'GET' || method === 'DELETE' ? undefined : parseJsonBody(raw),
        params: new URLSearchParams(queryStart < 0 ? '' : rawUrl.slice(queryStart + 1)),
      };
      return sendJson(response, dispatchFirestore(method, route.verb, call));
    }
  }
}

/** Bytes that are not HTTP at all still get a Google API error body, then the connection closes. */
function answerMalformedHttp(error: Error, socket: Duplex): void {
  if (!socket.writable || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(
    new ApiError('INVALID_ARGUMENT', `Malformed HTTP request: ${error.message}`).toJSON(),
  );
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendError(response: ServerResponse, error: unknown): void {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(
          'INTERNAL',
          `Internal emulator error: ${error instanceof Error ? error.message : String(error)}`,
        );
  if (!(error instanceof ApiError)) console.error('firestore-emulator: internal error', error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendJson(response, apiError.toJSON(), apiError.httpCode);
}
