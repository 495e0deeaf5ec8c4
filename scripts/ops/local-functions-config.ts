/**
 * What the Functions emulator gives the function, for scripts that run the functions' own modules
 * against the local stack (`npm run mail:retry`, `npm run messages`): the params and secrets from
 * functions/.env* files, and where our Firestore emulator listens.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { ports, projectId } from '../dev/local-stack';

const functionsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions');

/**
 * The functions' environment as firebase-tools' emulator builds it: `.env`, `.env.<project>`,
 * `.env.local`, then `.secret.local` (secrets), each overriding the ones before.
 */
export function functionsEnv(directory = functionsRoot): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of ['.env', `.env.${projectId}`, '.env.local', '.secret.local']) {
    const fullPath = path.join(directory, file);
    if (!existsSync(fullPath)) continue;
    for (const [name, value] of Object.entries(parseEnv(readFileSync(fullPath, 'utf8')))) {
      if (value !== undefined) merged[name] = value;
    }
  }
  return merged;
}

/** A param the function needs; a missing one is a broken checkout, so say which file to look at. */
export function requiredParam(env: Record<string, string>, name: string): string {
  const value = env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `${name} is not set in functions/.env.${projectId} (or .env.local, .secret.local).`,
    );
  }
  return value;
}

/**
 * Points firebase-admin at the local Firestore emulator (FIRESTORE_EMULATOR_HOST if set, else the
 * stack's port) and checks something answers there, so a stopped stack fails at once instead of
 * after firebase-admin's retries.
 */
export async function useLocalFirestore(): Promise<string> {
  const host = process.env.FIRESTORE_EMULATOR_HOST || `127.0.0.1:${ports.firestore}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `No Firestore emulator answers on ${host}. Start the local stack first: npm start`,
    );
  }
  return host;
}
